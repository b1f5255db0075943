import { usesFreebet } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet } from '@sportsbook/domain/slip/types';

/** The cash the slip takes from the balance: every stake except the ones a freebet pays. */
export function cashStake(bets: readonly Bet[]): number {
  return bets.reduce((sum, bet) => sum + (usesFreebet(bet) ? 0 : bet.stake), 0);
}

/**
 * How much the balance lacks for the slip, minor units (0 when it covers it). Checked before sending, so the
 * player is offered a deposit of that amount instead of a refusal from placement.
 */
export function balanceShortfall(bets: readonly Bet[], balance: number | undefined): number {
  if (balance === undefined) return 0;
  return Math.max(0, cashStake(bets) - balance);
}
