import { afterEach, describe, expect, it } from 'vitest';
import { type CustomBetPick, useCustomBetSelection } from './custom-bet-selection';

const pick: CustomBetPick = {
  legs: [
    {
      matchId: 1,
      marketId: 1,
      specifier: '',
      outcomeId: '1',
      odds: 2000,
      provider: 'betradar',
      matchStatus: 0,
      matchName: 'A - B',
      marketName: '1x2',
      outcomeName: 'A',
    },
  ],
  customOdds: 2700,
};

afterEach(() => useCustomBetSelection.getState().setHandler(null));

describe('custom bet bridge', () => {
  it('hands a built bet to the registered slip', () => {
    const received: CustomBetPick[] = [];
    useCustomBetSelection.getState().setHandler((p) => received.push(p));
    expect(useCustomBetSelection.getState().add(pick)).toBe(true);
    expect(received).toEqual([pick]);
  });

  it('says so when nothing takes it', () => {
    expect(useCustomBetSelection.getState().add(pick)).toBe(false);
  });
});
