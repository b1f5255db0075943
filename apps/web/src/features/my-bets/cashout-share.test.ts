import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSlipSettings } from '@/features/betslip/model/slip-settings';
import { settingsAnswer } from '@/testing/settings-answer';
import { type CashoutSplit, cashoutForStake, cashoutSplit, stakeForPercent } from './cashout-share';

const tenPercent: CashoutSplit = { minShareBp: 1000, minPercent: 10 };

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
          expect(cashoutForStake(offer, stake, stakeForPercent(stake, p, tenPercent))).toBeLessThanOrEqual(
            cashoutForStake(offer, stake, stakeForPercent(stake, p + 1, tenPercent)),
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
          const sold = stakeForPercent(stake, p, tenPercent);
          const offer = Math.floor((stake * 95) / 100);
          expect(cashoutForStake(offer, stake, sold)).toBe(Math.floor((sold * 95) / 100));
        },
      ),
    );
  });

  it('sells at least the served minimum share and at most the stake', () => {
    expect(stakeForPercent(1000, 50, tenPercent)).toBe(500);
    expect(stakeForPercent(1000, 3, tenPercent)).toBe(100);
    expect(stakeForPercent(1001, 3, tenPercent)).toBe(101);
    expect(stakeForPercent(1000, 250, tenPercent)).toBe(1000);
    fc.assert(
      fc.property(
        stakes,
        fc.integer({ min: -50, max: 200 }),
        fc.integer({ min: 1, max: 5000 }),
        (stake, percent, bp) => {
          const split = cashoutSplit(stake, bp);
          if (!split) return;
          const sold = stakeForPercent(stake, percent, split);
          expect(sold).toBeLessThanOrEqual(stake);
          // The server's check: sold x 10000 >= stake x minShareBp.
          expect(BigInt(sold) * 10_000n).toBeGreaterThanOrEqual(BigInt(stake) * BigInt(bp));
        },
      ),
    );
  });
});

describe('the split the cash-out control offers', () => {
  const served = (minShareBp: number) =>
    toSlipSettings(settingsAnswer({ cashout_settings: { min_share_bp: minShareBp } })).cashoutMinShareBp;

  it('starts the slider at the share the settings serve, not a share of its own', () => {
    expect(cashoutSplit(1000, served(2500))).toEqual({ minShareBp: 2500, minPercent: 25 });
    expect(stakeForPercent(1000, 10, { minShareBp: 2500, minPercent: 25 })).toBe(250);
    expect(cashoutSplit(1000, served(1250))).toEqual({ minShareBp: 1250, minPercent: 13 });
    expect(stakeForPercent(1000, 13, { minShareBp: 1250, minPercent: 13 })).toBe(130);
  });

  it('offers no split until the share is known, nor for a stake too small for two parts of it', () => {
    expect(cashoutSplit(1000, undefined)).toBeNull();
    expect(cashoutSplit(3, served(5000))).toBeNull();
    expect(cashoutSplit(7, served(5000))).toBeNull();
    expect(cashoutSplit(8, served(5000))).toEqual({ minShareBp: 5000, minPercent: 50 });
    expect(cashoutSplit(1, served(0))).toBeNull();
  });
});
