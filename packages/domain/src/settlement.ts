/**
 * Settlement: what a bet pays once the feed has results for its selections. Pure computation; the
 * server records it through the ledger (and reverses it on a corrected result), so the same input
 * always gives the same payout.
 *
 * Each leg counts with its effective odds (thousandths):
 *   won -> its odds; lost -> 0; void -> 1000 (drops out of the combo);
 *   half_won -> (odds + 1000) / 2 (half at the odds, half returned);
 *   half_lost -> 500 (half lost, half returned).
 * The combined effective odds are the product truncated once to thousandths (the halving is done
 * inside that single truncation: floor(floor(P / 1000^(m-1)) / 2^h) = floor(P / (1000^(m-1) 2^h))),
 * and the payout is floor(stake x odds / 1000), the same rule as potential returns.
 *
 * Result: payout 0 -> lose; payout above the stake -> win; otherwise refund (all-void bets return
 * the stake; a half-lost bet returns part of it, which is a partial refund, not a loss). A won bet
 * whose truncated return equals its stake would also read as a refund; placement refuses such bets
 * ('error.potential_win.equal_or_less'), so it does not arise for placed bets.
 * Systems settle line by line with the line stakes of `system-bets` and sum.
 * Custom bets are priced as a whole, so their legs cannot be re-priced: any lost or half-lost leg
 * loses the bet, all legs won pays the quoted odds, anything else (a void or half-won leg) voids the
 * bet and refunds the stake.
 */

import type { BetResult } from './bet-status';
import { combineOdds, ODDS_SCALE, potentialReturn } from './odds';
import type { BetType } from './slip/types';
import { combinations, isSystemTypeFor, lineStake, type SystemType, systemLineCount } from './system-bets';

export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
export type LegState = LegResult | 'pending';

export interface SettlementLeg {
  /** Odds the leg was placed at, thousandths. */
  odds: number;
  result: LegState;
}

export interface SettledLeg {
  odds: number;
  result: LegResult;
}

export type Settlement =
  | { settled: true; payout: number; result: BetResult }
  | { settled: false; reason: 'pending' | 'invalid_bet' };

/** A feed result with its void factor: 0 plain, 0.5 half, 1 void. Undefined for any other factor. */
export function legResultFromVoidFactor(outcome: 'won' | 'lost', voidFactor = 0): LegResult | undefined {
  if (voidFactor === 0) return outcome;
  if (voidFactor === 0.5) return outcome === 'won' ? 'half_won' : 'half_lost';
  if (voidFactor === 1) return 'void';
  return undefined;
}

/** Effective odds of a settled leg as numerator / (halved ? 2 : 1), thousandths. */
export function effectiveLegOdds(leg: SettledLeg): { numerator: number; halved: boolean } {
  switch (leg.result) {
    case 'won':
      return { numerator: leg.odds, halved: false };
    case 'lost':
      return { numerator: 0, halved: false };
    case 'void':
      return { numerator: ODDS_SCALE, halved: false };
    case 'half_won':
      return { numerator: leg.odds + ODDS_SCALE, halved: true };
    case 'half_lost':
      return { numerator: ODDS_SCALE, halved: true };
  }
}

/** Combined effective odds of settled legs, truncated once; void legs drop out; 0 if any leg lost. */
export function settledOdds(legs: readonly SettledLeg[]): number {
  if (legs.some((leg) => leg.result === 'lost')) return 0;
  const counted = legs.filter((leg) => leg.result !== 'void').map(effectiveLegOdds);
  const halves = counted.filter((leg) => leg.halved).length;
  const combined = combineOdds(counted.map((leg) => leg.numerator));
  return Number(BigInt(combined) / 2n ** BigInt(halves));
}

export function betResult(stake: number, payout: number): BetResult {
  if (payout <= 0) return 'lose';
  return payout > stake ? 'win' : 'refund';
}

function settled(stake: number, payout: number): Settlement {
  return { settled: true, payout, result: betResult(stake, payout) };
}

function allSettled(legs: readonly SettlementLeg[]): legs is readonly SettledLeg[] {
  return legs.every((leg) => leg.result !== 'pending');
}

/**
 * A combo (a single is a combo of one). A lost leg settles it at once, even with legs pending.
 * `boostOdds` (comboboost multiplier) applies when every leg that did not void is fully won.
 */
export function settleCombo(stake: number, legs: readonly SettlementLeg[], boostOdds?: number): Settlement {
  if (legs.length === 0) return { settled: false, reason: 'invalid_bet' };
  if (legs.some((leg) => leg.result === 'lost')) return settled(stake, 0);
  if (!allSettled(legs)) return { settled: false, reason: 'pending' };
  let odds = settledOdds(legs);
  const counted = legs.filter((leg) => leg.result !== 'void');
  if (boostOdds !== undefined && counted.length > 0 && counted.every((leg) => leg.result === 'won')) {
    odds = combineOdds([odds, boostOdds]);
  }
  return settled(stake, potentialReturn(stake, odds));
}

/** A system settles each k-leg line as a combo with that line's stake, and sums the payouts. */
export function settleSystem(stake: number, legs: readonly SettlementLeg[], type: SystemType): Settlement {
  if (!isSystemTypeFor(type, legs.length)) return { settled: false, reason: 'invalid_bet' };
  const lost = legs.filter((leg) => leg.result === 'lost').length;
  // Every line holds a lost leg once more than n - k legs are lost: nothing can pay any more.
  if (lost > type.totalCount - type.winCount) return settled(stake, 0);
  if (!allSettled(legs)) return { settled: false, reason: 'pending' };
  const count = systemLineCount(type);
  let payout = 0;
  let index = 0;
  for (const line of combinations(legs.length, type.winCount)) {
    const lineLegs = line.map((i) => legs[i]).filter((leg): leg is SettledLeg => leg !== undefined);
    payout += potentialReturn(lineStake(stake, count, index), settledOdds(lineLegs));
    index++;
  }
  return settled(stake, payout);
}

export function settleCustomBet(
  stake: number,
  legs: readonly SettlementLeg[],
  customOdds: number,
): Settlement {
  if (legs.length === 0) return { settled: false, reason: 'invalid_bet' };
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'half_lost')) return settled(stake, 0);
  if (!allSettled(legs)) return { settled: false, reason: 'pending' };
  if (legs.every((leg) => leg.result === 'won')) return settled(stake, potentialReturn(stake, customOdds));
  return settled(stake, stake);
}

export interface SettleableBet {
  betType: BetType;
  stake: number;
  legs: readonly SettlementLeg[];
  systemType?: SystemType;
  customOdds?: number;
  /** Comboboost multiplier the bet was placed with. */
  boostOdds?: number;
}

export function settleBet(bet: SettleableBet): Settlement {
  switch (bet.betType) {
    case 'single':
      return bet.legs.length === 1
        ? settleCombo(bet.stake, bet.legs)
        : { settled: false, reason: 'invalid_bet' };
    case 'combo':
      return settleCombo(bet.stake, bet.legs, bet.boostOdds);
    case 'system':
      return bet.systemType
        ? settleSystem(bet.stake, bet.legs, bet.systemType)
        : { settled: false, reason: 'invalid_bet' };
    case 'custom_bet':
      return bet.customOdds === undefined
        ? { settled: false, reason: 'invalid_bet' }
        : settleCustomBet(bet.stake, bet.legs, bet.customOdds);
  }
}
