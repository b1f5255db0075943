import { describe, expect, it } from 'vitest';
import type { BetLimitsConfig } from './bet-limits';
import { maxStake } from './max-stake';
import { isNearLimit, NO_RISK, riskAdjustedAmount, riskAdjustedLimits } from './risk-limits';
import type { ValidatedBet } from './slip-validation';

const eur = { code: 'EUR', fiat: true };
const operator: BetLimitsConfig = {
  maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 1_000_000 }], crypto: [] },
  payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 10_000_000, action: 'reject' }], crypto: [] },
};
const single = (odds: number): Omit<ValidatedBet, 'stake'> => ({
  betType: 'single',
  selections: [
    {
      id: `1:${odds}`,
      matchId: '1',
      provider: 'betradar',
      acceptedOdds: odds,
      isSuspended: false,
      isNotAvailable: false,
      isChanged: false,
    },
  ],
});
const maxAt = (ceiling: number, risk = NO_RISK, odds = 2000) =>
  maxStake({ bet: single(odds), ceiling, currency: eur, limits: operator, risk });

describe('the scaled max stake', () => {
  it('scales the operator max stake by the stake factor: 0.1 lays a tenth', () => {
    // The operator's max stake trips at 1,000,000 (at or above), so the top stake is one below it.
    expect(maxAt(5_000_000)).toBe(999_999);
    expect(maxAt(5_000_000, { ...NO_RISK, stakeFactorsBp: [1000] })).toBe(99_999);
  });

  it('takes the lowest factor of a bet with legs in several sports', () => {
    const risk = { ...NO_RISK, stakeFactorsBp: [10_000, 2500, 5000] };
    expect(maxAt(5_000_000, risk)).toBe(249_999);
  });

  it('takes the lowest of the sport and market limits, scaled, and caps with the player limit unscaled', () => {
    const book = { ...NO_RISK, bookLimits: [{ maxStake: 50_000, maxPayout: null }] };
    expect(maxAt(5_000_000, book)).toBe(49_999);
    expect(maxAt(5_000_000, { ...book, stakeFactorsBp: [5000] })).toBe(24_999);
    const capped = { ...book, stakeFactorsBp: [5000], playerLimit: { maxStake: 10_000, maxPayout: null } };
    expect(maxAt(5_000_000, capped)).toBe(9_999);
  });

  it('applies a max payout as a rejecting payout limit on the profit', () => {
    const risk = { ...NO_RISK, playerLimit: { maxStake: null, maxPayout: 30_000 } };
    // At 4.00 the profit is three times the stake: 3 x 9,999 = 29,997 < 30,000 <= 3 x 10,000.
    expect(maxAt(5_000_000, risk, 4000)).toBe(9_999);
    const limits = riskAdjustedLimits(operator, risk, eur);
    expect(limits.payoutLimit?.fiat).toEqual([{ currencyCode: 'EUR', amount: 30_000, action: 'reject' }]);
  });

  it('still answers the balance when it is below every scaled limit', () => {
    expect(maxAt(7000, { ...NO_RISK, stakeFactorsBp: [1000] })).toBe(7000);
  });

  it('leaves the operator limits as they are without risk, and never scales below one minor unit', () => {
    expect(riskAdjustedLimits(operator, NO_RISK, eur)).toBe(operator);
    expect(riskAdjustedAmount([3], 1, undefined)).toBe(1);
    expect(riskAdjustedAmount([], 1000, undefined)).toBeUndefined();
  });

  it('flags a stake at or above 80% of its limit as near the limit', () => {
    expect(isNearLimit(8000, 10_000)).toBe(true);
    expect(isNearLimit(7999, 10_000)).toBe(false);
    expect(isNearLimit(8000, undefined)).toBe(false);
  });
});

describe('a slip whose bets meet different limits', () => {
  it('checks each bet against its own limits', async () => {
    const { validateSlip } = await import('./slip-validation');
    const bet = (stake: number) => ({ ...single(2000), stake });
    const tight = riskAdjustedLimits(operator, { ...NO_RISK, stakeFactorsBp: [1000] }, eur);
    const tooMuch = validateSlip({
      bets: [bet(200_000), bet(200_000)],
      currency: eur,
      limits: operator,
      betLimits: [operator, tight],
    });
    expect(tooMuch.placementEnabled).toBe(false);
    expect(tooMuch.issues.map((i) => i.key)).toEqual([
      'error.validation.bet_limits.max_stake_limit_exceeded',
    ]);
    const fine = validateSlip({
      bets: [bet(200_000), bet(99_999)],
      currency: eur,
      limits: operator,
      betLimits: [operator, tight],
    });
    expect(fine.placementEnabled).toBe(true);
  });
});
