import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetLimitsConfig } from './bet-limits';
import { type MaxStakeInput, maxStake } from './max-stake';
import { type ValidatedBet, type ValidatedSelection, validateSlip } from './slip-validation';

const eur = { code: 'EUR', fiat: true };

const leg = (odds: number, match = '1', over: Partial<ValidatedSelection> = {}): ValidatedSelection => ({
  id: `${match}:${odds}`,
  matchId: match,
  provider: 'betradar',
  acceptedOdds: odds,
  isSuspended: false,
  isNotAvailable: false,
  isChanged: false,
  ...over,
});
const single = (odds: number, over: Partial<ValidatedSelection> = {}): Omit<ValidatedBet, 'stake'> => ({
  betType: 'single',
  selections: [leg(odds, '1', over)],
});
const limits = (over: Partial<BetLimitsConfig> = {}): BetLimitsConfig => ({
  maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 1_000_000 }], crypto: [] },
  payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 10_000_000, action: 'reject' }], crypto: [] },
  ...over,
});
const input = (bet: Omit<ValidatedBet, 'stake'>, ceiling: number, over: Partial<MaxStakeInput> = {}) => ({
  bet,
  ceiling,
  currency: eur,
  limits: limits(),
  ...over,
});

describe('maxStake', () => {
  it('answers the ceiling (the balance) when no limit is lower', () => {
    expect(maxStake(input(single(1850), 7000))).toBe(7000);
  });

  it('answers one unit under the operator max stake, which trips at the limit', () => {
    expect(maxStake(input(single(1850), 5_000_000))).toBe(999_999);
  });

  it('answers the largest stake whose profit stays under a rejecting payout limit', () => {
    // At 5.000 the profit is 4 x the stake: 2 500 000 x 4 reaches the 10 000 000 limit.
    expect(maxStake(input(single(5000), 5_000_000, { limits: limits({ maxStakeLimit: undefined }) }))).toBe(
      2_499_999,
    );
    // A payout limit that only warns lets every stake through.
    const warning = limits({
      maxStakeLimit: undefined,
      payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 10_000_000, action: 'warning' }], crypto: [] },
    });
    expect(maxStake(input(single(5000), 5_000_000, { limits: warning }))).toBe(5_000_000);
  });

  it('answers the top of the range when its small stakes are refused too', () => {
    // At 1.010 a stake under 100 returns no more than it costs; the half-balance stake 75 is refused for that.
    expect(maxStake(input(single(1010), 150))).toBe(150);
    // A 2/3 system needs a minor unit per line (3); the half-balance stake 2 is too small.
    const system: Omit<ValidatedBet, 'stake'> = {
      betType: 'system',
      systemType: { winCount: 2, totalCount: 3 },
      selections: [leg(2000, '1'), leg(2000, '2'), leg(2000, '3')],
    };
    expect(maxStake(input(system, 4))).toBe(4);
  });

  it('answers nothing when no stake up to the ceiling passes', () => {
    expect(maxStake(input(single(1850), 0))).toBeUndefined();
    expect(maxStake(input(single(1010), 99))).toBeUndefined();
    expect(maxStake(input(single(1850, { isSuspended: true }), 10_000))).toBeUndefined();
    const oddsLimit = limits({ oddsLimit: { value: 1500, action: 'reject' } });
    expect(maxStake(input(single(1850), 10_000, { limits: oddsLimit }))).toBeUndefined();
    expect(maxStake(input({ betType: 'custom_bet', selections: [leg(1850), leg(1900)] }, 10_000))).toBe(
      undefined,
    );
    expect(maxStake(input(single(1850), 10_000, { isPve: true }))).toBeUndefined();
  });

  it('is the largest stake a scan of every stake finds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 20_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 4000 }),
        (odds, ceiling, maxStakeAmount, payoutAmount) => {
          const rules = {
            currency: eur,
            limits: limits({
              maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: maxStakeAmount }], crypto: [] },
              payoutLimit: {
                fiat: [{ currencyCode: 'EUR', amount: payoutAmount, action: 'reject' }],
                crypto: [],
              },
            }),
          };
          let scanned: number | undefined;
          for (let stake = ceiling; stake >= 1 && scanned === undefined; stake--) {
            if (validateSlip({ ...rules, bets: [{ ...single(odds), stake }] }).placementEnabled)
              scanned = stake;
          }
          expect(maxStake({ ...rules, bet: single(odds), ceiling })).toBe(scanned);
        },
      ),
      { numRuns: 100 },
    );
  });
});
