/**
 * Odds are integers in thousandths of decimal odds (2.150 -> 2150): the spec's combined-odds
 * scale factor 1000. Every rounding rounds down (towards the house), in one place.
 */

export const ODDS_SCALE = 1000;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Brings an exact bigint result back to a JS number. Past the safe-integer range it saturates rather than losing
 * precision silently: no bet that large passes the odds and payout limits, and the order of values is kept.
 */
export function saturate(value: bigint): number {
  return Number(value > MAX_SAFE ? MAX_SAFE : value);
}

/** The smallest price a selection can carry (1.001). */
export const MIN_ODDS = 1001;

export function isOdds(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_ODDS;
}

/** Decimal odds (2.15) to thousandths (2150), rounding to the nearest thousandth. */
export function oddsFromDecimal(decimal: number): number {
  return Math.round(decimal * ODDS_SCALE);
}

export function oddsToDecimal(odds: number): number {
  return odds / ODDS_SCALE;
}

/** Product of the legs' odds, truncated to thousandths once at the end (not per leg). */
export function combineOdds(legs: readonly number[]): number {
  if (legs.length === 0) return ODDS_SCALE;
  const scale = BigInt(ODDS_SCALE);
  let product = 1n;
  for (const leg of legs) product *= BigInt(leg);
  return saturate(product / scale ** BigInt(legs.length - 1));
}

/** Return for a stake at given odds, in minor units, truncated: floor(stake x odds / 1000). */
export function potentialReturn(stake: number, odds: number): number {
  return saturate((BigInt(stake) * BigInt(odds)) / BigInt(ODDS_SCALE));
}
