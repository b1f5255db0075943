import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betOdds, boostedOdds } from './bet-returns';
import type { EventRef } from './bonus-conditions';
import {
  activeRangeIndex,
  type BoostedLeg,
  type ComboboostBet,
  type ComboboostLeg,
  type ComboboostRange,
  type ComboboostTerms,
  comboboostCheck,
  comboboostOdds,
  comboboostPlacementCheck,
  comboboostQuote,
  comboboostRangesProblem,
  comboboostUsesLeft,
  qualifyingLegs,
  settleBoostedCombo,
  settledBonusOdds,
} from './comboboost';
import { combineOdds, ODDS_SCALE, potentialReturn } from './odds';
import { settleCombo } from './settlement';
import { BET_TYPES } from './slip/types';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;

const ranges: ComboboostRange[] = [
  { minCount: 2, maxCount: 2, bonusOdds: 1030 },
  { minCount: 3, maxCount: 4, bonusOdds: 1080 },
  { minCount: 6, maxCount: 40, bonusOdds: 1150 },
];

const terms: ComboboostTerms = {
  status: 'active',
  minOdds: 1200,
  ranges,
  eventConditions: [],
  usesCount: 3,
  timesUsed: 0,
  validFrom: NOW - DAY,
  validTo: NOW + DAY,
};

const event = (id: string, sport = 'football'): EventRef => ({
  sportType: 'regular',
  sport,
  category: 'england',
  tournament: 'premier-league',
  event: id,
});

const leg = (id: string, odds: number, sport = 'football'): ComboboostLeg => ({
  id,
  odds,
  event: event(id, sport),
});

const fourLegs = [leg('a', 1500), leg('b', 1300), leg('c', 2000), leg('d', 1100)];

describe('comboboost ranges', () => {
  it('accepts ascending ranges with gaps and names what is wrong with bad ones', () => {
    expect(comboboostRangesProblem(ranges)).toBeUndefined();
    expect(comboboostRangesProblem([])).toBe('empty');
    expect(comboboostRangesProblem([{ minCount: 1, maxCount: 3, bonusOdds: 1100 }])).toBe('min_count');
    expect(comboboostRangesProblem([{ minCount: 4, maxCount: 3, bonusOdds: 1100 }])).toBe('order');
    expect(
      comboboostRangesProblem([
        { minCount: 2, maxCount: 4, bonusOdds: 1100 },
        { minCount: 4, maxCount: 6, bonusOdds: 1200 },
      ]),
    ).toBe('order');
    expect(comboboostRangesProblem([{ minCount: 2, maxCount: 3, bonusOdds: 1000 }])).toBe('bonus_odds');
    expect(
      comboboostRangesProblem([
        { minCount: 2, maxCount: 3, bonusOdds: 1200 },
        { minCount: 4, maxCount: 6, bonusOdds: 1100 },
      ]),
    ).toBe('bonus_odds');
  });

  it('the active range holds the count; none below the first range or in a gap', () => {
    expect(activeRangeIndex(ranges, 0)).toBeUndefined();
    expect(activeRangeIndex(ranges, 1)).toBeUndefined();
    expect(activeRangeIndex(ranges, 2)).toBe(0);
    expect(activeRangeIndex(ranges, 3)).toBe(1);
    expect(activeRangeIndex(ranges, 4)).toBe(1);
    expect(activeRangeIndex(ranges, 5)).toBeUndefined();
    expect(activeRangeIndex(ranges, 6)).toBe(2);
    expect(activeRangeIndex(ranges, 40)).toBe(2);
    expect(activeRangeIndex(ranges, 41)).toBeUndefined();
  });
});

describe('qualifying legs', () => {
  it('a leg counts at or above the minimum odds', () => {
    expect(qualifyingLegs(terms, fourLegs)).toEqual(['a', 'b', 'c']);
    expect(qualifyingLegs(terms, [leg('x', 1199), leg('y', 1200)])).toEqual(['y']);
  });

  it('a leg counts only when its event meets the conditions; no conditions match every event', () => {
    const footballOnly = { ...terms, eventConditions: [{ sport: { id: 'football' } }] };
    const mixed = [leg('a', 1500), leg('t', 1500, 'tennis'), leg('c', 2000)];
    expect(qualifyingLegs(footballOnly, mixed)).toEqual(['a', 'c']);
    expect(qualifyingLegs(terms, mixed)).toEqual(['a', 't', 'c']);
    const oneEvent = { ...terms, eventConditions: [{ event: { id: 't' } }] };
    expect(qualifyingLegs(oneEvent, mixed)).toEqual(['t']);
  });
});

