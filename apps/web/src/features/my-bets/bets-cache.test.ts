import type { Bet } from '@sportsbook/contracts/betting';
import { describe, expect, it } from 'vitest';
import type { BetsFilter } from './bet-filters';
import { applyBetChanged, applyCashoutChanged, applyCashoutResult, type CachedList } from './bets-cache';
import { betFixture } from './testing/bet-fixture';

const ALL: BetsFilter = { status: 'all', result: 'all' };
const OPEN: BetsFilter = { status: 'open', result: 'all' };
const SETTLED: BetsFilter = { status: 'settled', result: 'all' };
const WON: BetsFilter = { status: 'settled', result: 'win' };

const open1 = betFixture({ id: '1', created_at: '2026-11-22T07:00:00.000Z' });
const open3 = betFixture({ id: '3', created_at: '2026-11-22T09:00:00.000Z' });
const lost2 = betFixture({
  id: '2',
  created_at: '2026-11-22T08:00:00.000Z',
  status: 'done',
  result: 'lose',
  to_cashout: null,
});
const won0 = betFixture({
  id: '0',
  created_at: '2026-11-22T06:00:00.000Z',
  status: 'done',
  result: 'win',
  win_amount: 2252,
  to_cashout: null,
});

function lists(): CachedList[] {
  return [
    { filter: ALL, bets: [open3, lost2, open1, won0] },
    { filter: OPEN, bets: [open3, open1] },
    { filter: SETTLED, bets: [lost2, won0] },
    { filter: WON, bets: [won0] },
  ];
}

const ids = (bets: readonly Bet[] | undefined) => bets?.map((bet) => bet.id);

describe('bet_changed on the cached lists', () => {
  it('settles an open bet: it leaves the open list and joins the settled lists it matches, in date order', () => {
    const before = lists();
    const applied = applyBetChanged(before, { id: '1', status: 'done', result: 'win', win_amount: 2252 });
    expect(applied.known).toBe(true);
    const [all, open, settled, won] = applied.lists;
    expect(ids(all)).toEqual(['3', '2', '1', '0']);
    expect(all?.find((bet) => bet.id === '1')).toMatchObject({
      status: 'done',
      result: 'win',
      win_amount: 2252,
      to_cashout: null,
    });
    expect(ids(open)).toEqual(['3']);
    expect(ids(settled)).toEqual(['2', '1', '0']);
    expect(ids(won)).toEqual(['1', '0']);
  });

  it('a lost bet does not join the won list, and lists it does not touch keep their identity', () => {
    const before = lists();
    const applied = applyBetChanged(before, { id: '3', status: 'done', result: 'lose', win_amount: 0 });
    expect(ids(applied.lists[2])).toEqual(['3', '2', '0']);
    expect(applied.lists[3]).toBe(before[3]?.bets);
  });

  it('a bet that is reopened (a corrected result) moves back to the open list', () => {
    const applied = applyBetChanged(lists(), {
      id: '2',
      status: 'waiting_results',
      result: null,
      win_amount: 0,
    });
    expect(ids(applied.lists[1])).toEqual(['3', '2', '1']);
    expect(ids(applied.lists[2])).toEqual(['0']);
  });

  it('removes a VIP bet that becomes rejected from every list', () => {
    const vip = betFixture({
      id: '5',
      created_at: '2026-11-22T10:00:00.000Z',
      status: 'submitted',
      is_vip: true,
    });
    const withVip: CachedList[] = [
      { filter: ALL, bets: [vip, open3] },
      { filter: OPEN, bets: [vip, open3] },
      { filter: SETTLED, bets: [] },
    ];
    const applied = applyBetChanged(withVip, { id: '5', status: 'rejected', result: null, win_amount: 0 });
    expect(applied.lists.map(ids)).toEqual([['3'], ['3'], []]);
  });

  it('keeps a rejected bet that is not VIP, as settled', () => {
    const bet = betFixture({ id: '5', created_at: '2026-11-22T10:00:00.000Z', status: 'submitted' });
    const applied = applyBetChanged(
      [
        { filter: OPEN, bets: [bet] },
        { filter: SETTLED, bets: [] },
      ],
      { id: '5', status: 'rejected', result: null, win_amount: 0 },
    );
    expect(applied.lists.map(ids)).toEqual([[], ['5']]);
  });

  it('says when no list knows the bet, and ignores a status it does not know', () => {
    const before = lists();
    const unknown = applyBetChanged(before, { id: '42', status: 'done', result: 'win', win_amount: 1 });
    expect(unknown.known).toBe(false);
    expect(unknown.lists).toEqual(before.map((list) => list.bets));
    const odd = applyBetChanged(before, { id: '1', status: 'exploded', result: null, win_amount: 0 });
    expect(odd.lists[1]).toBe(before[1]?.bets);
  });

  it('gives the same lists when the same event is applied twice', () => {
    const change = { id: '1', status: 'done', result: 'win' as const, win_amount: 2252 };
    const once = applyBetChanged(lists(), change);
    const filters = lists().map((list) => list.filter);
    const twice = applyBetChanged(
      once.lists.map((bets, i) => ({ filter: filters[i] ?? ALL, bets })),
      change,
    );
    expect(twice.lists.map(ids)).toEqual(once.lists.map(ids));
  });
});

