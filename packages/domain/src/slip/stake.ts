/**
 * Stakes typed by the player or derived from the win the player wants (stakeSource potentialWin),
 * and the rescaling of a derived stake when the bet's odds move (part 1 §4).
 */

import { betOdds, rescaleStake, stakeForPotentialWin } from '../bet-returns';
import { isFreebetKind } from '../bonus-kinds';
import type { Bet } from './types';

/** A freebet fixes the stake at its amount: typed stakes and wanted wins leave such a bet alone. */
const stakeLocked = (bet: Bet) => bet.bonus !== undefined && isFreebetKind(bet.bonus.bonusType);

function replaceAt(bets: readonly Bet[], index: number, bet: Bet): Bet[] {
  return bets.map((existing, i) => (i === index ? bet : existing));
}

/** Sets a typed stake (negative or fractional input is clamped to a whole non-negative amount). */
export function setStake(bets: readonly Bet[], index: number, stake: number): Bet[] {
  const bet = bets[index];
  if (!bet || stakeLocked(bet)) return [...bets];
  const amount = Number.isFinite(stake) ? Math.max(0, Math.floor(stake)) : 0;
  return replaceAt(bets, index, { ...bet, stake: amount, stakeSource: 'stake' });
}

/** Sets the stake from the win the player wants; a bet without a price keeps its stake. */
export function setPotentialWin(bets: readonly Bet[], index: number, wantedWin: number): Bet[] {
  const bet = bets[index];
  if (!bet || stakeLocked(bet)) return [...bets];
  const odds = betOdds(bet);
  if (odds === undefined) return [...bets];
  const win = Number.isFinite(wantedWin) ? Math.max(0, Math.floor(wantedWin)) : 0;
  return replaceAt(bets, index, {
    ...bet,
    stake: stakeForPotentialWin(win, odds),
    stakeSource: 'potentialWin',
  });
}

/**
 * After the odds of a bet changed from `before` to `after`: a stake derived from the potential win is
 * rescaled by old / new odds; any other stake is left alone.
 */
export function rescaleDerivedStake(before: Bet, after: Bet): Bet {
  if (after.stakeSource !== 'potentialWin') return after;
  const oldOdds = betOdds(before);
  const newOdds = betOdds(after);
  if (oldOdds === undefined || newOdds === undefined || oldOdds === newOdds) return after;
  return { ...after, stake: rescaleStake(after.stake, oldOdds, newOdds) };
}