describe('whether a combo may take the comboboost', () => {
  it('grants the range of its qualifying legs', () => {
    expect(comboboostCheck(terms, { betType: 'combo', legs: fourLegs }, NOW)).toEqual({
      ok: true,
      activeRangeIndex: 1,
      suitableSelections: ['a', 'b', 'c'],
      bonusOdds: 1080,
    });
  });

  it('names the first rule a bet breaks', () => {
    const combo: ComboboostBet = { betType: 'combo', legs: fourLegs };
    const cases: [Partial<ComboboostTerms>, Partial<ComboboostBet>, string][] = [
      [{ status: 'expired' }, {}, 'expired'],
      [{ status: 'bonus_over' }, {}, 'no_uses_left'],
      [{ status: 'deactivated' }, {}, 'deactivated'],
      [{ status: 'overridden' }, {}, 'overridden'],
      [{ status: 'not_available' }, {}, 'not_available'],
      [{ status: 'available' }, {}, 'not_activated'],
      [{ status: 'unknown' }, {}, 'not_available'],
      [{ validFrom: NOW + 1 }, {}, 'not_started'],
      [{ validTo: NOW }, {}, 'expired'],
      [{ timesUsed: 3 }, {}, 'no_uses_left'],
      [{ usesCount: 0 }, {}, 'no_uses_left'],
      [{}, { betType: 'single' }, 'bet_type'],
      [{}, { betType: 'system' }, 'bet_type'],
      [{}, { betType: 'custom_bet' }, 'bet_type'],
      [{}, { legs: [leg('a', 1500), leg('d', 1100)] }, 'selection_count'],
      [{ minOdds: 1600 }, { legs: fourLegs }, 'selection_count'],
    ];
    for (const [t, b, reason] of cases) {
      expect(comboboostCheck({ ...terms, ...t }, { ...combo, ...b }, NOW)).toEqual({ ok: false, reason });
    }
    // 5 qualifying legs fall into the gap between the second and third ranges.
    const five = ['p', 'q', 'r', 's', 't'].map((id) => leg(id, 1500));
    expect(comboboostCheck(terms, { betType: 'combo', legs: five }, NOW)).toEqual({
      ok: false,
      reason: 'selection_count',
    });
  });

  it('uses and validity: no cap, the last use, the window edges', () => {
    const combo = { betType: 'combo' as const, legs: fourLegs };
    expect(comboboostUsesLeft({ usesCount: null, timesUsed: 99 })).toBe(Number.POSITIVE_INFINITY);
    expect(comboboostUsesLeft({ usesCount: 3, timesUsed: 5 })).toBe(0);
    expect(comboboostCheck({ ...terms, usesCount: null, timesUsed: 99 }, combo, NOW).ok).toBe(true);
    expect(comboboostCheck({ ...terms, timesUsed: 2 }, combo, NOW).ok).toBe(true);
    expect(comboboostCheck({ ...terms, validFrom: NOW }, combo, NOW).ok).toBe(true);
    expect(comboboostCheck({ ...terms, validFrom: null, validTo: null }, combo, NOW).ok).toBe(true);
    expect(comboboostCheck({ ...terms, status: 'available' }, combo, NOW)).toEqual({
      ok: false,
      reason: 'not_activated',
    });
  });

  it('placement refuses bonus odds other than the ones the bet gets', () => {
    const combo = { betType: 'combo' as const, legs: fourLegs };
    expect(comboboostPlacementCheck(terms, combo, NOW, 1080)).toMatchObject({ ok: true, bonusOdds: 1080 });
    expect(comboboostPlacementCheck(terms, combo, NOW, 1150)).toEqual({
      ok: false,
      reason: 'bonus_odds_changed',
    });
    expect(comboboostPlacementCheck({ ...terms, timesUsed: 3 }, combo, NOW, 1080)).toEqual({
      ok: false,
      reason: 'no_uses_left',
    });
  });
});

