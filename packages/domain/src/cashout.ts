/**
 * Cash-out pricing for an open single or combo.
 *
 * offer = stake x (effective odds of legs already settled) x (placed odds / current odds of each
 * open leg) x (1 - margin) (x the comboboost's bonus odds for a boosted combo), rounded down to minor units
 * once, and never above the bet's potential return. Settled legs are fixed at their effective odds (won at the placed price, void 1, half results
 * as in settlement). No offer while the bet is not open, a leg is lost or suspended, or no leg is left
 * open (settlement pays then). Systems and custom bets have no offer: their legs do not price apart.
 *
 * Partial cash-out sells a share of the stake: the offer for that share is the offer of the same bet
 * with that stake, the rest stays a bet with the remaining stake at the same odds. Rounding down each
 * part means splitting never pays more than cashing out whole.
 */

import { type BetStatus, isOpenBet } from './bet-status';
import { combineOdds, potentialReturn } from './odds';
import { effectiveLegOdds, type LegResult, settledOdds } from './settlement';
import type { BetType } from './slip/types';

export type CashoutLegState = 'open' | 'suspended' | LegResult;

export interface CashoutLeg {
  placedOdds: number;
  /** The market's price now; only read for an open leg. */
  currentOdds: number;
  state: CashoutLegState;
}

export interface CashoutBet {
  betType: BetType;
  status: BetStatus;
  stake: number;
  legs: readonly CashoutLeg[];
  /** Staked with a freebet: not the player's money, so there is nothing to sell back. */
  freebet?: boolean;
  /**
   * A boosted combo: the bonus odds it would be paid with if its open legs won (comboboost `settledBonusOdds`
   * on its legs now); undefined for none. The offer and its cap are the boosted ones, as settlement would pay.
   */
  boostOdds?: number;
}

export interface CashoutConfig {
  /** House margin taken off the fair value, basis points (500 = 5%). */
  marginBp: number;
  /** Smallest share of the stake a partial cash-out may sell, basis points. */
  minShareBp: number;
}

/**
 * The operator's cash-out terms unless a deployment sets its own: a 5% margin, and a partial cash-out sells at
 * least 10% of the stake. The server serves the terms it runs with in settings (`cashout_settings`).
 */
export const DEFAULT_CASHOUT_CONFIG: CashoutConfig = { marginBp: 500, minShareBp: 1000 };

/** Why a bet has no cash-out offer: the server answers one of these, the web explains each. */
export const CASHOUT_UNAVAILABLE_REASONS = [
  'bet_not_open',
  'unsupported_bet_type',
  'leg_lost',
  'leg_suspended',
  'no_open_legs',
] as const;
export type CashoutUnavailableReason = (typeof CASHOUT_UNAVAILABLE_REASONS)[number];

export type CashoutOffer =
  | { available: true; amount: number }
  | { available: false; reason: CashoutUnavailableReason };

const BP = 10_000n;
const SCALE = 1000n;

function unavailableReason(bet: CashoutBet): CashoutUnavailableReason | undefined {
  if (!isOpenBet(bet.status)) return 'bet_not_open';
  if (bet.freebet || (bet.betType !== 'single' && bet.betType !== 'combo')) return 'unsupported_bet_type';
  if (bet.legs.some((leg) => leg.state === 'lost')) return 'leg_lost';
  if (bet.legs.some((leg) => leg.state === 'suspended' || (leg.state === 'open' && leg.currentOdds <= 0))) {
    return 'leg_suspended';
  }
  if (!bet.legs.some((leg) => leg.state === 'open')) return 'no_open_legs';
  return undefined;
}

/** Return of the bet if every open leg wins: the cap of any offer. */
export function cashoutCap(bet: Pick<CashoutBet, 'stake' | 'legs' | 'boostOdds'>): number {
  const legs = bet.legs.map((leg) => ({
    odds: leg.placedOdds,
    result: leg.state === 'open' || leg.state === 'suspended' ? ('won' as const) : leg.state,
  }));
  const odds = settledOdds(legs);
  return potentialReturn(bet.stake, bet.boostOdds === undefined ? odds : combineOdds([odds, bet.boostOdds]));
}