describe('bet_cashout_changed on the cached lists', () => {
  it('updates the offer of the open bet everywhere it is listed', () => {
    const applied = applyCashoutChanged(lists(), { id: '1', to_cashout: 1234 });
    expect(applied.lists[0]?.find((bet) => bet.id === '1')?.to_cashout).toBe(1234);
    expect(applied.lists[1]?.find((bet) => bet.id === '1')?.to_cashout).toBe(1234);
    const gone = applyCashoutChanged(lists(), { id: '1', to_cashout: null });
    expect(gone.lists[1]?.find((bet) => bet.id === '1')?.to_cashout).toBeNull();
  });

  it('gives no offer to a settled bet', () => {
    const applied = applyCashoutChanged(lists(), { id: '2', to_cashout: 500 });
    expect(applied.lists[2]?.find((bet) => bet.id === '2')?.to_cashout).toBeNull();
  });
});

describe('a cash-out answer on the cached lists', () => {
  it('a whole cash-out settles the bet as cashed out with the amount paid', () => {
    const applied = applyCashoutResult(lists(), {
      bet_id: '1',
      status: 'cashed_out',
      cashed_out: 950,
      remaining_stake: 0,
      to_cashout: null,
    });
    expect(ids(applied.lists[1])).toEqual(['3']);
    expect(applied.lists[2]?.find((bet) => bet.id === '1')).toMatchObject({
      status: 'cashed_out',
      cashed_out: 950,
      to_cashout: null,
      stake: { value: 1000 },
    });
  });

  it('a partial cash-out leaves the bet open with the remaining stake, its new offer and the amount paid', () => {
    const result = {
      bet_id: '1',
      status: 'waiting_results',
      cashed_out: 475,
      remaining_stake: 500,
      to_cashout: 475,
    };
    const applied = applyCashoutResult(lists(), result);
    const bet = applied.lists[1]?.find((b) => b.id === '1');
    expect(bet).toMatchObject({
      status: 'waiting_results',
      cashed_out: 475,
      to_cashout: 475,
      stake: { value: 500 },
    });
    // Applied again (or to a list fetched after it), the money is not counted twice.
    const again = applyCashoutResult(
      applied.lists.map((bets, i) => ({ filter: lists()[i]?.filter ?? ALL, bets })),
      result,
    );
    expect(again.lists[1]?.find((b) => b.id === '1')?.cashed_out).toBe(475);
  });
});

describe('identity', () => {
  it('an offer for a settled bet changes no list', () => {
    const before = lists();
    const applied = applyCashoutChanged(before, { id: '2', to_cashout: 500 });
    applied.lists.forEach((bets, i) => {
      expect(bets).toBe(before[i]?.bets);
    });
  });
});
