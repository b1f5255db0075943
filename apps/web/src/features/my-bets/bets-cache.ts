import type { Bet } from '@sportsbook/contracts/betting';
import { type BetResult, isBetStatus } from '@sportsbook/domain/bet-status';
import { type BetsFilter, matchesFilter } from './bet-filters';

/**
 * Live changes applied to the player's cached bet lists (one list per filter). A bet that changes status moves
 * between lists: it leaves the lists whose filter it no longer matches and joins, in date order, the cached
 * lists it now matches. A VIP bet that is rejected leaves every list (spec part 2 §4). Lists that do not
 * change keep their identity, so nothing re-renders for them.
 */

export interface CachedList {
  filter: BetsFilter;
  bets: readonly Bet[];
}

export interface BetChange {
  id: string;
  status: string;
  result: BetResult | null;
  win_amount: number;
}

export interface CashoutResult {
  bet_id: string;
  status: string;
  /** What this cash-out paid. */
  cashed_out: number;
  remaining_stake: number;
  to_cashout: number | null;
}

export interface Applied {
  /** The lists after the change, in the order given. */
  lists: (readonly Bet[])[];
  /** Whether any list knew the bet; an unknown bet needs the lists fetched again. */
  known: boolean;
}

/** Newest first, as the server sorts (created_at, then id). */
function newerFirst(a: Bet, b: Bet): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return Number(b.id) - Number(a.id);
}

function findBet(lists: readonly CachedList[], id: string): Bet | undefined {
  for (const list of lists) {
    const found = list.bets.find((bet) => bet.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Puts the new version of a bet where it belongs in every list (or nowhere, when it is gone). */
function place(lists: readonly CachedList[], id: string, next: Bet | null): (readonly Bet[])[] {
  return lists.map(({ filter, bets }) => {
    const index = bets.findIndex((bet) => bet.id === id);
    const belongs = next !== null && matchesFilter(next, filter);
    if (index >= 0 && belongs) return bets.map((bet, i) => (i === index ? next : bet));
    if (index >= 0) return bets.filter((_, i) => i !== index);
    if (belongs) return [...bets, next].sort(newerFirst);
    return bets;
  });
}

function update(lists: readonly CachedList[], id: string, change: (bet: Bet) => Bet | null): Applied {
  const known = findBet(lists, id);
  if (!known) return { lists: lists.map((list) => list.bets), known: false };
  const next = change(known);
  if (next === known) return { lists: lists.map((list) => list.bets), known: true };
  return { lists: place(lists, id, next), known: true };
}

/** `bet_changed`: new status, result and payout; a bet that is no longer open has no cash-out offer. */
export function applyBetChanged(lists: readonly CachedList[], change: BetChange): Applied {
  const status = change.status;
  if (!isBetStatus(status)) return { lists: lists.map((list) => list.bets), known: false };
  return update(lists, change.id, (bet) => {
    if (bet.is_vip && status === 'rejected') return null;
    return {
      ...bet,
      status,
      result: change.result,
      win_amount: change.win_amount,
      to_cashout: status === 'waiting_results' ? bet.to_cashout : null,
    };
  });
}

/** `bet_cashout_changed`: the open bet's new offer (null: none right now). */
export function applyCashoutChanged(
  lists: readonly CachedList[],
  change: { id: string; to_cashout: number | null },
): Applied {
  return update(lists, change.id, (bet) =>
    bet.status === 'waiting_results' ? { ...bet, to_cashout: change.to_cashout } : bet,
  );
}

/**
 * The answer of a cash-out: a whole one settles the bet as cashed out; a partial one leaves it open with the
 * remaining stake and the offer for it.
 */
export function applyCashoutResult(lists: readonly CachedList[], result: CashoutResult): Applied {
  const status = result.status;
  if (!isBetStatus(status)) return { lists: lists.map((list) => list.bets), known: false };
  return update(lists, result.bet_id, (bet) => {
    // A list fetched after the cash-out already holds it: applying it twice would count the money twice.
    const partial = result.remaining_stake > 0;
    const holdsIt = partial
      ? bet.stake.value === result.remaining_stake
      : bet.status === 'cashed_out' && bet.cashed_out > 0;
    return {
      ...bet,
      status,
      cashed_out: holdsIt ? bet.cashed_out : bet.cashed_out + result.cashed_out,
      stake: partial ? { ...bet.stake, value: result.remaining_stake } : bet.stake,
      to_cashout: status === 'waiting_results' ? result.to_cashout : null,
    };
  });
}
