import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventRef } from './bonus-conditions';
import {
  type FarmableBet,
  type FarmingRule,
  farmingProgress,
  farmingRefusal,
  freebetsDue,
  POINTS_PER_BET_MAX,
  pointsForBet,
  rankFarmers,
  TOURNAMENT_PRIZE_SPLIT_BP,
  tournamentKindProblem,
  tournamentPool,
  tournamentPrizes,
} from './hunting';

const derby: EventRef = { sportType: '1', sport: '1', category: '10', tournament: '100', event: '7' };
const cup: EventRef = { sportType: '1', sport: '1', category: '10', tournament: '200', event: '8' };
const rule: FarmingRule = {
  minOdds: 1500,
  minStakes: { EUR: 100 },
  eventConditions: [{ tournament: { id: '100' } }],
  farmOncePerEvent: true,
  validFrom: 1000,
  validTo: 5000,
};
const bet: FarmableBet = {
  result: 'win',
  freebet: false,
  stake: 1000,
  currency: 'EUR',
  odds: 2500,
  events: [derby],
  placedAt: 2000,
};

const joined = 1500;
describe('which settled bet farms', () => {
  it('a won or lost cash bet meeting every term farms', () => {
    expect(farmingRefusal(bet, rule, joined)).toBeNull();
    expect(farmingRefusal({ ...bet, result: 'lose' }, rule, joined)).toBeNull();
  });

  it('each unmet term refuses with its reason', () => {
    const cases: [Partial<FarmableBet>, string][] = [
      [{ placedAt: 1400 }, 'not_joined'],
      [{ result: null }, 'not_settled'],
      [{ result: 'refund' }, 'refund'],
      [{ freebet: true }, 'freebet'],
      [{ currency: 'USD' }, 'currency'],
      [{ stake: 99 }, 'stake'],
      [{ odds: 1499 }, 'odds'],
      [{ events: [derby, cup] }, 'event'],
      [{ events: [] }, 'event'],
    ];
    for (const [change, reason] of cases)
      expect(farmingRefusal({ ...bet, ...change }, rule, joined)).toBe(reason);
  });

  it('only a player who joined farms, from bets placed after joining and within the window', () => {
    expect(farmingRefusal(bet, rule, null)).toBe('not_joined');
    expect(farmingRefusal({ ...bet, placedAt: 5000 }, rule, joined)).toBe('outside_window');
    expect(farmingRefusal({ ...bet, placedAt: 900 }, rule, 800)).toBe('outside_window');
    expect(farmingRefusal({ ...bet, placedAt: 1500 }, rule, joined)).toBeNull();
  });

  it('the minimum stake and odds are inclusive, and no minimum odds means any', () => {
    expect(farmingRefusal({ ...bet, stake: 100, odds: 1500 }, rule, joined)).toBeNull();
    expect(farmingRefusal({ ...bet, odds: 1010 }, { ...rule, minOdds: null }, joined)).toBeNull();
  });

  it('farms once per event only when the campaign says so', () => {
    const farmed = new Set(['7']);
    expect(farmingRefusal(bet, rule, joined, farmed)).toBe('event_farmed');
    expect(farmingRefusal(bet, { ...rule, farmOncePerEvent: false }, joined, farmed)).toBeNull();
    expect(farmingRefusal(bet, rule, joined, new Set(['8']))).toBeNull();
  });
});

describe('points', () => {
  it('count the stake in minimum stakes times the odds, rounded down', () => {
    expect(pointsForBet(1000, 2500, 100)).toBe(25);
    expect(pointsForBet(100, 1000, 100)).toBe(1);
    expect(pointsForBet(150, 1999, 100)).toBe(2);
    expect(() => pointsForBet(100, 2000, 0)).toThrow(RangeError);
  });

  it('grow with stake and odds and stay exact for the largest stakes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 15 }),
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (stake, odds, min) => {
          const points = pointsForBet(stake, odds, min);
          expect(Number.isSafeInteger(points)).toBe(true);
          expect(points).toBeLessThanOrEqual(POINTS_PER_BET_MAX);
          expect(pointsForBet(stake + 1, odds, min)).toBeGreaterThanOrEqual(points);
          expect(pointsForBet(stake, odds + 1, min)).toBeGreaterThanOrEqual(points);
          expect(BigInt(points) * BigInt(min) * 1000n).toBeLessThanOrEqual(BigInt(stake) * BigInt(odds));
        },
      ),
    );
  });
});

