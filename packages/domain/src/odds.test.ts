import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineOdds, oddsFromDecimal, potentialReturn } from './odds';

describe('odds', () => {
  it('converts decimals to thousandths', () => {
    expect(oddsFromDecimal(2.15)).toBe(2150);
    expect(oddsFromDecimal(1.001)).toBe(1001);
  });

  it('combines legs with one truncation at the end', () => {
    expect(combineOdds([2150, 1850])).toBe(3977); // 3.9775 -> 3.977
    expect(combineOdds([1333, 1333, 1333])).toBe(2368); // 2.368593... -> 2.368
    expect(combineOdds([])).toBe(1000);
    expect(combineOdds([2500])).toBe(2500);
  });

  it('never pays more than the exact product', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 7 }), // 50^7 stays in the safe range
        (legs) => {
          const exact = legs.reduce((acc, leg) => acc * (leg / 1000), 1);
          const combined = combineOdds(legs) / 1000;
          expect(combined).toBeLessThanOrEqual(exact * (1 + 1e-12));
          expect(exact - combined).toBeLessThan(0.001 + exact * 1e-12);
        },
      ),
    );
  });

  it('saturates at the safe-integer range instead of losing precision', () => {
    expect(potentialReturn(Number.MAX_SAFE_INTEGER, 5000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(combineOdds(Array.from({ length: 40 }, () => 30_000))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('computes returns in minor units without float error', () => {
    expect(potentialReturn(1000, 2150)).toBe(2150);
    expect(potentialReturn(333, 1500)).toBe(499);
    expect(potentialReturn(9_000_000_000_000, 999_999)).toBe(8_999_991_000_000_000);
  });
});
