/**
 * Freebets (part 1 §3 "Bonus on a bet", part 2 §3 "freebet"): the one home of the rules that decide whether a
 * player's freebet may pay the stake of a bet, and what such a bet pays. The web offers the freebets these rules
 * accept; the server checks them again at placement and applies the payout rule at settlement.
 * - Only singles and combos; system and custom bets take no freebet.
 * - The bet is in the freebet's currency; its odds (a combo's combined odds) lie within [min_odds, max_odds];
 *   its selection count within [selection_count_from, selection_count_to]; every selection is prematch, or every
 *   one live, or either, as match_status says.
 * - The stake is the freebet's amount, no more and no less.
 * - The stake is not the player's. What a settled bet pays depends on the kind (FREEBET_KINDS) and on the return
 *   the same bet would make with a cash stake (`freebetSettlement`):
 *   | return R of the cash bet, stake S    | freebet, freebet_only_win | freebet_all_win | freebet_no_risk        |
 *   | R > S: a win (a half win included)   | R - S cash                | R cash          | R - S cash             |
 *   | R = S: a refund (void, rejection)    | the freebet back          | the freebet back| the freebet back       |
 *   | 0 < R < S: a part refund (half lost) | nothing                   | R cash          | a new freebet of S     |
 *   | R = 0: a loss                        | nothing                   | nothing         | a new freebet of S     |
 *   A refund never pays cash: the stake was never the player's money, so it comes back as the same freebet.
 *   all_win pays what the cash bet would in every other case; only_win pays the profit alone; no_risk pays the
 *   profit of a win and insures the stake otherwise (half lost is a loss of half the stake: insured, and the half
 *   that came back was freebet money, so the whole stake comes back as one new freebet).
 * - Boost: a campaign may let the player boost a freebet once before using it (`POST /bonuses/{id}/boost`): its
 *   amount times boost_multiplier (thousandths, 1500 = x1.5), rounded down to the minor unit.
 */

import type { BetResult } from './bet-status';
import type { FreebetKind, IssuedBonusStatus } from './bonus-kinds';
import { ODDS_SCALE, potentialReturn } from './odds';
import type { BetType } from './slip/types';

export const FREEBET_MATCH_STATUSES = ['prematch', 'live', 'any'] as const;
export type FreebetMatchStatus = (typeof FREEBET_MATCH_STATUSES)[number];

export const FREEBET_STATUSES = ['active', 'used', 'expired'] as const;
export type FreebetStatus = (typeof FREEBET_STATUSES)[number];

/** What a freebet allows, as issued to one player. */
export interface FreebetTerms {
  /** What it pays (module comment); absent for a plain `freebet`. */
  kind?: FreebetKind;
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
  /**
   * The issued bonus's status (`bonus-status.ts`) where the server computed it: deactivated, overridden and
   * not_available refuse with that reason. Absent: the stored status alone decides.
   */
  bonusStatus?: IssuedBonusStatus;
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
  | 'deactivated'
  | 'overridden'
  | 'not_available'
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
  const held = terms.bonusStatus;
  if (held === 'deactivated' || held === 'overridden' || held === 'not_available') return refuse(held);
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

/** What settling a freebet bet gives the player (minor units of the bet's currency). */
export interface FreebetSettlement {
  /** Paid to the player's cash balance. */
  cash: number;
  /** The freebet itself becomes usable again (a refund). */
  freebetBack: boolean;
  /** Amount of a new freebet to issue to the player; 0 for none. */
  newFreebet: number;
}

/**
 * What a freebet bet of this kind gives the player, from the return the same bet would make with a cash stake
 * (`settlement.settleBet`'s payout) and the stake (the freebet's amount): the table in the module comment.
 */
export function freebetSettlement(
  kind: FreebetKind,
  settledReturn: number,
  stake: number,
): FreebetSettlement {
  const nothing = { cash: 0, freebetBack: false, newFreebet: 0 };
  if (settledReturn === stake) return { ...nothing, freebetBack: true };
  const won = settledReturn > stake;
  switch (kind) {
    case 'freebet':
    case 'freebet_only_win':
      return { ...nothing, cash: won ? settledReturn - stake : 0 };
    case 'freebet_all_win':
      return { ...nothing, cash: settledReturn };
    case 'freebet_no_risk':
      return won ? { ...nothing, cash: settledReturn - stake } : { ...nothing, newFreebet: stake };
  }
}

/**
 * The cash a plain freebet bet pays, from what the same bet would return with a cash stake: the profit of a win,
 * nothing otherwise (`freebetSettlement` for every kind and for what comes back as a freebet).
 */
export function freebetPayout(
  settledReturn: number,
  stake: number,
  result: BetResult,
  kind: FreebetKind = 'freebet',
): number {
  if (result === 'refund' && settledReturn === stake) return 0;
  return freebetSettlement(kind, settledReturn, stake).cash;
}

/** The potential win the slip shows for a freebet stake: the whole return for all_win, else the profit only. */
export function freebetPotentialWin(
  potentialReturn: number,
  stake: number,
  kind: FreebetKind = 'freebet',
): number {
  if (kind === 'freebet_all_win') return potentialReturn;
  return Math.max(0, potentialReturn - stake);
}

/** A player's freebet as its boost reads it. */
export interface FreebetBoostState {
  status: FreebetStatus;
  validTo: number;
  /** Thousandths (1500 = x1.5); null when the campaign allows no boost. */
  boostMultiplier: number | null;
  /** Already boosted once. */
  boosted: boolean;
  /** Ended for good by an operator (deactivated) or by another freebet taking its place (overridden). */
  ended?: boolean;
}

export type FreebetBoostRefusal = 'not_boostable' | 'already_boosted' | 'not_active' | 'expired';

/** A multiplier a campaign may set: an integer above x1 (thousandths). */
export function isBoostMultiplier(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > ODDS_SCALE;
}

/** Whether the player may boost this freebet at `now`; undefined when they may. */
export function freebetBoostRefusal(
  freebet: FreebetBoostState,
  now: number,
): FreebetBoostRefusal | undefined {
  if (freebet.boostMultiplier === null || !isBoostMultiplier(freebet.boostMultiplier)) return 'not_boostable';
  if (freebet.boosted) return 'already_boosted';
  if (freebet.status === 'expired' || now >= freebet.validTo) return 'expired';
  if (freebet.status !== 'active' || freebet.ended) return 'not_active';
  return undefined;
}

/** The amount of a boosted freebet: amount x multiplier / 1000, rounded down to the minor unit (the house's way). */
export function boostedFreebetAmount(amount: number, boostMultiplier: number): number {
  return potentialReturn(amount, boostMultiplier);
}
