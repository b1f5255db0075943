import { describe, expect, it } from 'vitest';
import { ctx, selection } from '../testing/slip-fixtures';
import { newBet } from './compose';
import { changeCurrency } from './currency';

describe('currency change', () => {
  it('resets every stake to 0 and the stake source to sharing, in the new currency', () => {
    const bets = [
      { ...newBet('single', [selection({ match: 'm1' })], ctx), stake: 500 },
      {
        ...newBet('single', [selection({ match: 'm2' })], ctx),
        stake: 700,
        stakeSource: 'potentialWin' as const,
      },
    ];
    const changed = changeCurrency(bets, 'BTC', 100_000_000);
    expect(changed.map((b) => [b.currency, b.subunits, b.stake, b.stakeSource])).toEqual([
      ['BTC', 100_000_000, 0, 'sharing'],
      ['BTC', 100_000_000, 0, 'sharing'],
    ]);
    expect(changed.map((b) => b.selections)).toEqual(bets.map((b) => b.selections));
  });
});
