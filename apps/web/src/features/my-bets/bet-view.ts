import type { Bet } from '@sportsbook/contracts/betting';
import { betPotentialReturn } from '@sportsbook/domain/bet-returns';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { freebetPotentialWin } from '@sportsbook/domain/freebets';
import { comboLabel } from '@sportsbook/domain/slip-validation';
import { isOpenStatus } from './bet-filters';

/** How a bet is named on its card: a combo by its size (double, treble, accumulator, spec part 2 §3). */
export type BetKind = 'single' | 'double' | 'treble' | 'accumulator' | 'system' | 'custom_bet';

export function betKind(bet: Pick<Bet, 'type' | 'selections'>): BetKind {
  return bet.type === 'combo' ? comboLabel(bet.selections.length) : bet.type;
}

/**
 * The money line of a card: what an open bet may return, what a settled one paid, what a cash-out paid, or
 * the stake given back to a refused bet.
 */
export type BetReturn =
  | { kind: 'potential'; amount: number }
  | { kind: 'payout'; amount: number }
  | { kind: 'cashed_out'; amount: number }
  | { kind: 'stake_returned'; amount: number }
  | { kind: 'unknown' };

export function betReturn(
  bet: Pick<
    Bet,
    | 'type'
    | 'status'
    | 'stake'
    | 'odds'
    | 'selections'
    | 'system'
    | 'win_amount'
    | 'cashed_out'
    | 'freebetStake'
    | 'bonus'
  >,
): BetReturn {
  // A freebet stake is not the player's: it is not returned with a win, nor in cash when the bet is refused.
  const freebet = bet.freebetStake > 0;
  const bonus = bet.bonus;
  // A comboboost's bonus odds multiply the combined odds the legs give (the bet's `odds` are the boosted ones).
  const boost =
    bonus?.type === 'comboboost' && bonus.odds !== undefined
      ? { bonus: { bonusType: bonus.type }, bonusOdds: bonus.odds }
      : {};
  if (isOpenStatus(bet.status)) {
    const amount = betPotentialReturn({
      betType: bet.type,
      stake: bet.stake.value,
      selections: bet.selections.map((leg) => ({ acceptedOdds: leg.odds })),
      ...(bet.system
        ? { systemType: { winCount: bet.system.win_count, totalCount: bet.system.total_count } }
        : {}),
      customOdds: bet.odds,
      ...boost,
    });
    if (amount === undefined) return { kind: 'unknown' };
    if (!freebet) return { kind: 'potential', amount };
    // What the freebet's kind pays: the whole return for all-win, the profit for the others.
    const kind = bonus && isFreebetKind(bonus.type) ? bonus.type : 'freebet';
    return { kind: 'potential', amount: freebetPotentialWin(amount, bet.stake.value, kind) };
  }
  switch (bet.status) {
    case 'cashed_out':
      return { kind: 'cashed_out', amount: bet.cashed_out };
    case 'rejected':
    case 'cancelled':
      return freebet ? { kind: 'unknown' } : { kind: 'stake_returned', amount: bet.stake.value };
    default:
      return { kind: 'payout', amount: bet.win_amount };
  }
}

/** A cash-out can start: the bet is accepted and open and the server made an offer. */
export function cashoutOfferOf(bet: Pick<Bet, 'status' | 'to_cashout'>): number | null {
  return bet.status === 'waiting_results' && bet.to_cashout !== null && bet.to_cashout > 0
    ? bet.to_cashout
    : null;
}