describe('boosted odds and the extra win', () => {
  it('multiplies the combined odds by the bonus odds, as bet-returns and settlement do', () => {
    // 1.500 x 1.300 x 2.000 x 1.100 = 4.290; x 1.080 = 4.6332 -> 4.633
    expect(comboboostQuote([1500, 1300, 2000, 1100], 1080, 1000)).toEqual({ odds: 4633, extraWin: 343 });
    const priced = {
      betType: 'combo' as const,
      stake: 1000,
      selections: [1500, 1300, 2000, 1100].map((acceptedOdds) => ({ acceptedOdds })),
      bonus: { bonusType: 'comboboost' },
      bonusOdds: 1080,
    };
    expect(boostedOdds(priced)).toBe(4633);
    const settled = settleCombo(
      1000,
      [1500, 1300, 2000, 1100].map((odds) => ({ odds, result: 'won' as const })),
      1080,
    );
    expect(settled).toEqual({ settled: true, payout: 4633, result: 'win' });
  });
});

describe('comboboost settlement', () => {
  const placed = { ranges, bonusOdds: 1080 };
  const boosted = (results: BoostedLeg['result'][], qualifying = results.map(() => true)): BoostedLeg[] =>
    results.map((result, i) => ({ odds: 2000, result, qualifying: qualifying[i] ?? true }));

  it('all won pays the placed boost', () => {
    const legs = boosted(['won', 'won', 'won']);
    expect(settledBonusOdds(placed, legs)).toBe(1080);
    // 2 x 2 x 2 = 8.000 x 1.080 = 8.640
    expect(settleBoostedCombo(1000, legs, placed)).toEqual({ settled: true, payout: 8640, result: 'win' });
  });

  it('a void leg drops out and the range is recomputed on the legs that stand', () => {
    const legs = boosted(['won', 'won', 'void']);
    expect(settledBonusOdds(placed, legs)).toBe(1030);
    // 2 x 2 = 4.000 x 1.030 = 4.120
    expect(settleBoostedCombo(1000, legs, placed)).toEqual({ settled: true, payout: 4120, result: 'win' });
  });

  it('too few qualifying legs left standing: no boost', () => {
    const legs = boosted(['won', 'void', 'void']);
    expect(settledBonusOdds(placed, legs)).toBeUndefined();
    expect(settleBoostedCombo(1000, legs, placed)).toEqual({ settled: true, payout: 2000, result: 'win' });
    // A non-qualifying leg standing does not count towards the range.
    const withFiller = boosted(['won', 'won', 'void'], [true, false, true]);
    expect(settledBonusOdds(placed, withFiller)).toBeUndefined();
    expect(settleBoostedCombo(1000, boosted(['void', 'void', 'void']), placed)).toEqual({
      settled: true,
      payout: 1000,
      result: 'refund',
    });
  });

  it('never more than the placed boost, even if a lower range pays more', () => {
    const odd = {
      ranges: [{ minCount: 2, maxCount: 2, bonusOdds: 1200 }, ranges[1] as ComboboostRange],
      bonusOdds: 1080,
    };
    expect(settledBonusOdds(odd, boosted(['won', 'won', 'void']))).toBe(1080);
  });

  it('a half-won or half-lost leg settles the bet without boost', () => {
    const halfWon = boosted(['won', 'won', 'won', 'half_won']);
    expect(settledBonusOdds(placed, halfWon)).toBeUndefined();
    // 2 x 2 x 2 x (2 + 1) / 2 = 12.000, no boost
    expect(settleBoostedCombo(1000, halfWon, placed)).toEqual({
      settled: true,
      payout: 12_000,
      result: 'win',
    });
    const halfLost = boosted(['won', 'won', 'won', 'half_lost']);
    expect(settleBoostedCombo(1000, halfLost, placed)).toEqual({
      settled: true,
      payout: 4000,
      result: 'win',
    });
  });

  it('a lost leg loses at once; pending legs wait', () => {
    expect(settleBoostedCombo(1000, boosted(['won', 'lost', 'pending']), placed)).toEqual({
      settled: true,
      payout: 0,
      result: 'lose',
    });
    expect(settleBoostedCombo(1000, boosted(['won', 'won', 'pending']), placed)).toEqual({
      settled: false,
      reason: 'pending',
    });
  });
});

