import { isLadderPrice, snapToLadder } from '@sportsbook/domain/price-ladder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalAbove, normalAt, normalCdf, poissonPmf } from './distributions';
import { lineProbabilities, lineResult } from './lines';
import { MAX_ODDS, marketOverround, priceMarket } from './margin';

/** A probability vector of 2 to 26 outcomes. */
const probabilities = fc
  .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 26 })
  .filter((w) => w.reduce((a, b) => a + b, 0) > 1e-6)
  .map((w) => {
    const total = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / total);
  });

describe('prices with a margin', () => {
  it('keeps every offered market between 103% and 108%, odds on the price ladder', () => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 1.04, max: 1.07, noNaN: true }), (probs, target) => {
        const priced = priceMarket(probs, target);
        if (!priced) return;
        const overround = marketOverround(priced);
        expect(overround).toBeGreaterThanOrEqual(1.03);
        expect(overround).toBeLessThanOrEqual(1.08);
        for (const o of priced) {
          expect(isLadderPrice(o.odds)).toBe(true);
          expect(o.odds).toBeGreaterThanOrEqual(1010);
          expect(o.odds).toBeLessThanOrEqual(MAX_ODDS);
        }
      }),
    );
  });

  it('gives the more likely outcome the shorter price', () => {
    fc.assert(
      fc.property(probabilities, (probs) => {
        const priced = priceMarket(probs, 1.05);
        if (!priced) return;
        probs.forEach((p, i) => {
          probs.forEach((q, j) => {
            const a = priced[i];
            const b = priced[j];
            if (a?.active && b?.active && p > q) expect(a.odds).toBeLessThanOrEqual(b.odds);
          });
        });
      }),
    );
  });

  it('does not offer decided or lopsided markets', () => {
    expect(priceMarket([1, 0], 1.05)).toBeNull();
    expect(priceMarket([0.97, 0.03], 1.05)).toBeNull();
    expect(priceMarket([0.5, Number.NaN], 1.05)).toBeNull();
    expect(priceMarket([0.5, 0.5], 1.05)?.map((o) => o.odds)).toEqual([1900, 1900]);
  });

  it('prices double chance per winning outcome', () => {
    const priced = priceMarket([0.7, 0.8, 0.5], 1.05, 2);
    expect(priced).not.toBeNull();
    expect(marketOverround(priced ?? [], 2)).toBeCloseTo(1.05, 2);
    // The price of '1X' reflects its real chance (70%), not a halved one.
    expect(priced?.[0]?.odds).toBe(snapToLadder(1000 / (0.7 * 1.05)));
  });
});

describe('lines', () => {
  it('splits quarter lines into half results', () => {
    expect(lineResult(2, 2.25, 'over')).toBe('half_lost');
    expect(lineResult(2, 2.25, 'under')).toBe('half_won');
    expect(lineResult(3, 2.75, 'over')).toBe('half_won');
    expect(lineResult(3, 2.75, 'under')).toBe('half_lost');
    expect(lineResult(1, -0.75, 'over')).toBe('won');
    expect(lineResult(1, 0.75, 'over')).toBe('half_won');
    expect(lineResult(0, 0.25, 'over')).toBe('half_lost');
    expect(lineResult(0, -0.25, 'over')).toBe('half_won');
    expect(lineResult(2, 2, 'over')).toBe('void');
    expect(lineResult(3, 2.5, 'over')).toBe('won');
    expect(lineResult(2, 2.5, 'over')).toBe('lost');
  });

  it('gives both sides fair odds: at 1/q every side returns exactly the stake on average', () => {
    const returnAt = (odds: number, result: string) =>
      ({ won: odds, half_won: (odds + 1) / 2, void: 1, half_lost: 0.5, lost: 0 })[result] ?? Number.NaN;
    const dist = fc
      .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 8 })
      .map((w) => {
        const total = w.reduce((a, b) => a + b, 0);
        return new Map(w.map((x, i) => [i, x / total]));
      });
    const quarterLine = fc.integer({ min: -4, max: 32 }).map((q) => q / 4);
    fc.assert(
      fc.property(dist, quarterLine, (d, line) => {
        const [over, under] = lineProbabilities(d, line);
        if (!Number.isFinite(over) || !Number.isFinite(under)) return;
        expect(over + under).toBeCloseTo(1, 9);
        for (const [side, q] of [
          ['over', over],
          ['under', under],
        ] as const) {
          if (q <= 0) continue;
          let expected = 0;
          for (const [value, p] of d) expected += p * returnAt(1 / q, lineResult(value, line, side));
          expect(expected).toBeCloseTo(1, 9);
        }
      }),
    );
  });
});

describe('distributions', () => {
  it('poisson sums to one and has the right mean', () => {
    const pmf = poissonPmf(2.7, 30);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(pmf.reduce((a, p, k) => a + p * k, 0)).toBeCloseTo(2.7, 6);
  });

  it('normal helpers agree with known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalAbove(10, 10, 0)).toBe(0);
    expect(normalAbove(9.5, 10, 0)).toBe(1);
    let total = 0;
    for (let k = -100; k <= 100; k++) total += normalAt(k, 3.2, 12);
    expect(total).toBeCloseTo(1, 6);
  });
});
