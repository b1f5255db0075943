import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  combinations,
  formatSystemId,
  isSystemStakeEnough,
  isSystemTypeFor,
  lineStake,
  MAX_SYSTEM_LINES,
  parseSystemId,
  systemLineCount,
  systemLines,
  systemOdds,
  systemPotentialReturn,
  systemReturnRange,
  systemTypesFor,
} from './system-bets';

/** Factorial-based binomial, written independently of the implementation. */
function factorialBinomial(n: number, k: number): bigint {
  const fact = (m: number): bigint => (m <= 1 ? 1n : BigInt(m) * fact(m - 1));
  return fact(n) / (fact(k) * fact(n - k));
}

/** k-subsets by recursion (include / skip), which yields lexicographic order. */
function subsets(n: number, k: number, start = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = start; i <= n - k; i++) {
    for (const rest of subsets(n, k - 1, i + 1)) out.push([i, ...rest]);
  }
  return out;
}

/** Exact product of odds as a fraction, truncated to thousandths once. */
function exactCombined(odds: number[]): bigint {
  const num = odds.reduce((acc, o) => acc * BigInt(o), 1n);
  const den = 1000n ** BigInt(Math.max(0, odds.length - 1));
  return num / den;
}

const systemCase = fc.integer({ min: 3, max: 9 }).chain((n) =>
  fc.record({
    odds: fc.array(fc.integer({ min: 1001, max: 30_000 }), { minLength: n, maxLength: n }),
    k: fc.integer({ min: 2, max: n - 1 }),
    stake: fc.integer({ min: 0, max: 10_000_000 }),
  }),
);

describe('system bets', () => {
  it('counts combinations with C(n, k)', () => {
    expect(binomial(3, 2)).toBe(3);
    expect(binomial(4, 2)).toBe(6);
    expect(binomial(40, 20)).toBe(137_846_528_820);
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(5, -1)).toBe(0);
  });

  it('binomial matches the factorial formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (n, k) => {
        fc.pre(k <= n);
        expect(BigInt(binomial(n, k))).toBe(factorialBinomial(n, k));
      }),
    );
  });

  it('enumerates every k-of-n combination once, in lexicographic order', () => {
    expect([...combinations(4, 2)]).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, k) => {
        fc.pre(k <= n);
        const lines = [...combinations(n, k)];
        expect(lines.length).toBe(binomial(n, k));
        expect(lines).toEqual(subsets(n, k));
      }),
    );
  });

  it('produces combinations lazily, so a huge system is never materialised to read its first line', () => {
    const first = combinations(40, 20).next();
    expect(first.value).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('offers system types 2..n-1 sorted by totalCount then winCount', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(3)).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(systemTypesFor(5)).toEqual([
      { totalCount: 5, winCount: 2 },
      { totalCount: 5, winCount: 3 },
      { totalCount: 5, winCount: 4 },
    ]);
  });

  it('does not offer system types with more than MAX_SYSTEM_LINES lines', () => {
    const types = systemTypesFor(20);
    expect(types.every((t) => systemLineCount(t) <= MAX_SYSTEM_LINES)).toBe(true);
    expect(types.map((t) => t.winCount)).toEqual([2, 3, 4, 16, 17, 18, 19]);
    expect(isSystemTypeFor({ totalCount: 20, winCount: 10 }, 20)).toBe(false);
    expect(isSystemTypeFor({ totalCount: 4, winCount: 2 }, 5)).toBe(false);
  });

  it('splits the stake so line stakes sum to the stake and differ by at most one unit', () => {
    expect([0, 1, 2].map((i) => lineStake(100, 3, i))).toEqual([34, 33, 33]);
    fc.assert(
      fc.property(systemCase, ({ odds, k, stake }) => {
        const type = { totalCount: odds.length, winCount: k };
        const lines = systemLines(odds, type, stake);
        expect(lines.length).toBe(binomial(odds.length, k));
        expect(lines.reduce((sum, l) => sum + l.stake, 0)).toBe(stake);
        const stakes = lines.map((l) => l.stake);
        expect(Math.max(...stakes) - Math.min(...stakes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('requires at least one minor unit per line', () => {
    const type = { totalCount: 4, winCount: 2 };
    expect(isSystemStakeEnough(5, type)).toBe(false);
    expect(isSystemStakeEnough(6, type)).toBe(true);
  });

  it('potential return is the sum over lines of stake x combined odds, truncated per line', () => {
    // 2/3 at 2.000, 3.000, 1.500 for 300: lines of 100 at 6.000, 3.000, 4.500.
    expect(systemPotentialReturn([2000, 3000, 1500], { totalCount: 3, winCount: 2 }, 300)).toBe(1350);
    fc.assert(
      fc.property(systemCase, ({ odds, k, stake }) => {
        const lineSets = subsets(odds.length, k);
        const count = BigInt(lineSets.length);
        const expected = lineSets.reduce((sum, legs, index) => {
          const base = BigInt(stake) / count;
          const lineStakeValue = BigInt(index) < BigInt(stake) % count ? base + 1n : base;
          const combined = exactCombined(legs.map((i) => odds[i] ?? 0));
          return sum + (lineStakeValue * combined) / 1000n;
        }, 0n);
        const safe = BigInt(Number.MAX_SAFE_INTEGER);
        expect(BigInt(systemPotentialReturn(odds, { totalCount: odds.length, winCount: k }, stake))).toBe(
          expected > safe ? safe : expected,
        );
      }),
    );
  });

  it('system odds are the truncated average of the line odds', () => {
    expect(systemOdds([2000, 3000, 1500], { totalCount: 3, winCount: 2 })).toBe(4500);
    expect(systemOdds([2000, 2000, 2000], { totalCount: 3, winCount: 2 })).toBe(4000);
  });
});

describe("a system bet's return range", () => {
  it('runs from the cheapest winning line to every line winning', () => {
    // 2/3 at 2.00, 3.00, 4.00 with 3.00 staked: a line of 1.00 each at 6.00, 8.00 and 12.00.
    const range = systemReturnRange([2000, 3000, 4000], { totalCount: 3, winCount: 2 }, 300);
    expect(range).toEqual({ min: 600, max: 2600 });
    expect(range.max).toBe(systemPotentialReturn([2000, 3000, 4000], { totalCount: 3, winCount: 2 }, 300));
  });
});

describe('the "k/n" system id', () => {
  it('writes and reads back every type offered, and reads nothing else', () => {
    for (let n = 3; n <= 12; n++) {
      for (const type of systemTypesFor(n)) expect(parseSystemId(formatSystemId(type))).toEqual(type);
    }
    expect(formatSystemId({ winCount: 2, totalCount: 3 })).toBe('2/3');
    for (const bad of ['2-3', '2/', '/3', '0/3', '2/0', '123/4', ' 2/3', '2/3x']) {
      expect(parseSystemId(bad)).toBeUndefined();
    }
  });
});
