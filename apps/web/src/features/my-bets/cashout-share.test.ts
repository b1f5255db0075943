import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashoutForStake, MIN_SHARE_PERCENT, minCashoutStake, stakeForPercent } from './cashout-share';

const stakes = fc.integer({ min: 1, max: 10_000_000_000 });
const stakeAndSold = stakes.chain((stake) =>
  fc.tuple(fc.constant(stake), fc.integer({ min: 1, max: stake })),
);

describe('partial cash-out amounts', () => {
  it('pays the whole offer for the whole stake and a proportional, rounded-down part for a share', () => {
    expect(cashoutForStake(1900, 2000, 2000)).toBe(1900);
    expect(cashoutForStake(1900, 2000, 1000)).toBe(950);
    expect(cashoutForStake(1901, 2000, 1000)).toBe(950);
    expect(cashoutForStake(999, 1000, 333)).toBe(332);
  });

  it('never pays more than the same share of the whole offer, and the parts never exceed the whole', () => {
    fc.assert(
      fc.property(stakeAndSold, fc.integer({ min: 1, max: 10_000_000_000 }), ([stake, sold], offer) => {
        const part = cashoutForStake(offer, stake, sold);
        const rest = cashoutForStake(offer, stake, stake - sold);
        expect(BigInt(part) * BigInt(stake)).toBeLessThanOrEqual(BigInt(offer) * BigInt(sold));
        expect(part + rest).toBeLessThanOrEqual(offer);
      }),
    );
  });

  it('grows with the share sold', () => {
    fc.assert(
      fc.property(
        stakes,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (stake, offer, p) => {
          expect(cashoutForStake(offer, stake, stakeForPercent(stake, p))).toBeLessThanOrEqual(
            cashoutForStake(offer, stake, stakeForPercent(stake, p + 1)),
          );
        },
      ),
    );
  });

  it('is what the server pays when the rate is exact: offer floor(stake x rate), share floor(sold x rate)', () => {
    // Rate 0.95 (a 5% margin at unchanged prices): both sides agree to the minor unit.
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 1_000_000 }),
        fc.integer({ min: 10, max: 100 }),
        (stake20, p) => {
          const stake = stake20 * 20;
          const sold = stakeForPercent(stake, p);
          const offer = Math.floor((stake * 95) / 100);
          expect(cashoutForStake(offer, stake, sold)).toBe(Math.floor((sold * 95) / 100));
        },
      ),
    );
  });

  it('sells at least the server minimum share and at most the stake', () => {
    expect(minCashoutStake(1000)).toBe(100);
    expect(minCashoutStake(1001)).toBe(101);
    expect(stakeForPercent(1000, 50)).toBe(500);
    expect(stakeForPercent(1000, 3)).toBe(100);
    expect(stakeForPercent(1000, 250)).toBe(1000);
    fc.assert(
      fc.property(stakes, fc.integer({ min: -50, max: 200 }), (stake, percent) => {
        const sold = stakeForPercent(stake, percent);
        expect(sold).toBeLessThanOrEqual(stake);
        // The server's check: sold x 10000 >= stake x minShareBp.
        expect(BigInt(sold) * 10_000n).toBeGreaterThanOrEqual(
          BigInt(stake) * BigInt(MIN_SHARE_PERCENT * 100),
        );
      }),
    );
  });
});