describe('comboboost properties', () => {
  const validRanges: fc.Arbitrary<ComboboostRange[]> = fc
    .array(
      fc.record({
        gap: fc.integer({ min: 0, max: 2 }),
        width: fc.integer({ min: 0, max: 3 }),
        step: fc.integer({ min: 0, max: 200 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => {
      let next = 2;
      let bonusOdds = 1000;
      return parts.map(({ gap, width, step }) => {
        const minCount = next + gap;
        bonusOdds += step + 1;
        next = minCount + width + 1;
        return { minCount, maxCount: minCount + width, bonusOdds };
      });
    });
  const oddsArb = fc.integer({ min: 1001, max: 20_000 });

  it('generated ranges are valid', () => {
    fc.assert(
      fc.property(validRanges, (r) => {
        expect(comboboostRangesProblem(r)).toBeUndefined();
      }),
    );
  });

  it('boosted odds are never below the combined odds, and never pay more than the exact product', () => {
    fc.assert(
      fc.property(
        fc.array(oddsArb, { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1001, max: 3000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (legOdds, bonusOdds, stake) => {
          const combined = combineOdds(legOdds);
          const { odds, extraWin } = comboboostQuote(legOdds, bonusOdds, stake);
          expect(odds).toBeGreaterThanOrEqual(combined);
          expect(extraWin).toBeGreaterThanOrEqual(0);
          // stake x product of legs x bonus / 1000^(n+1), exactly, bounds what is paid.
          const scale = BigInt(ODDS_SCALE);
          const exact = [...legOdds, bonusOdds].reduce((p, o) => p * BigInt(o), BigInt(stake));
          const paid = BigInt(potentialReturn(stake, odds));
          expect(paid * scale ** BigInt(legOdds.length + 1)).toBeLessThanOrEqual(exact);
        },
      ),
    );
  });

  it('within the ranges, one more qualifying leg never lowers the boosted odds', () => {
    fc.assert(
      fc.property(validRanges, fc.array(oddsArb, { minLength: 41, maxLength: 41 }), (r, odds) => {
        const t: ComboboostTerms = { ...terms, ranges: r, minOdds: 1001, usesCount: null };
        const boostedAt = (count: number) => {
          const legs = odds.slice(0, count).map((o, i) => leg(`l${i}`, o));
          const check = comboboostCheck(t, { betType: 'combo', legs }, NOW);
          return check.ok ? comboboostOdds(combineOdds(odds.slice(0, count)), check.bonusOdds) : undefined;
        };
        for (let count = 2; count < 40; count++) {
          const here = boostedAt(count);
          const next = boostedAt(count + 1);
          if (here !== undefined && next !== undefined) expect(next).toBeGreaterThanOrEqual(here);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a boost never applies to a bet that is not a combo', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BET_TYPES.filter((type) => type !== 'combo')),
        fc.array(oddsArb, { minLength: 1, maxLength: 8 }),
        (betType, odds) => {
          const legs = odds.map((o, i) => leg(`l${i}`, o));
          expect(comboboostCheck({ ...terms, minOdds: 1001 }, { betType, legs }, NOW)).toEqual({
            ok: false,
            reason: 'bet_type',
          });
          const priced = {
            betType,
            stake: 1000,
            selections: odds.map((acceptedOdds) => ({ acceptedOdds })),
            systemType: { totalCount: odds.length, winCount: 2 },
            customOdds: 3000,
            bonus: { bonusType: 'comboboost' },
            bonusOdds: 1500,
          };
          expect(boostedOdds(priced)).toBe(betOdds(priced));
        },
      ),
    );
  });

  it('settlement never boosts beyond the placed bonus odds and never pays above the all-won boosted return', () => {
    const result = fc.constantFrom('won' as const, 'void' as const, 'half_won' as const);
    fc.assert(
      fc.property(
        validRanges,
        fc.array(fc.record({ odds: oddsArb, result, qualifying: fc.boolean() }), {
          minLength: 2,
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (r, legs, stake) => {
          const qualifyingCount = legs.filter((l) => l.qualifying).length;
          const index = activeRangeIndex(r, qualifyingCount);
          const range = index === undefined ? undefined : r[index];
          fc.pre(range !== undefined);
          const placed = { ranges: r, bonusOdds: range?.bonusOdds ?? 0 };
          const bonus = settledBonusOdds(placed, legs);
          if (bonus !== undefined) expect(bonus).toBeLessThanOrEqual(placed.bonusOdds);
          const settled = settleBoostedCombo(stake, legs, placed);
          const allWon = potentialReturn(
            stake,
            comboboostOdds(combineOdds(legs.map((l) => l.odds)), placed.bonusOdds),
          );
          expect(settled.settled && settled.payout).toBeLessThanOrEqual(allWon);
        },
      ),
    );
  });
});
