import { describe, expect, it } from 'vitest';
import { betPotentialReturn } from '../bet-returns';
import { ctx, selection } from '../testing/slip-fixtures';
import { newBet } from './compose';
import { rescaleDerivedStake, setPotentialWin, setStake } from './stake';

const combo = newBet(
  'combo',
  [selection({ match: 'm1', odds: 2000 }), selection({ match: 'm2', odds: 1500 })],
  ctx,
);

describe('stakes', () => {
  it('a typed stake is a whole, non-negative amount with source stake', () => {
    expect(setStake([combo], 0, 1234.9)[0]).toMatchObject({ stake: 1234, stakeSource: 'stake' });
    expect(setStake([combo], 0, -5)[0]?.stake).toBe(0);
    expect(setStake([combo], 0, Number.NaN)[0]?.stake).toBe(0);
    expect(setStake([combo], 3, 100)).toEqual([combo]);
  });

  it('a wanted win sets the smallest stake reaching it, with source potentialWin', () => {
    const [bet] = setPotentialWin([combo], 0, 1000);
    expect(bet).toMatchObject({ stake: 334, stakeSource: 'potentialWin' });
    expect(bet && betPotentialReturn(bet)).toBeGreaterThanOrEqual(1000);
  });

  it('a bet without a price keeps its stake when a win is typed', () => {
    const custom = newBet('custom_bet', [selection()], ctx);
    expect(setPotentialWin([custom], 0, 1000)).toEqual([custom]);
  });

  it('when the stake came from the potential win, it is rescaled by old / new combined odds', () => {
    const [before] = setPotentialWin([combo], 0, 3000); // odds 3.000 -> stake 1000
    if (!before) throw new Error('bet expected');
    const after = {
      ...before,
      selections: before.selections.map((s, i) => (i === 0 ? { ...s, acceptedOdds: 2500 } : s)),
    }; // odds 3.750
    expect(rescaleDerivedStake(before, after).stake).toBe(800);
    // a typed stake is left alone
    const typed = { ...before, stakeSource: 'stake' as const };
    expect(rescaleDerivedStake(typed, { ...after, stakeSource: 'stake' }).stake).toBe(1000);
  });
});
