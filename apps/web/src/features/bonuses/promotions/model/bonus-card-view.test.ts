import { describe, expect, it } from 'vitest';
import { comboboostFixture, freebetFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { bonusCardView, pageOfBonuses, unseenRefs } from './bonus-card-view';

describe('bonusCardView', () => {
  it('reads a freebet: its kind, face value, status and no uses count; an active one is not activated again', () => {
    expect(bonusCardView(freebetFixture())).toEqual({
      id: '7',
      type: 'freebet_all_win',
      title: 'WELCOME10',
      status: 'active',
      amount: { minor: 1000, currency: 'EUR' },
      usesLeft: null,
      validTo: '2026-12-24T18:00:00.000Z',
      seen: true,
      canActivate: false,
    });
  });

  it('reads a comboboost: the uses left, no amount, and activation while it is available', () => {
    expect(bonusCardView(comboboostFixture())).toMatchObject({
      type: 'comboboost',
      amount: null,
      usesLeft: 3,
      status: 'available',
      seen: false,
      canActivate: true,
    });
    const spent = comboboostFixture({}, { times_used: 5, computed_status: 'bonus_over' });
    expect(bonusCardView(spent)).toMatchObject({ usesLeft: 0, canActivate: false });
  });
});

describe('pageOfBonuses', () => {
  it('shows the page and tells whether the extra one asked for exists', () => {
    expect(pageOfBonuses([1, 2, 3, 4, 5], 4)).toEqual({ items: [1, 2, 3, 4], hasMore: true });
    expect(pageOfBonuses([1, 2, 3, 4], 4)).toEqual({ items: [1, 2, 3, 4], hasMore: false });
  });
});

describe('unseenRefs', () => {
  it('sends only the bonuses whose seen flag is false, and none already sent', () => {
    const shown = [
      { id: '1', type: 'freebet' as const, seen: true },
      { id: '2', type: 'comboboost' as const, seen: false },
      { id: '3', type: 'freebet_no_risk' as const, seen: false },
    ];
    expect(unseenRefs(shown, new Set())).toEqual([
      { id: '2', type: 'comboboost' },
      { id: '3', type: 'freebet_no_risk' },
    ]);
    expect(unseenRefs(shown, new Set(['2']))).toEqual([{ id: '3', type: 'freebet_no_risk' }]);
  });
});
