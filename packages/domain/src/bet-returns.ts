/**
 * A bet's odds and returns, the one place the slip, quick bet and server compute them.
 * Stakes derived from a wanted win round up, so the wanted win is reached.
 */

import { combineOdds, ODDS_SCALE, potentialReturn } from './odds';
import type { BetType } from './slip/types';
import { isSystemTypeFor, type SystemType, systemOdds, systemPotentialReturn } from './system-bets';

export interface PricedBet {
  betType: BetType;
  stake: number;
  selections: readonly { acceptedOdds: number }[];
  systemType?: SystemType;
  customOdds?: number;
  bonus?: { bonusType: string };
  bonusOdds?: number;
}

function legOdds(bet: PricedBet): number[] {
  return bet.selections.map((s) => s.acceptedOdds);
}

function validSystem(bet: PricedBet): SystemType | undefined {
  const type = bet.systemType;
  return type && isSystemTypeFor(type, bet.selections.length) ? type : undefined;
}

/**
 * The bet's odds in thousandths: the selection's for a single, the combined product for a combo,
 * the quote for a custom bet, the average line odds for a system. Undefined when it has no price
 * (an unquoted custom bet, an invalid system type, no selections).
 */
export function betOdds(bet: PricedBet): number | undefined {
  if (bet.selections.length === 0) return undefined;
  switch (bet.betType) {
    case 'single':
    case 'combo':
      return combineOdds(legOdds(bet));
    case 'custom_bet':
      return bet.customOdds;
    case 'system': {
      const type = validSystem(bet);
      return type ? systemOdds(legOdds(bet), type) : undefined;
    }
  }
}

/** A combo with an active comboboost pays its combined odds multiplied by the boost. */
export function boostedOdds(bet: PricedBet): number | undefined {
  const odds = betOdds(bet);
  if (odds === undefined) return undefined;
  if (bet.betType === 'combo' && bet.bonus?.bonusType === 'comboboost' && bet.bonusOdds !== undefined) {
    return combineOdds([odds, bet.bonusOdds]);
  }
  return odds;
}

/** Return if every selection wins, minor units; undefined when the bet has no price. */
export function betPotentialReturn(bet: PricedBet): number | undefined {
  if (bet.betType === 'system') {
    const type = validSystem(bet);
    return type ? systemPotentialReturn(legOdds(bet), type, bet.stake) : undefined;
  }
  const odds = boostedOdds(bet);
  return odds === undefined ? undefined : potentialReturn(bet.stake, odds);
}

/** Potential return minus stake. */
export function betProfit(bet: PricedBet): number | undefined {
  const result = betPotentialReturn(bet);
  return result === undefined ? undefined : result - bet.stake;
}

/** Smallest stake whose return at `odds` reaches `wantedWin`: ceil(win x 1000 / odds). */
export function stakeForPotentialWin(wantedWin: number, odds: number): number {
  if (odds <= 0 || wantedWin <= 0) return 0;
  const numerator = BigInt(wantedWin) * BigInt(ODDS_SCALE);
  const divisor = BigInt(odds);
  return Number((numerator + divisor - 1n) / divisor);
}

/**
 * A stake that came from a wanted win, rescaled when the odds move so the win stays about the same:
 * ceil(stake x oldOdds / newOdds).
 */
export function rescaleStake(stake: number, oldOdds: number, newOdds: number): number {
  if (newOdds <= 0 || stake <= 0) return stake;
  const numerator = BigInt(stake) * BigInt(oldOdds);
  const divisor = BigInt(newOdds);
  return Number((numerator + divisor - 1n) / divisor);
}
