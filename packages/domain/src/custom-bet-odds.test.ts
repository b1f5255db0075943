import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_BET_MIN_LEGS, customBetQuote, offersCustomBets } from './custom-bet-odds';
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

  it('is offered on prematch and live matches with enough open markets to combine', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('match' as const, 'outright' as const),
        fc.integer({ min: -1, max: 7 }),
        fc.integer({ min: 0, max: 40 }),
        (type, status, openMarkets) => {
          const offered = offersCustomBets({ type, status, openMarkets });
          expect(offered).toBe(
            type === 'match' && (status === 0 || status === 1) && openMarkets >= CUSTOM_BET_MIN_LEGS,
          );
          // Wherever it is offered, legs from that many markets can be quoted.
          if (offered) {
            const legs = Array.from({ length: openMarkets }, (_, i) => leg(i + 1, 1500));
            expect(customBetQuote(legs.slice(0, CUSTOM_BET_MIN_LEGS))).toBeDefined();
          }
        },
      ),
    );
    expect(offersCustomBets({ type: 'match', status: 0, openMarkets: 1 })).toBe(false);
    expect(offersCustomBets({ type: 'match', status: 1, openMarkets: 2 })).toBe(true);
    expect(offersCustomBets({ type: 'outright', status: 0, openMarkets: 5 })).toBe(false);
  });
});
