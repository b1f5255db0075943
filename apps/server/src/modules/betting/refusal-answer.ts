import { HttpError } from '../../http/errors';
import { type BetRefusalReason, BetRefused } from './bet-refused';

/** The status each refusal answers with (spec part 1 §3 and the platform's rules). */
const REFUSAL_STATUS: Record<BetRefusalReason, number> = {
  pve_player: 403,
  currency_mismatch: 400,
  odds_changed: 400,
  custom_odds: 400,
  invalid_bet: 400,
  player_limit: 403,
  freebet_unavailable: 400,
  comboboost_unavailable: 400,
  insufficient_funds: 400,
  idempotency_conflict: 409,
};

/** The HTTP answer to a refused bet: its status, and the code, message and data the refusal carries. */
export function refusalAnswer(refusal: BetRefused): HttpError {
  return new HttpError(REFUSAL_STATUS[refusal.reason], refusal.code, refusal.message, refusal.data);
}

/** For a route's `.catch`: a refusal leaves as its HTTP answer, any other error as it is. */
export function answerRefusal(error: unknown): never {
  throw error instanceof BetRefused ? refusalAnswer(error) : error;
}
