/**
 * Freebets (part 1 §3 "Bonus on a bet", part 2 §3 "freebet"): the one home of the rules that decide whether a
 * player's freebet may pay the stake of a bet, and what such a bet pays. The web offers the freebets these rules
 * accept; the server checks them again at placement and applies the payout rule at settlement.
 * - Only singles and combos; system and custom bets take no freebet.
 * - The bet is in the freebet's currency; its odds (a combo's combined odds) lie within [min_odds, max_odds];
 *   its selection count within [selection_count_from, selection_count_to]; every selection is prematch, or every
 *   one live, or either, as match_status says.
 * - The stake is the freebet's amount, no more and no less.
 * - The stake is not the player's: a winning bet pays the return less the stake (at least 0), a refund pays
 *   nothing (the freebet is given back instead).
 */

import type { BetResult } from './bet-status';
import type { BetType } from './slip/types';

export const FREEBET_MATCH_STATUSES = ['prematch', 'live', 'any'] as const;
export type FreebetMatchStatus = (typeof FREEBET_MATCH_STATUSES)[number];

export const FREEBET_STATUSES = ['active', 'used', 'expired'] as const;
export type FreebetStatus = (typeof FREEBET_STATUSES)[number];

/** What a freebet allows, as issued to one player. */
export interface FreebetTerms {
  status: FreebetStatus;
  currency: string;
  /** Minor units: the stake it pays. */
  amount: number;
  /** Thousandths; null for no bound. */
  minOdds: number | null;
  maxOdds: number | null;
  selectionCountFrom: number;
  /** Null for no upper bound. */
  selectionCountTo: number | null;
  matchStatus: FreebetMatchStatus;
  /** Epoch milliseconds: usable strictly before this moment. */
  validTo: number;
}

/** The parts of a bet the rules read. */
export interface FreebetCandidate {
  betType: BetType;
  currency: string;
  /** The bet's odds in thousandths (combined for a combo); undefined when it has no price. */
  odds: number | undefined;
  /** One per selection: whether its match is live. */
  legs: readonly { live: boolean }[];
}

export type FreebetRefusal =
  | 'not_active'
  | 'expired'
  | 'currency'
  | 'bet_type'
  | 'selection_count'
  | 'odds_too_low'
  | 'odds_too_high'
  | 'match_status'
  | 'stake_mismatch';

export type FreebetCheck = { ok: true } | { ok: false; reason: FreebetRefusal };

const refuse = (reason: FreebetRefusal): FreebetCheck => ({ ok: false, reason });

/** Whether the freebet may pay the stake of this bet at `now` (the stake itself aside). */
export function freebetSuitability(terms: FreebetTerms, bet: FreebetCandidate, now: number): FreebetCheck {
  if (terms.status === 'expired') return refuse('expired');
  if (terms.status !== 'active') return refuse('not_active');
  if (now >= terms.validTo) return refuse('expired');
  if (bet.currency !== terms.currency) return refuse('currency');
  if (bet.betType !== 'single' && bet.betType !== 'combo') return refuse('bet_type');
  const count = bet.legs.length;
  if (count === 0 || count < terms.selectionCountFrom) return refuse('selection_count');
  if (terms.selectionCountTo !== null && count > terms.selectionCountTo) return refuse('selection_count');
  if (bet.odds === undefined) return refuse('odds_too_low');
  if (terms.minOdds !== null && bet.odds < terms.minOdds) return refuse('odds_too_low');
  if (terms.maxOdds !== null && bet.odds > terms.maxOdds) return refuse('odds_too_high');
  if (terms.matchStatus === 'prematch' && bet.legs.some((leg) => leg.live)) return refuse('match_status');
  if (terms.matchStatus === 'live' && bet.legs.some((leg) => !leg.live)) return refuse('match_status');
  return { ok: true };
}

/** Placement's check: suitable, and the stake is exactly the freebet's amount. */
export function freebetPlacementCheck(
  terms: FreebetTerms,
  bet: FreebetCandidate & { stake: number },
  now: number,
): FreebetCheck {
  const suitable = freebetSuitability(terms, bet, now);
  if (!suitable.ok) return suitable;
  return bet.stake === terms.amount ? suitable : refuse('stake_mismatch');
}

/** What a bet staked with a freebet pays the player, from what the same bet would return with a cash stake. */
export function freebetPayout(settledReturn: number, stake: number, result: BetResult): number {
  if (result === 'refund') return 0;
  return Math.max(0, settledReturn - stake);
}

/** The potential win the slip shows for a freebet stake: the profit only. */
export function freebetPotentialWin(potentialReturn: number, stake: number): number {
  return Math.max(0, potentialReturn - stake);
}
