import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customBetQuote } from './custom-bet-odds';
import { combineOdds, MIN_ODDS } from './odds';

const leg = (marketId: number, odds: number, matchId = 1, specifier = '') => ({
  matchId,
  marketId,
  specifier,
  odds,
});

describe('custom bet (bet builder) quote', () => {
  it('prices the legs product down by the correlation discount', () => {
    // 2.000 x 1.500 = 3.000, less 10% = 2.700
    expect(customBetQuote([leg(1, 2000), leg(18, 1500, 1, 'total=2.5')])).toBe(2700);
  });

  it('refuses legs that cannot form a custom bet', () => {
    expect(customBetQuote([leg(1, 2000)])).toBeUndefined();
    expect(customBetQuote([leg(1, 2000, 1), leg(18, 1500, 2)])).toBeUndefined();
    expect(customBetQuote([leg(1, 2000), leg(1, 3000)])).toBeUndefined();
    expect(customBetQuote([leg(1, 1000), leg(18, 1500)])).toBeUndefined();
  });

  it('never quotes above the plain combined odds nor below the smallest price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: MIN_ODDS, max: 20_000 }), { minLength: 2, maxLength: 6 }),
        (odds) => {
          const quote = customBetQuote(odds.map((o, i) => leg(i + 1, o)));
          expect(quote).toBeDefined();
          expect(quote).toBeLessThanOrEqual(Math.max(MIN_ODDS, combineOdds(odds)));
          expect(quote).toBeGreaterThanOrEqual(MIN_ODDS);
        },
      ),
    );
  });
});
