/**
 * The decimal price ladder: the prices a bookmaker (and an exchange) quotes, in thousandths. From 1.01 the step
 * widens with the price, so that a step is roughly the same share of the price everywhere (about 0.5-1%):
 *
 * | from  | to   | step |
 * | ----- | ---- | ---- |
 * | 1.01  | 2.00 | 0.01 |
 * | 2.00  | 3.00 | 0.02 |
 * | 3.00  | 4.00 | 0.05 |
 * | 4.00  | 6.00 | 0.1  |
 * | 6.00  | 10   | 0.2  |
 * | 10    | 20   | 0.5  |
 * | 20    | 30   | 1    |
 * | 30    | 50   | 2    |
 * | 50    | 100  | 5    |
 * | 100   | 1000 | 10   |
 *
 * These are the exchange increments bookmakers' trading tools also use (350 rungs). A fair price is snapped down
 * to the rung at or below it (towards the house, like every rounding in `odds.ts`), never below 1.01.
 */

/** Each band: prices above `from` up to `to` (thousandths) move in `step`. */
export const PRICE_LADDER_BANDS: readonly { from: number; to: number; step: number }[] = [
  { from: 1010, to: 2000, step: 10 },
  { from: 2000, to: 3000, step: 20 },
  { from: 3000, to: 4000, step: 50 },
  { from: 4000, to: 6000, step: 100 },
  { from: 6000, to: 10_000, step: 200 },
  { from: 10_000, to: 20_000, step: 500 },
  { from: 20_000, to: 30_000, step: 1000 },
  { from: 30_000, to: 50_000, step: 2000 },
  { from: 50_000, to: 100_000, step: 5000 },
  { from: 100_000, to: 1_000_000, step: 10_000 },
];

/** The shortest price on the ladder (1.01). */
export const LADDER_MIN_ODDS = 1010;
/** The longest price on the ladder (1000). */
export const LADDER_MAX_ODDS = 1_000_000;

function buildRungs(): number[] {
  const rungs = [LADDER_MIN_ODDS];
  for (const band of PRICE_LADDER_BANDS) {
    for (let odds = band.from + band.step; odds <= band.to; odds += band.step) rungs.push(odds);
  }
  return rungs;
}

const RUNGS: readonly number[] = buildRungs();
const RUNG_SET: ReadonlySet<number> = new Set(RUNGS);

/** Every rung, shortest first. */
export function priceLadder(): readonly number[] {
  return RUNGS;
}

export function isLadderPrice(odds: number): boolean {
  return RUNG_SET.has(odds);
}

/**
 * The rung at or below a price in thousandths (fractions of a thousandth count as below): 2251 -> 2240,
 * 14836 -> 14500, 1001 -> 1010 (the ladder's floor), anything past the top -> 1000.
 */
export function snapToLadder(odds: number): number {
  if (!(odds > LADDER_MIN_ODDS)) return LADDER_MIN_ODDS;
  if (odds >= LADDER_MAX_ODDS) return LADDER_MAX_ODDS;
  for (const band of PRICE_LADDER_BANDS) {
    if (odds <= band.to) return band.from + Math.floor((odds - band.from) / band.step) * band.step;
  }
  return LADDER_MAX_ODDS;
}
