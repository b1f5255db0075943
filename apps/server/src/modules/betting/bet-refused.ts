import type { ErrorBody } from '@sportsbook/contracts/errors';

/**
 * Why the betting rules refuse a request. Each has one HTTP status, given at the route edge
 * (`refusal-answer.ts`); the service only says what was refused.
 */
export type BetRefusalReason =
  /** A pve account may not bet (114). */
  | 'pve_player'
  /** A stake in another currency than the account's, or an account currency the book does not know. */
  | 'currency_mismatch'
  /** A leg's price moved in a way the player's acceptance mode does not take (101). */
  | 'odds_changed'
  /** A custom bet's legs cannot be priced together, or the mode does not take the server's quote (120). */
  | 'custom_odds'
  /** Domain slip validation or an operator bet limit (`invalid_bet`). */
  | 'invalid_bet'
  /** The player's own limits or exclusion (responsible gambling). */
  | 'player_limit'
  /** A freebet a bet names cannot pay its stake. */
  | 'freebet_unavailable'
  /** A comboboost a bet names cannot boost it. */
  | 'comboboost_unavailable'
  /** The balance does not cover the slip's cash stakes. */
  | 'insufficient_funds'
  /** An idempotency key sent again with other bets. */
  | 'idempotency_conflict';

/**
 * A request the betting rules refuse, nothing changed: the spec's error code, a readable message and the
 * error body's data (per-bet keys, details) the client reacts to.
 */
export class BetRefused extends Error {
  override name = 'BetRefused';
  constructor(
    readonly reason: BetRefusalReason,
    readonly code: string | number,
    message: string,
    readonly data: ErrorBody['data'] = {},
  ) {
    super(message);
  }
}