describe('freebets from points', () => {
  it('one freebet per threshold reached, once', () => {
    expect(freebetsDue(49, [50, 100], 0)).toBe(0);
    expect(freebetsDue(50, [50, 100], 0)).toBe(1);
    expect(freebetsDue(250, [100, 50], 0)).toBe(2);
    expect(freebetsDue(250, [50, 100], 2)).toBe(0);
    // A correction took points back: nothing is due until they are reached again.
    expect(freebetsDue(30, [50, 100], 1)).toBe(0);
  });

  it('however the points arrive, the freebets issued equal the thresholds reached at the top', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: -200, max: 200 }), { maxLength: 30 }),
        (thresholds, moves) => {
          let points = 0;
          let top = 0;
          let issued = 0;
          for (const move of moves) {
            points = Math.max(0, points + move);
            top = Math.max(top, points);
            issued += freebetsDue(points, thresholds, issued);
          }
          expect(issued).toBe(new Set(thresholds.filter((t) => t <= top)).size);
        },
      ),
    );
  });

  it('progress shows points since the last freebet and what the next one needs', () => {
    expect(farmingProgress(70, [50, 100], 1)).toEqual({
      points: 70,
      availablePoints: 20,
      potentialPoints: 30,
      nextFreebet: true,
    });
    expect(farmingProgress(120, [50, 100], 2)).toEqual({
      points: 120,
      availablePoints: 20,
      potentialPoints: 0,
      nextFreebet: false,
    });
    expect(farmingProgress(10, [], 0)).toMatchObject({ availablePoints: 10, nextFreebet: false });
  });
});

describe('tournament ranking and pool', () => {
  it('most farmed first; a tie goes to who reached it first', () => {
    const ranked = rankFarmers([
      { playerId: 1, farmed: 500, reachedAt: 30 },
      { playerId: 2, farmed: 900, reachedAt: 50 },
      { playerId: 3, farmed: 500, reachedAt: 10 },
      { playerId: 4, farmed: 500, reachedAt: 10 },
    ]);
    expect(ranked.map((row) => [row.playerId, row.position])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [1, 4],
    ]);
  });

  it('positions are 1..n, farmed never rises down the table, whatever the input order', () => {
    const standing = fc.record({
      playerId: fc.integer({ min: 1, max: 1000 }),
      farmed: fc.integer({ min: 0, max: 10_000 }),
      reachedAt: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(standing, { selector: (s) => s.playerId, maxLength: 30 }), (rows) => {
        const ranked = rankFarmers(rows);
        expect(ranked.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++) {
          const [above, below] = [ranked[i - 1], ranked[i]];
          if (!above || !below) continue;
          expect(above.farmed).toBeGreaterThanOrEqual(below.farmed);
          if (above.farmed === below.farmed) expect(above.reachedAt).toBeLessThanOrEqual(below.reachedAt);
        }
        expect(rankFarmers([...rows].reverse())).toEqual(ranked);
      }),
    );
  });

  it('the pool is the initial pool plus its share of the farmed stakes, rounded down', () => {
    expect(tournamentPool(100_000, 0, 1000)).toBe(100_000);
    expect(tournamentPool(100_000, 12_345, 1000)).toBe(101_234);
    expect(tournamentPool(0, 10 ** 15, 10_000)).toBe(10 ** 15);
  });

  it('an ended pool goes 50/30/20 to the top three, the rounding to the first, scaled when fewer ranked', () => {
    expect(TOURNAMENT_PRIZE_SPLIT_BP).toEqual([5_000, 3_000, 2_000]);
    expect(tournamentPrizes(51_451, 4)).toEqual([25_726, 15_435, 10_290]);
    expect(tournamentPrizes(10_000, 2)).toEqual([6_250, 3_750]);
    expect(tournamentPrizes(10_001, 1)).toEqual([10_001]);
    expect(tournamentPrizes(10_000, 0)).toEqual([]);
    expect(tournamentPrizes(0, 3)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 15 }), fc.integer({ min: 1, max: 10 }), (pool, places) => {
        const prizes = tournamentPrizes(pool, places);
        expect(prizes).toHaveLength(Math.min(places, TOURNAMENT_PRIZE_SPLIT_BP.length));
        expect(prizes.reduce((sum, prize) => sum + prize, 0)).toBe(pool);
        prizes.forEach((prize, i) => {
          expect(prize).toBeGreaterThanOrEqual(prizes[i + 1] ?? 0);
        });
      }),
    );
  });

  it('each kind names what it runs over', () => {
    expect(tournamentKindProblem('match', { eventIds: 1, tournamentIds: 0 })).toBeNull();
    expect(tournamentKindProblem('match', { eventIds: 2, tournamentIds: 0 })).toMatch(/exactly one event/);
    expect(tournamentKindProblem('stage', { eventIds: 0, tournamentIds: 0 })).toMatch(/tournament/);
    expect(tournamentKindProblem('season', { eventIds: 0, tournamentIds: 1 })).toBeNull();
    expect(tournamentKindProblem('simple_tournament', { eventIds: 0, tournamentIds: 0 })).toBeNull();
  });
});
