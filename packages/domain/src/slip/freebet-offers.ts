/**
 * Which of a player's freebets the slip offers for a bet (rules in ../freebets), and the actions that use them.
 * A chosen freebet that is no longer offered is dropped by `applyAvailableBonuses` (./bonus).
 */

import { betOdds, betPotentialReturn } from '../bet-returns';
import { type FreebetKind, isFreebetKind } from '../bonus-kinds';
import {
  type FreebetCandidate,
  type FreebetTerms,
  freebetPotentialWin,
  freebetSuitability,
} from '../freebets';
import { MATCH_STATUS } from '../match-status';
import type { Bet, FreebetOffer } from './types';

export interface PlayerFreebet {
  id: string;
  terms: FreebetTerms;
}

/** The slip bet as the freebet rules read it. */
export function freebetCandidate(bet: Bet): FreebetCandidate {
  return {
    betType: bet.betType,
    currency: bet.currency,
    odds: betOdds(bet),
    legs: bet.selections.map((s) => ({ live: s.matchStatus === MATCH_STATUS.live })),
  };
}

/** The freebets suitable for the bet at `now`, in the order given. */
export function freebetOffersFor(bet: Bet, freebets: readonly PlayerFreebet[], now: number): FreebetOffer[] {
  const candidate = freebetCandidate(bet);
  return freebets
    .filter((freebet) => freebetSuitability(freebet.terms, candidate, now).ok)
    .map((freebet) => ({
      bonusId: freebet.id,
      bonusType: freebet.terms.kind ?? 'freebet',
      amount: freebet.terms.amount,
    }));
}

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
