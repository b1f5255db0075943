import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betOdds,
  betPotentialReturn,
  betProfit,
  boostedOdds,
  type PricedBet,
  rescaleStake,
  stakeForPotentialWin,
} from './bet-returns';
import { potentialReturn } from './odds';

function priced(betType: PricedBet['betType'], odds: number[], extra: Partial<PricedBet> = {}): PricedBet {
  return { betType, stake: 1000, selections: odds.map((acceptedOdds) => ({ acceptedOdds })), ...extra };
}

describe('bet returns', () => {
  it('prices each bet type', () => {
    expect(betOdds(priced('single', [2150]))).toBe(2150);
    expect(betOdds(priced('combo', [2150, 1850]))).toBe(3977);
    expect(betOdds(priced('custom_bet', [1500, 1500], { customOdds: 2100 }))).toBe(2100);
    expect(betOdds(priced('custom_bet', [1500, 1500]))).toBeUndefined();
    expect(
      betOdds(priced('system', [2000, 3000, 1500], { systemType: { totalCount: 3, winCount: 2 } })),
    ).toBe(4500);
    expect(
      betOdds(priced('system', [2000, 3000], { systemType: { totalCount: 3, winCount: 2 } })),
    ).toBeUndefined();
    expect(betOdds(priced('combo', []))).toBeUndefined();
  });

  it('computes potential return and profit from the accepted odds', () => {
    expect(betPotentialReturn(priced('combo', [2150, 1850]))).toBe(3977);
    expect(betProfit(priced('combo', [2150, 1850]))).toBe(2977);
    expect(
      betPotentialReturn(
        priced('system', [2000, 3000, 1500], { stake: 300, systemType: { totalCount: 3, winCount: 2 } }),
      ),
    ).toBe(1350);
  });

  it('a combo with a comboboost pays the boosted odds; other bonuses and bet types do not boost', () => {
    const boosted = priced('combo', [2000, 2000], { bonus: { bonusType: 'comboboost' }, bonusOdds: 1100 });
    expect(boostedOdds(boosted)).toBe(4400);
    expect(betPotentialReturn(boosted)).toBe(4400);
    expect(betPotentialReturn({ ...boosted, bonus: { bonusType: 'hunting' } })).toBe(4000);
    expect(betPotentialReturn({ ...boosted, betType: 'custom_bet', customOdds: 3000 })).toBe(3000);
  });

  it('a stake derived from a wanted win is the smallest stake that reaches it', () => {
    expect(stakeForPotentialWin(1000, 3000)).toBe(334);
    expect(stakeForPotentialWin(1000, 2000)).toBe(500);
    expect(stakeForPotentialWin(0, 2000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        (win, odds) => {
          const stake = stakeForPotentialWin(win, odds);
          expect(potentialReturn(stake, odds)).toBeGreaterThanOrEqual(win);
          expect(potentialReturn(stake - 1, odds)).toBeLessThan(win);
        },
      ),
    );
  });

  it('rescales a derived stake by old / new odds, rounding up', () => {
    expect(rescaleStake(500, 2000, 2500)).toBe(400);
    expect(rescaleStake(500, 2000, 3000)).toBe(334);
    expect(rescaleStake(0, 2000, 3000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1001, max: 100_000 }),
        fc.integer({ min: 1001, max: 100_000 }),
        (stake, oldOdds, newOdds) => {
          const next = rescaleStake(stake, oldOdds, newOdds);
          // the wanted win stake x old is still reached, by the smallest such stake
          expect(BigInt(next) * BigInt(newOdds)).toBeGreaterThanOrEqual(BigInt(stake) * BigInt(oldOdds));
          expect(BigInt(next - 1) * BigInt(newOdds)).toBeLessThan(BigInt(stake) * BigInt(oldOdds));
        },
      ),
    );
  });
});
