/**
 * Display formats for odds held in thousandths (2150 = decimal 2.15). Every format converts from thousandths;
 * parseOdds converts back. Each format has its usual precision: decimal and hong kong two places (three only for
 * a price off the ladder, such as a combination's total), american whole numbers, indonesian and malaysian two
 * places, fractional the nearest traditional fraction (the bookmaker's conversion table: 1.91 is 10/11, 2.62 is
 * 13/8). Decimal, hong kong and fractional values on the ladder round-trip exactly; american, indonesian,
 * malaysian and percent round-trip to the nearest thousandth their precision allows. Keys are the spec's odds
 * types (part 2 §9).
 */

import { MIN_ODDS, ODDS_SCALE } from './odds';

export const ODDS_TYPES = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;

export type OddsType = (typeof ODDS_TYPES)[number];

export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

/** Thousandths as a decimal string: two decimals, three when the third is not zero ("2.15", "1.001"). */
function thousandthsToString(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 1000);
  const rest = abs % 1000;
  const decimals = rest % 10 === 0 ? String(rest / 10).padStart(2, '0') : String(rest).padStart(3, '0');
  return `${sign}${whole}.${decimals}`;
}

/** Hundredths as a string with two decimals ("-2.50"). */
function hundredthsToString(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function toDecimalString(odds: number): string {
  return thousandthsToString(odds);
}

/** Hong kong odds are the net win per unit staked: decimal - 1. */
export function toHongKongString(odds: number): string {
  return thousandthsToString(odds - ODDS_SCALE);
}

/** American (moneyline): +win on 100 staked at 2.00 and above, -stake needed to win 100 below. */
export function toAmerican(odds: number): number {
  const net = odds - ODDS_SCALE;
  if (odds >= 2 * ODDS_SCALE) return Math.round(net / 10);
  return -Math.round(100_000 / net);
}

export function toAmericanString(odds: number): string {
  const value = toAmerican(odds);
  return value > 0 ? `+${value}` : String(value);
}

/** A quote in hundredths, at least 0.01 in size so that it stays a price. */
function quoteHundredths(value: number): number {
  return Math.max(1, Math.round(value));
}

/** Indonesian: hong kong at 2.00 and above, -1 / (decimal - 1) below; always two places. */
export function toIndonesianString(odds: number): string {
  if (odds >= 2 * ODDS_SCALE) return hundredthsToString(quoteHundredths((odds - ODDS_SCALE) / 10));
  return hundredthsToString(-quoteHundredths(100_000 / (odds - ODDS_SCALE)));
}

/** Malaysian: hong kong up to 2.00, -1 / (decimal - 1) above; always two places (never 0.00 nor -0.00). */
export function toMalaysianString(odds: number): string {
  if (odds <= 2 * ODDS_SCALE) return hundredthsToString(quoteHundredths((odds - ODDS_SCALE) / 10));
  return hundredthsToString(-quoteHundredths(100_000 / (odds - ODDS_SCALE)));
}

/** Implied probability in percent with one decimal ("46.5%"); never below 0.1% so it stays a price. */
export function toPercentString(odds: number): string {
  const tenths = Math.max(1, Math.round(1_000_000 / odds));
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

// The fractional ladder: the traditional bookmaker steps plus simple exact fractions (denominators dividing
// 1000, so their odds are whole thousandths and round-trip), finer where prices are short.
// biome-ignore format: the ladder reads best as rows
const TRADITIONAL: readonly (readonly [number, number])[] = [
  [1, 1000], [1, 500], [1, 250], [1, 200], [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20],
  [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5],
  [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6],
  [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8],
  [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [12, 5], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1],
  [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1],
];

const EXACT_FAMILIES: readonly { denominator: number; below: number }[] = [
  { denominator: 20, below: 3 },
  { denominator: 10, below: 3 },
  { denominator: 8, below: 3 },
  { denominator: 5, below: 10 },
  { denominator: 4, below: 10 },
  { denominator: 2, below: 20 },
  { denominator: 1, below: 1001 },
];

interface Rung {
  fraction: Fraction;
  value: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function buildLadder(): Rung[] {
  const byValue = new Map<number, Rung>();
  const add = (numerator: number, denominator: number) => {
    const g = gcd(numerator, denominator);
    const fraction = { numerator: numerator / g, denominator: denominator / g };
    const value = numerator / denominator;
    const seen = byValue.get(value);
    // Prefer the traditional spelling (4/6 over 2/3) when two rungs share a value: it was added first.
    if (!seen) byValue.set(value, { fraction, value });
  };
  for (const [n, d] of TRADITIONAL)
    byValue.set(n / d, { fraction: { numerator: n, denominator: d }, value: n / d });
  for (const { denominator, below } of EXACT_FAMILIES) {
    for (let numerator = 1; numerator < below * denominator; numerator++) add(numerator, denominator);
  }
  return [...byValue.values()].sort((a, b) => a.value - b.value);
}

const LADDER = buildLadder();

/** The ladder's rungs, shortest first: exposed for tests and for clients that show a ladder. */
export function fractionalLadder(): readonly Fraction[] {
  return LADDER.map((rung) => rung.fraction);
}

/** The nearest rung to decimal - 1 (ties go to the shorter price); beyond the ladder, the nearest whole number. */
export function toFraction(odds: number): Fraction {
  const net = (odds - ODDS_SCALE) / ODDS_SCALE;
  const last = LADDER[LADDER.length - 1];
  if (last && net > last.value) return { numerator: Math.round(net), denominator: 1 };
  let lo = 0;
  let hi = LADDER.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const rung = LADDER[mid];
    if (rung && rung.value < net) lo = mid + 1;
    else hi = mid;
  }
  const above = LADDER[lo];
  const below = LADDER[lo - 1];
  if (!above) throw new Error('fractional ladder is empty');
  if (below && net - below.value <= above.value - net) return below.fraction;
  return above.fraction;
}

export function toFractionalString(odds: number): string {
  const { numerator, denominator } = toFraction(odds);
  return `${numerator}/${denominator}`;
}

export function formatOdds(odds: number, type: OddsType): string {
  switch (type) {
    case 'european':
      return toDecimalString(odds);
    case 'british':
      return toFractionalString(odds);
    case 'hongkong':
      return toHongKongString(odds);
    case 'american':
      return toAmericanString(odds);
    case 'indonesian':
      return toIndonesianString(odds);
    case 'malaysian':
      return toMalaysianString(odds);
    case 'percent':
      return toPercentString(odds);
  }
}

const NUMBER = /^[+-]?(\d+)(\.\d+)?$/;

/** A plain decimal number from text, or null: no exponents, no thousands separators. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function valid(odds: number): number | null {
  return Number.isSafeInteger(odds) && odds >= MIN_ODDS ? odds : null;
}

function fromNet(net: number): number | null {
  return net > 0 ? valid(ODDS_SCALE + Math.round(net * ODDS_SCALE)) : null;
}

/** From a negative "stake to win one" quote (-2.50 means decimal 1.40). */
function fromNegativeQuote(quote: number): number | null {
  return quote < 0 ? valid(ODDS_SCALE + Math.round(ODDS_SCALE / -quote)) : null;
}

/** Text in the given format back to thousandths; null when the text is not a valid price in that format. */
export function parseOdds(text: string, type: OddsType): number | null {
  const trimmed = text.trim();
  switch (type) {
    case 'european': {
      const value = parseNumber(trimmed);
      return value === null ? null : valid(Math.round(value * ODDS_SCALE));
    }
    case 'hongkong': {
      const value = parseNumber(trimmed);
      return value === null ? null : fromNet(value);
    }
    case 'british': {
      if (/^(evens|evs)$/i.test(trimmed)) return 2 * ODDS_SCALE;
      const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
      if (!match) return null;
      const numerator = Number(match[1]);
      const denominator = Number(match[2]);
      if (denominator === 0) return null;
      return fromNet(numerator / denominator);
    }
    case 'american': {
      const value = parseNumber(trimmed);
      if (value === null || !Number.isInteger(value)) return null;
      if (value >= 100) return valid(ODDS_SCALE + value * 10);
      if (value <= -100) return fromNegativeQuote(value / 100);
      return null;
    }
    case 'indonesian': {
      const value = parseNumber(trimmed);
      if (value === null) return null;
      if (value >= 1) return fromNet(value);
      if (value <= -1) return fromNegativeQuote(value);
      return null;
    }
    case 'malaysian': {
      const value = parseNumber(trimmed);
      if (value === null) return null;
      if (value > 0 && value <= 1) return fromNet(value);
      if (value < 0 && value >= -1) return fromNegativeQuote(value);
      return null;
    }
    case 'percent': {
      const value = parseNumber(trimmed.replace(/%$/, ''));
      if (value === null || value <= 0 || value >= 100) return null;
      return valid(Math.round((100 * ODDS_SCALE) / value));
    }
  }
}