export function cashoutOffer(bet: CashoutBet, config: CashoutConfig): CashoutOffer {
  const reason = unavailableReason(bet);
  if (reason) return { available: false, reason };
  const margin = BigInt(Math.min(10_000, Math.max(0, Math.round(config.marginBp))));
  let numerator = BigInt(bet.stake) * (BP - margin);
  let denominator = BP;
  if (bet.boostOdds !== undefined) {
    numerator *= BigInt(bet.boostOdds);
    denominator *= SCALE;
  }
  for (const leg of bet.legs) {
    if (leg.state === 'open') {
      numerator *= BigInt(leg.placedOdds);
      denominator *= BigInt(leg.currentOdds);
    } else if (leg.state !== 'void' && leg.state !== 'suspended') {
      const effective = effectiveLegOdds({ odds: leg.placedOdds, result: leg.state });
      numerator *= BigInt(effective.numerator);
      denominator *= effective.halved ? SCALE * 2n : SCALE;
    }
  }
  const amount = Number(numerator / denominator);
  return { available: true, amount: Math.min(amount, cashoutCap(bet)) };
}

export type PartialCashout =
  | { available: true; amount: number; cashoutStake: number; remainingStake: number }
  | { available: false; reason: CashoutUnavailableReason | 'invalid_share' | 'share_too_small' };

/**
 * The minimum share rule: a partial cash-out sells at least `minShareBp` of the stake, so cashoutStake x 10000
 * >= stake x minShareBp (exact in integers). The operator sets the share; settings serve it to the browser.
 */
export function meetsMinCashoutShare(stake: number, cashoutStake: number, minShareBp: number): boolean {
  return BigInt(cashoutStake) * BP >= BigInt(stake) * BigInt(minShareBp);
}

/** The smallest part of `stake` the minimum share lets a partial cash-out sell: ceil(stake x minShareBp / 10000). */
export function minCashoutStake(stake: number, minShareBp: number): number {
  return Number((BigInt(stake) * BigInt(minShareBp) + BP - 1n) / BP);
}

/**
 * Offer for `cashoutStake` of the bet's stake; the rest of the stake stays on the bet. A part is less than the
 * stake: selling all of it is a whole cash-out, asked for without a share. So a partial request sent twice (a
 * double click, a proxy's retry) after the first left exactly that much is refused, not taken as closing the bet.
 */
export function partialCashout(bet: CashoutBet, cashoutStake: number, config: CashoutConfig): PartialCashout {
  if (!Number.isSafeInteger(cashoutStake) || cashoutStake <= 0 || cashoutStake >= bet.stake) {
    return { available: false, reason: 'invalid_share' };
  }
  if (!meetsMinCashoutShare(bet.stake, cashoutStake, config.minShareBp)) {
    return { available: false, reason: 'share_too_small' };
  }
  const offer = cashoutOffer({ ...bet, stake: cashoutStake }, config);
  if (!offer.available) return offer;
  return {
    available: true,
    amount: offer.amount,
    cashoutStake,
    remainingStake: bet.stake - cashoutStake,
  };
}

export type CashoutExecution =
  | { ok: true; amount: number }
  | { ok: false; reason: CashoutUnavailableReason | 'offer_changed' | 'invalid_amount'; offer?: number };

/**
 * A cash-out request for the amount the player was shown (`to_cashout`), against a fresh offer: it runs
 * at the requested amount while the fresh offer still covers it; a lower fresh offer is refused with
 * that offer, so the player can confirm the new amount.
 */
export function checkCashoutRequest(requested: number, fresh: CashoutOffer): CashoutExecution {
  if (!fresh.available) return { ok: false, reason: fresh.reason };
  if (!Number.isSafeInteger(requested) || requested <= 0) return { ok: false, reason: 'invalid_amount' };
  if (fresh.amount < requested) return { ok: false, reason: 'offer_changed', offer: fresh.amount };
  return { ok: true, amount: requested };
}
