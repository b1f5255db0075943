import type { BetStatus } from './bet-status';
import { ODDS_SCALE } from './odds';
import { snapToLadder } from './price-ladder';

/**
 * Limits of what a trader may set (ADR 036). Odds are thousandths (`odds.ts`): a price override lies between
 * 1.01 and 1000.
 */
export const OVERRIDE_MIN_ODDS = 1010;
export const OVERRIDE_MAX_ODDS = 1000 * ODDS_SCALE;

/** A sport's margin in basis points of the book (500 = 5 %): at most 30 %, never negative. */
export const MARGIN_MIN_BP = 0;
export const MARGIN_MAX_BP = 3000;

/** A sport's in-play acceptance delay in seconds: none up to 30. */
export const INPLAY_DELAY_MIN_SECONDS = 0;
export const INPLAY_DELAY_MAX_SECONDS = 30;

/** The longest reason a trader gives for a step (suspension, void, override). */
export const TRADING_REASON_MAX_LENGTH = 500;

/**
 * The bets a trader's liability counts: every bet whose stake is taken and whose result is not paid yet
 * (waiting for in-play acceptance, waiting for results, being settled, being cashed out).
 */
export const LIABILITY_BET_STATUSES: readonly BetStatus[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];

/** Basis points in one: a margin of 500 bp is 5 %. */
export const MARGIN_SCALE = 10_000;

/**
 * A market's prices with our margin (ADR 040): the feed's prices (thousandths, with the feed's own margin) are
 * made fair by scaling their implied probabilities to sum to one, then each is marked up to a book of
 * `1 + margin` and snapped down the price ladder (towards the house, domain `price-ladder`). Outcomes without a
 * price (odds at or below 1.000) stay as they are, and a market with fewer than two priced outcomes keeps the
 * feed's prices: there is no book to re-margin.
 */
export function pricesWithMargin(odds: readonly number[], marginBp: number): number[] {
  const priced = odds.filter((o) => o > ODDS_SCALE);
  if (priced.length < 2) return [...odds];
  const book = priced.reduce((sum, o) => sum + ODDS_SCALE / o, 0);
  const markup = 1 + marginBp / MARGIN_SCALE;
  return odds.map((o) => {
    if (!(o > ODDS_SCALE)) return o;
    const fair = ODDS_SCALE / o / book;
    // Rounded to a millionth first, so a float a hair below a rung (1999.9999999) is not snapped a rung lower.
    return snapToLadder(Math.round((ODDS_SCALE / (fair * markup)) * 1e6) / 1e6);
  });
}
