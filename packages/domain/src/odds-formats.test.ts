import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  fractionalLadder,
  isOddsType,
  ODDS_TYPES,
  type OddsType,
  parseOdds,
  toAmerican,
  toFraction,
} from './odds-formats';
import { priceLadder } from './price-ladder';

const odds = fc.integer({ min: 1001, max: 1_000_000 });
const oddsPair = fc.tuple(odds, odds).map(([a, b]) => (a <= b ? ([a, b] as const) : ([b, a] as const)));

describe('odds formats: examples', () => {
  const cases: readonly [number, Record<OddsType, string>][] = [
    [
      2150,
      {
        european: '2.15',
        british: '23/20',
        hongkong: '1.15',
        american: '+115',
        indonesian: '1.15',
        malaysian: '-0.87',
        percent: '46.5%',
      },
    ],
    [
      1400,
      {
        european: '1.40',
        british: '2/5',
        hongkong: '0.40',
        american: '-250',
        indonesian: '-2.50',
        malaysian: '0.40',
        percent: '71.4%',
      },
    ],
    [
      2000,
      {
        european: '2.00',
        british: '1/1',
        hongkong: '1.00',
        american: '+100',
        indonesian: '1.00',
        malaysian: '1.00',
        percent: '50.0%',
      },
    ],
    [
      1001,
      {
        european: '1.001',
        british: '1/1000',
        hongkong: '0.001',
        american: '-100000',
        indonesian: '-1000.00',
        malaysian: '0.01',
        percent: '99.9%',
      },
    ],
  ];

  for (const [value, expected] of cases) {
    it(`formats ${value} in every odds type`, () => {
      for (const type of ODDS_TYPES) expect(formatOdds(value, type)).toBe(expected[type]);
    });
  }

  it('uses the traditional ladder where the exact fraction is not simple', () => {
    expect(formatOdds(1909, 'british')).toBe('10/11');
    expect(formatOdds(1833, 'british')).toBe('5/6');
    expect(formatOdds(1667, 'british')).toBe('4/6');
    expect(formatOdds(4333, 'british')).toBe('10/3');
    expect(formatOdds(2500, 'british')).toBe('6/4');
    expect(formatOdds(26_000, 'british')).toBe('25/1');
    expect(formatOdds(2_000_000, 'british')).toBe('1999/1');
  });

  it('keeps long prices non-zero in malaysian and percent', () => {
    expect(formatOdds(11_000, 'malaysian')).toBe('-0.10');
    expect(formatOdds(201_001, 'malaysian')).toBe('-0.01');
    expect(formatOdds(500_000, 'indonesian')).toBe('499.00');
    expect(formatOdds(1_000_000, 'percent')).toBe('0.1%');
    expect(formatOdds(5_000_000, 'percent')).toBe('0.1%');
  });

  it('parses each format back', () => {
    expect(parseOdds('2.15', 'european')).toBe(2150);
    expect(parseOdds('23/20', 'british')).toBe(2150);
    expect(parseOdds('evens', 'british')).toBe(2000);
    expect(parseOdds('+115', 'american')).toBe(2150);
    expect(parseOdds('-250', 'american')).toBe(1400);
    expect(parseOdds('1.15', 'hongkong')).toBe(2150);
    expect(parseOdds('-2.50', 'indonesian')).toBe(1400);
    expect(parseOdds('-0.87', 'malaysian')).toBe(2149);
    expect(parseOdds('46.5%', 'percent')).toBe(2151);
  });

  it('rejects text that is no price in the format', () => {
    expect(parseOdds('1.0', 'european')).toBeNull();
    expect(parseOdds('abc', 'european')).toBeNull();
    expect(parseOdds('1e3', 'european')).toBeNull();
    expect(parseOdds('5/0', 'british')).toBeNull();
    expect(parseOdds('0/5', 'british')).toBeNull();
    expect(parseOdds('+50', 'american')).toBeNull();
    expect(parseOdds('-99', 'american')).toBeNull();
    expect(parseOdds('0.5', 'indonesian')).toBeNull();
    expect(parseOdds('1.5', 'malaysian')).toBeNull();
    expect(parseOdds('0', 'hongkong')).toBeNull();
    expect(parseOdds('100%', 'percent')).toBeNull();
  });

  it('knows the spec odds types', () => {
    expect(isOddsType('british')).toBe(true);
    expect(isOddsType('decimal')).toBe(false);
  });
});

