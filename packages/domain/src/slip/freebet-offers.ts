/**
 * A freebet on a slip bet (rules in ../freebets): which kind pays the stake and what the bet may win with it.
 * The offers come from the server (`POST /bonuses`, which applies `freebetSuitability`); a chosen freebet that is
 * no longer offered is dropped by `applyAvailableBonuses` (./bonus).
 */

import { betPotentialReturn } from '../bet-returns';
import { type FreebetKind, isFreebetKind } from '../bonus-kinds';
import { freebetPotentialWin } from '../freebets';
import type { Bet } from './types';

/** The freebet kind that pays the bet's stake; undefined for a cash stake. */
export function stakingFreebetKind(bet: Pick<Bet, 'bonus'>): FreebetKind | undefined {
  const bonus = bet.bonus;
  return bonus && isFreebetKind(bonus.bonusType) && bonus.freebetStake !== undefined
    ? bonus.bonusType
    : undefined;
}

/** True when the bet's stake is paid by a freebet, of any kind. */
export function usesFreebet(bet: Pick<Bet, 'bonus'>): boolean {
  return stakingFreebetKind(bet) !== undefined;
}

/** The potential win the slip shows: the return, or what the freebet's kind pays when one pays the stake. */
export function slipPotentialWin(bet: Bet): number | undefined {
  const potential = betPotentialReturn(bet);
  const kind = stakingFreebetKind(bet);
  return potential !== undefined && kind ? freebetPotentialWin(potential, bet.stake, kind) : potential;
}
