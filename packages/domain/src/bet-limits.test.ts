import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_LIMIT_KEYS,
  type BetLimitsConfig,
  blocksPlacement,
  checkBetLimits,
  type LimitCheckInput,
} from './bet-limits';

const config: BetLimitsConfig = {
  selectionLimit: { value: 20 },
  oddsLimit: { value: 500_000, action: 'reject' },
  maxStakeLimit: {
    fiat: [{ currencyCode: 'EUR', amount: 100_000 }],
    crypto: [{ currencyCode: 'BTC', amount: 50_000_000 }],
  },
  payoutLimit: {
    fiat: [{ currencyCode: 'EUR', amount: 1_000_000, action: 'reject' }],
    crypto: [{ currencyCode: 'BTC', amount: 200_000_000, action: 'warning' }],
  },
};

function input(overrides: Partial<LimitCheckInput> = {}): LimitCheckInput {
  return {
    selectionCount: 2,
    bets: [{ stake: 1000, odds: 3000, profit: 2000 }],
    currency: { code: 'EUR', fiat: true },
    ...overrides,
  };
}

describe('bet limits', () => {
  it('passes a bet inside every limit', () => {
    expect(checkBetLimits(config, input())).toEqual([]);
  });

  it('1. rejects a selection count at or above the selection limit', () => {
    expect(checkBetLimits(config, input({ selectionCount: 19 }))).toEqual([]);
    expect(checkBetLimits(config, input({ selectionCount: 20 }))).toEqual([
      { kind: 'error', key: BET_LIMIT_KEYS.selectionLimitExceeded, values: { value: 20 } },
    ]);
  });

  it('2. odds at or above the limit: reject, or warn with the limit value', () => {
    const atLimit = input({ bets: [{ stake: 100, odds: 500_000, profit: 100 }] });
    expect(checkBetLimits(config, atLimit)).toEqual([
      { kind: 'error', key: BET_LIMIT_KEYS.oddsLimitExceeded, values: { value: 500_000 } },
    ]);
    const warn = { ...config, oddsLimit: { value: 500_000, action: 'warning' as const } };
    expect(checkBetLimits(warn, atLimit)).toEqual([
      { kind: 'warning', key: BET_LIMIT_KEYS.oddsLimitWarning, values: { value: 500_000 } },
    ]);
    expect(checkBetLimits(config, input({ bets: [{ stake: 100, odds: 499_999, profit: 100 }] }))).toEqual([]);
  });

  it('2. in a slip of several bets, any bet over the odds limit counts', () => {
    const bets = [
      { stake: 100, odds: 2000, profit: 100 },
      { stake: 100, odds: 600_000, profit: 100 },
    ];
    expect(checkBetLimits(config, input({ bets }))[0]?.key).toBe(BET_LIMIT_KEYS.oddsLimitExceeded);
  });

  it('3. rejects a stake at or above the max stake of the currency, fiat or crypto list', () => {
    expect(
      checkBetLimits(config, input({ bets: [{ stake: 100_000, odds: 2000, profit: 100_000 }] })),
    ).toEqual([
      {
        kind: 'error',
        key: BET_LIMIT_KEYS.maxStakeLimitExceeded,
        values: { currency: 'EUR', amount: 100_000 },
      },
    ]);
    const btc = { code: 'BTC', fiat: false };
    expect(
      checkBetLimits(config, input({ currency: btc, bets: [{ stake: 100_000, odds: 2000, profit: 1 }] })),
    ).toEqual([]);
    expect(
      checkBetLimits(
        config,
        input({ currency: btc, bets: [{ stake: 50_000_000, odds: 2000, profit: 1 }] }),
      )[0]?.key,
    ).toBe(BET_LIMIT_KEYS.maxStakeLimitExceeded);
  });

  it('3. a currency missing from the list has no max stake', () => {
    const usd = { code: 'USD', fiat: true };
    expect(
      checkBetLimits(config, input({ currency: usd, bets: [{ stake: 10 ** 12, odds: 2000, profit: 1 }] })),
    ).toEqual([]);
  });

  it('4. profit at or above the payout limit: reject, or warn with currency code and amount', () => {
    expect(checkBetLimits(config, input({ bets: [{ stake: 1000, odds: 2000, profit: 1_000_000 }] }))).toEqual(
      [
        {
          kind: 'error',
          key: BET_LIMIT_KEYS.payoutLimitExceeded,
          values: { currency: 'EUR', amount: 1_000_000 },
        },
      ],
    );
    const btc = { code: 'btc', fiat: false };
    expect(
      checkBetLimits(config, input({ currency: btc, bets: [{ stake: 1, odds: 2000, profit: 200_000_000 }] })),
    ).toEqual([
      {
        kind: 'warning',
        key: BET_LIMIT_KEYS.payoutLimitWarning,
        values: { currency: 'BTC', amount: 200_000_000 },
      },
    ]);
  });

  it('checks in order: an error stops the checks, a warning lets them go on', () => {
    const everything = input({
      selectionCount: 30,
      bets: [{ stake: 200_000, odds: 900_000, profit: 5_000_000 }],
    });
    expect(checkBetLimits(config, everything).map((i) => i.key)).toEqual([
      BET_LIMIT_KEYS.selectionLimitExceeded,
    ]);
    const warnOdds = { ...config, oddsLimit: { value: 500_000, action: 'warning' as const } };
    const noSelectionLimit = { ...warnOdds, selectionLimit: { value: 100 } };
    expect(checkBetLimits(noSelectionLimit, everything).map((i) => i.key)).toEqual([
      BET_LIMIT_KEYS.oddsLimitWarning,
      BET_LIMIT_KEYS.maxStakeLimitExceeded,
    ]);
  });

  it('a returned error blocks placement, a warning does not', () => {
    expect(blocksPlacement([{ kind: 'warning' }])).toBe(false);
    expect(blocksPlacement([{ kind: 'warning' }, { kind: 'error' }])).toBe(true);
    expect(blocksPlacement([])).toBe(false);
  });

  it('with no limits configured nothing is ever flagged', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.record({ stake: fc.nat(), odds: fc.nat(), profit: fc.nat() })),
        (selectionCount, bets) => {
          expect(checkBetLimits({}, input({ selectionCount, bets }))).toEqual([]);
        },
      ),
    );
  });

  it('at most one error is returned and it is the last issue', () => {
    const arbConfig = fc.record({
      selectionLimit: fc.record({ value: fc.integer({ min: 1, max: 40 }) }),
      oddsLimit: fc.record({
        value: fc.integer({ min: 1001, max: 100_000 }),
        action: fc.constantFrom('reject' as const, 'warning' as const),
      }),
      maxStakeLimit: fc.record({
        fiat: fc.constant([{ currencyCode: 'EUR', amount: 50_000 }]),
        crypto: fc.constant([]),
      }),
      payoutLimit: fc.record({
        fiat: fc
          .constantFrom('reject' as const, 'warning' as const)
          .map((action) => [{ currencyCode: 'EUR', amount: 100_000, action }]),
        crypto: fc.constant([]),
      }),
    });
    const arbBets = fc.array(
      fc.record({
        stake: fc.nat(100_000),
        odds: fc.integer({ min: 1001, max: 200_000 }),
        profit: fc.nat(300_000),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(arbConfig, arbBets, fc.integer({ min: 1, max: 45 }), (cfg, bets, selectionCount) => {
        const issues = checkBetLimits(cfg, input({ selectionCount, bets }));
        const errors = issues.filter((i) => i.kind === 'error');
        expect(errors.length).toBeLessThanOrEqual(1);
        if (errors.length === 1) expect(issues[issues.length - 1]?.kind).toBe('error');
      }),
    );
  });
});
