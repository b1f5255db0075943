import type { BetStatus } from './bet-status';
import { ODDS_SCALE } from './odds';

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
