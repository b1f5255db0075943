import { describe, expect, it } from 'vitest';
import { betKind, betReturn, cashoutOfferOf } from './bet-view';
import { betFixture } from './testing/bet-fixture';

const leg = (id: number, odds: number) => ({
  id,
  status: 'open' as const,
  market: { id: 1, name: '1x2' },
  outcome: { id: '1', name: 'Home' },
  odds,
  specifier: '',
  match: { id: id + 10, name: `Match ${id}`, slug: `match-${id}`, status: 0 },
});

describe('how a bet card names and prices a bet', () => {
  it('names a combo by its size and other types by themselves', () => {
    const legs = (n: number) => Array.from({ length: n }, (_, i) => leg(i + 1, 1500));
    expect(betKind({ type: 'combo', selections: legs(2) })).toBe('double');
    expect(betKind({ type: 'combo', selections: legs(3) })).toBe('treble');
    expect(betKind({ type: 'combo', selections: legs(7) })).toBe('accumulator');
    expect(betKind({ type: 'single', selections: legs(1) })).toBe('single');
    expect(betKind({ type: 'system', selections: legs(3) })).toBe('system');
    expect(betKind({ type: 'custom_bet', selections: legs(2) })).toBe('custom_bet');
  });

  it('an open combo may return stake x combined odds, rounded down', () => {
    expect(betReturn(betFixture({ id: '1' }))).toEqual({ kind: 'potential', amount: 2252 });
  });

  it('a freebet bet may win its profit only and returns nothing in cash when refused', () => {
    const freebet = { bonus: { id: '9', type: 'freebet' as const }, freebetStake: 1000 };
    // 10.00 at 2.252 returns 22.52; the freebet stake is not returned.
    expect(betReturn(betFixture({ id: '1', ...freebet }))).toEqual({ kind: 'potential', amount: 1252 });
    expect(betReturn(betFixture({ id: '1', ...freebet, status: 'rejected' }))).toEqual({ kind: 'unknown' });
  });

  it('an all-win freebet bet may win its whole return; the other kinds their profit', () => {
    const kind = (type: 'freebet_all_win' | 'freebet_no_risk' | 'freebet_only_win') =>
      betReturn(betFixture({ id: '1', bonus: { id: '9', type }, freebetStake: 1000 }));
    expect(kind('freebet_all_win')).toEqual({ kind: 'potential', amount: 2252 });
    expect(kind('freebet_no_risk')).toEqual({ kind: 'potential', amount: 1252 });
    expect(kind('freebet_only_win')).toEqual({ kind: 'potential', amount: 1252 });
  });

  it('a comboboosted combo may return its boosted odds', () => {
    // 1.457 x 1.546 = 2.252, boosted by 1.100: 2.477; 10.00 returns 24.77.
    const boosted = betFixture({ id: '1', odds: 2477, bonus: { id: '40', type: 'comboboost', odds: 1100 } });
    expect(betReturn(boosted)).toEqual({ kind: 'potential', amount: 2477 });
  });

  it('an open system bet may return the sum of its lines', () => {
    const bet = betFixture({
      id: '1',
      type: 'system',
      stake: { value: 300, currency: 'EUR', subunits: 100 },
      selections: [leg(1, 2000), leg(2, 2000), leg(3, 2000)],
      system: { id: '2/3', win_count: 2, total_count: 3 },
    });
    // Three lines of 1.00 at 4.00 each.
    expect(betReturn(bet)).toEqual({ kind: 'potential', amount: 1200 });
  });

  it('a custom bet returns at its quoted odds', () => {
    const bet = betFixture({
      id: '1',
      type: 'custom_bet',
      odds: 3000,
      stake: { value: 500, currency: 'EUR', subunits: 100 },
    });
    expect(betReturn(bet)).toEqual({ kind: 'potential', amount: 1500 });
  });

  it('a settled bet shows what it paid, a cashed-out bet what the cash-out paid, a refused bet its stake back', () => {
    expect(betReturn(betFixture({ id: '1', status: 'done', result: 'win', win_amount: 2252 }))).toEqual({
      kind: 'payout',
      amount: 2252,
    });
    expect(betReturn(betFixture({ id: '1', status: 'done', result: 'lose' }))).toEqual({
      kind: 'payout',
      amount: 0,
    });
    expect(betReturn(betFixture({ id: '1', status: 'cashed_out', cashed_out: 950 }))).toEqual({
      kind: 'cashed_out',
      amount: 950,
    });
    expect(betReturn(betFixture({ id: '1', status: 'rejected' }))).toEqual({
      kind: 'stake_returned',
      amount: 1000,
    });
  });

  it('offers a cash-out only on an accepted open bet with an offer', () => {
    expect(cashoutOfferOf({ status: 'waiting_results', to_cashout: 950 })).toBe(950);
    expect(cashoutOfferOf({ status: 'waiting_results', to_cashout: null })).toBeNull();
    expect(cashoutOfferOf({ status: 'submitted', to_cashout: 950 })).toBeNull();
    expect(cashoutOfferOf({ status: 'cashout_in_progress', to_cashout: 950 })).toBeNull();
  });
});