describe('odds formats: properties', () => {
  it('decimal and hong kong round-trip exactly', () => {
    fc.assert(
      fc.property(odds, (value) => {
        expect(parseOdds(formatOdds(value, 'european'), 'european')).toBe(value);
        expect(parseOdds(formatOdds(value, 'hongkong'), 'hongkong')).toBe(value);
      }),
    );
  });

  it('indonesian at evens and above and malaysian at evens and below round-trip exactly on the ladder', () => {
    for (const value of priceLadder()) {
      if (value >= 2000) expect(parseOdds(formatOdds(value, 'indonesian'), 'indonesian')).toBe(value);
      if (value <= 2000) expect(parseOdds(formatOdds(value, 'malaysian'), 'malaysian')).toBe(value);
    }
  });

  it('shows malaysian and indonesian with two places, american as a whole number', () => {
    fc.assert(
      fc.property(odds, (value) => {
        expect(formatOdds(value, 'malaysian')).toMatch(/^-?\d+\.\d\d$/);
        expect(formatOdds(value, 'indonesian')).toMatch(/^-?\d+\.\d\d$/);
        expect(formatOdds(value, 'american')).toMatch(/^[+-]\d+$/);
      }),
    );
    for (const value of priceLadder()) {
      expect(formatOdds(value, 'european')).toMatch(/^\d+\.\d\d$/);
      expect(formatOdds(value, 'hongkong')).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('shows each ladder price as the fraction of the bookmaker table', () => {
    // biome-ignore format: a conversion table reads best as rows
    const table: readonly [number, string][] = [
      [1010, '1/100'], [1050, '1/20'], [1100, '1/10'], [1200, '1/5'], [1220, '2/9'], [1250, '1/4'], [1290, '2/7'],
      [1330, '1/3'], [1360, '4/11'], [1400, '2/5'], [1440, '4/9'], [1500, '1/2'], [1530, '8/15'], [1570, '4/7'],
      [1620, '8/13'], [1670, '4/6'], [1730, '8/11'], [1800, '4/5'], [1830, '5/6'], [1910, '10/11'], [2000, '1/1'],
      [2100, '11/10'], [2200, '6/5'], [2250, '5/4'], [2380, '11/8'], [2500, '6/4'], [2620, '13/8'], [2750, '7/4'],
      [2880, '15/8'], [3000, '2/1'], [3250, '9/4'], [3500, '5/2'], [3750, '11/4'], [4000, '3/1'], [4330, '10/3'],
      [4500, '7/2'], [5000, '4/1'], [5500, '9/2'], [6000, '5/1'], [7000, '6/1'], [8000, '7/1'], [9000, '8/1'],
      [10_000, '9/1'], [11_000, '10/1'], [21_000, '20/1'], [26_000, '25/1'], [34_000, '33/1'], [51_000, '50/1'],
      [101_000, '100/1'],
    ];
    for (const [value, fraction] of table)
      expect([value, formatOdds(value, 'british')]).toEqual([value, fraction]);
  });

  it('american round-trips within its precision', () => {
    fc.assert(
      fc.property(odds, (value) => {
        const back = parseOdds(formatOdds(value, 'american'), 'american');
        expect(back).not.toBeNull();
        // Positive quotes carry hundredths of the net win; negative ones the stake to win 100.
        const net = value - 1000;
        const tolerance = value >= 2000 ? 5 : Math.ceil((net * net) / 200_000) + 1;
        expect(Math.abs((back ?? 0) - value)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('american quotes round-trip when thousandths can hold them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (quote) => {
        expect(formatOdds(parseOdds(`+${quote}`, 'american') ?? 0, 'american')).toBe(`+${quote}`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 300 }), (quote) => {
        expect(formatOdds(parseOdds(`-${quote}`, 'american') ?? 0, 'american')).toBe(`-${quote}`);
      }),
    );
  });

  it('every ladder rung that is a whole number of thousandths round-trips through british', () => {
    for (const { numerator, denominator } of fractionalLadder()) {
      const thousandths = (1000 * numerator) / denominator;
      if (!Number.isInteger(thousandths)) continue;
      const value = 1000 + thousandths;
      expect(formatOdds(value, 'british')).toBe(`${numerator}/${denominator}`);
      expect(parseOdds(`${numerator}/${denominator}`, 'british')).toBe(value);
    }
  });

  it('british shows the nearest rung of the ladder', () => {
    const rungs = fractionalLadder().map((f) => f.numerator / f.denominator);
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 500_000 }), (value) => {
        const net = (value - 1000) / 1000;
        const shown = toFraction(value);
        const distance = Math.abs(shown.numerator / shown.denominator - net);
        // One comparison against the closest rung (an expect per rung made this slow under load).
        const closest = Math.min(...rungs.map((rung) => Math.abs(rung - net)));
        expect(distance).toBeLessThanOrEqual(closest + 1e-12);
      }),
    );
  });

  it('every format preserves the order of prices', () => {
    fc.assert(
      fc.property(oddsPair, ([low, high]) => {
        for (const type of ODDS_TYPES) {
          const a = parseOdds(formatOdds(low, type), type);
          const b = parseOdds(formatOdds(high, type), type);
          expect(a).not.toBeNull();
          expect(b).not.toBeNull();
          expect(a ?? 0).toBeLessThanOrEqual(b ?? 0);
        }
      }),
    );
  });

  it('american is positive from evens up and negative below', () => {
    fc.assert(
      fc.property(odds, (value) => {
        const american = toAmerican(value);
        if (value >= 2000) expect(american).toBeGreaterThanOrEqual(100);
        else expect(american).toBeLessThanOrEqual(-100);
      }),
    );
  });

  it('every formatted price parses to a valid price', () => {
    fc.assert(
      fc.property(odds, (value) => {
        for (const type of ODDS_TYPES)
          expect(parseOdds(formatOdds(value, type), type)).toBeGreaterThanOrEqual(1001);
      }),
    );
  });
});
