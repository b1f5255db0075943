/**
 * Settlement results for random final scores, checked market by market against an oracle written independently
 * of the engines: lines are judged by the distance between value and line (a quarter line 0.25 away is half won
 * or half lost), fixed markets by direct comparison of the score.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinalScore } from '../../adapter';
import type { FeedMarketResult, OutcomeResultKind } from '../../types';
import { Rng } from '../prng';
import { NOT_STARTED } from '../runtime/timeline';
import { basketball } from './basketball';
import { cricket } from './cricket';
import { cs2 } from './cs2';
import type { Progress, SportEngine } from './engine';
import { football } from './football';
import { iceHockey } from './ice-hockey';
import { dota2, leagueOfLegends } from './moba';
import { tennis } from './tennis';

const ENDED: Progress = { started: true, ended: true, period: 2, inBreak: false, clock: 0, segment: 0 };

type Side = 'home' | 'away';
type Expect = (marketId: number, spec: Record<string, number>, outcomeId: string) => OutcomeResultKind;

function spec(specifier: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const part of specifier.split('|').filter(Boolean)) {
    const [k, v] = part.split('=');
    if (k && v !== undefined) values[k] = Number(v);
  }
  return values;
}

/** Over wins when the value beats the line; judged by the gap, the way a bettor would work it out. */
function line(value: number, at: number, side: 'over' | 'under'): OutcomeResultKind {
  const gap = side === 'over' ? value - at : at - value;
  if (gap >= 0.5) return 'won';
  if (gap === 0.25) return 'half_won';
  if (gap === 0) return 'void';
  if (gap === -0.25) return 'half_lost';
  return 'lost';
}

const wl = (won: boolean): OutcomeResultKind => (won ? 'won' : 'lost');
const threeWay = (h: number, a: number, id: string) => wl(id === '1' ? h > a : id === '2' ? h === a : h < a);
const twoWay = (winner: Side | null, id: string) => wl(id === '4' ? winner === 'home' : winner === 'away');
const overUnder = (value: number, total: number | undefined, id: string) =>
  line(value, total ?? Number.NaN, id === '12' ? 'over' : 'under');
const handicap = (diff: number, hcp: number | undefined, id: string) =>
  line(diff, -(hcp ?? Number.NaN), id === '1714' ? 'over' : 'under');

function check<P, S>(
  engine: SportEngine<P, S>,
  final: FinalScore,
  ratings: [number, number],
  oracle: Expect,
): void {
  const params = engine.params(ratings[0], ratings[1], new Rng(7));
  const state = engine.impose(params, engine.initial(params), ENDED, final);
  const results = engine.settle(params, state);
  // Every line offered is settled, with the same outcomes.
  const offered = engine.quote(params, engine.initial(params), NOT_STARTED);
  const key = (m: { id?: number; market_id?: number; specifier: string }) =>
    `${m.id ?? m.market_id}/${m.specifier}`;
  expect(results.map(key).sort()).toEqual(offered.map(key).sort());
  for (const q of offered) {
    const r = results.find((x) => key(x) === key(q)) as FeedMarketResult;
    expect(r.outcomes.map((o) => o.outcome_id)).toEqual(q.outcomes.map((o) => o.id));
  }
  for (const market of results) {
    for (const outcome of market.outcomes) {
      const want = oracle(market.market_id, spec(market.specifier), outcome.outcome_id);
      expect({
        market: market.market_id,
        spec: market.specifier,
        outcome: outcome.outcome_id,
        result: outcome.result,
      }).toEqual({
        market: market.market_id,
        spec: market.specifier,
        outcome: outcome.outcome_id,
        result: want,
      });
      const factor = want === 'void' ? 1 : want === 'half_won' || want === 'half_lost' ? 0.5 : 0;
      expect(outcome.void_factor).toBe(factor);
    }
  }
}

const rating = fc.double({ min: -2, max: 2, noNaN: true });
const goals = fc.integer({ min: 0, max: 6 });

describe('settlement results', { timeout: 60_000 }, () => {
  it('football: every market, quarter lines and draw no bet included', () => {
    let halfResults = 0;
    let voidDnb = 0;
    fc.assert(
      fc.property(goals, goals, goals, goals, rating, rating, (h1, a1, h2, a2, rh, ra) => {
        const h = h1 + h2;
        const a = a1 + a2;
        const final = {
          home: h,
          away: a,
          periods: [
            { home: h1, away: a1 },
            { home: h2, away: a2 },
          ],
        };
        check(football, final, [rh, ra], (id, s, o) => {
          switch (id) {
            case 1:
              return threeWay(h, a, o);
            case 10:
              return wl(o === '9' ? h >= a : o === '10' ? h !== a : a >= h);
            case 11:
              if (h === a) {
                voidDnb++;
                return 'void';
              }
              return wl(o === '4' ? h > a : a > h);
            case 16: {
              const r = handicap(h - a, s.hcp, o);
              if (r.startsWith('half')) halfResults++;
              return r;
            }
            case 18: {
              const r = overUnder(h + a, s.total, o);
              if (r.startsWith('half')) halfResults++;
              return r;
            }
            case 19:
              return overUnder(h, s.total, o);
            case 20:
              return overUnder(a, s.total, o);
            case 26:
              return wl(o === '70' ? (h + a) % 2 === 1 : (h + a) % 2 === 0);
            case 29:
              return wl(o === '74' ? h > 0 && a > 0 : h === 0 || a === 0);
            case 41:
              return wl(o === 'other' ? h > 4 || a > 4 : o === `${h}:${a}`);
            case 60:
              return threeWay(h1, a1, o);
            case 68:
              return overUnder(h1 + a1, s.total, o);
            case 83:
              return threeWay(h2, a2, o);
            case 90:
              return overUnder(h2 + a2, s.total, o);
            default:
              throw new Error(`unexpected market ${id}`);
          }
        });
      }),
      { numRuns: 300 },
    );
    expect(halfResults).toBeGreaterThan(0);
    expect(voidDnb).toBeGreaterThan(0);
  });

  it('ice hockey: regular time, overtime and shoot-out', () => {
    const period = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));
    const decider = fc.constantFrom<'ot-home' | 'ot-away' | 'so-home' | 'so-away'>(
      'ot-home',
      'ot-away',
      'so-home',
      'so-away',
    );
    fc.assert(
      fc.property(fc.tuple(period, period, period), decider, rating, rating, (reg, how, rh, ra) => {
        const periods = reg.map(([home, away]) => ({ home, away }));
        const rh_ = periods.reduce((s, p) => s + p.home, 0);
        const ra_ = periods.reduce((s, p) => s + p.away, 0);
        if (rh_ === ra_) {
          const home = how.endsWith('home') ? 1 : 0;
          if (how.startsWith('ot')) periods.push({ home, away: 1 - home });
          else periods.push({ home: 0, away: 0 }, { home, away: 1 - home });
        }
        const home = periods.reduce((s, p) => s + p.home, 0);
        const away = periods.reduce((s, p) => s + p.away, 0);
        check(iceHockey, { home, away, periods }, [rh, ra], (id, s, o) => {
          const n = (s.periodnr ?? 0) - 1;
          const p = periods[n] ?? { home: 0, away: 0 };
          switch (id) {
            case 1:
              return threeWay(rh_, ra_, o);
            case 10:
              return wl(o === '9' ? rh_ >= ra_ : o === '10' ? rh_ !== ra_ : ra_ >= rh_);
            case 406:
              return twoWay(home > away ? 'home' : 'away', o);
            case 18:
              return overUnder(rh_ + ra_, s.total, o);
            case 16:
              return handicap(rh_ - ra_, s.hcp, o);
            case 445:
              return threeWay(p.home, p.away, o);
            case 446:
              return overUnder(p.home + p.away, s.total, o);
            default:
              throw new Error(`unexpected market ${id}`);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('basketball: winner, handicaps and totals including overtime, quarters', () => {
    const quarter = fc.tuple(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 10, max: 40 }));
    fc.assert(
      fc.property(
        fc.array(quarter, { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        rating,
        rating,
        (qs, homeOt, rh, ra) => {
          const periods = qs.map(([home, away]) => ({ home, away }));
          const sum = () =>
            periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
              home: 0,
              away: 0,
            });
          if (sum().home === sum().away) periods.push({ home: homeOt ? 9 : 7, away: homeOt ? 7 : 9 });
          const { home, away } = sum();
          check(basketball, { home, away, periods }, [rh, ra], (id, s, o) => {
            const q = periods[(s.quarternr ?? 0) - 1] ?? { home: 0, away: 0 };
            switch (id) {
              case 219:
                return twoWay(home > away ? 'home' : 'away', o);
              case 223:
                return handicap(home - away, s.hcp, o);
              case 225:
                return overUnder(home + away, s.total, o);
              case 235:
                return threeWay(q.home, q.away, o);
              case 236:
                return overUnder(q.home + q.away, s.total, o);
              default:
                throw new Error(`unexpected market ${id}`);
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('tennis: sets, games and void set markets for a set not played', () => {
    const set = fc.constantFrom(
      [6, 0],
      [6, 3],
      [6, 4],
      [7, 5],
      [7, 6],
      [0, 6],
      [4, 6],
      [5, 7],
      [6, 7],
      [3, 6],
    );
    let voided = 0;
    fc.assert(
      fc.property(fc.array(set, { minLength: 3, maxLength: 3 }), rating, rating, (candidates, rh, ra) => {
        const sets: { home: number; away: number }[] = [];
        for (const [home = 0, away = 0] of candidates) {
          const won = (side: Side) =>
            sets.filter((s) => (side === 'home' ? s.home > s.away : s.away > s.home)).length;
          if (won('home') === 2 || won('away') === 2) break;
          sets.push({ home, away });
        }
        const home = sets.filter((s) => s.home > s.away).length;
        const away = sets.length - home;
        if (home < 2 && away < 2) return;
        const games = sets.reduce((t, s) => t + s.home + s.away, 0);
        const margin = sets.reduce((t, s) => t + s.home - s.away, 0);
        check(tennis, { home, away, periods: sets }, [rh, ra], (id, s, o) => {
          const played = sets[(s.setnr ?? 0) - 1];
          switch (id) {
            case 186:
              return twoWay(home > away ? 'home' : 'away', o);
            case 199:
              return wl(o === `${home}:${away}`);
            case 189:
              return overUnder(games, s.total, o);
            case 187:
              return handicap(margin, s.hcp, o);
            case 202:
              if (!played) {
                voided++;
                return 'void';
              }
              return twoWay(played.home > played.away ? 'home' : 'away', o);
            case 204:
              return played ? overUnder(played.home + played.away, s.total, o) : 'void';
            default:
              throw new Error(`unexpected market ${id}`);
          }
        });
      }),
      { numRuns: 200 },
    );
    expect(voided).toBeGreaterThan(0);
  });

  it('cricket: winner with super over, first innings runs', () => {
    const runs = fc.integer({ min: 90, max: 230 });
    fc.assert(
      fc.property(runs, runs, fc.boolean(), rating, rating, (home, away, superHome, rh, ra) => {
        const winner: Side = home === away ? (superHome ? 'home' : 'away') : home > away ? 'home' : 'away';
        check(cricket, { home, away, winner }, [rh, ra], (id, s, o) => {
          if (id === 340) return twoWay(winner, o);
          if (id === 605) return overUnder(home, s.total, o);
          throw new Error(`unexpected market ${id}`);
        });
      }),
      { numRuns: 200 },
    );
  });

  const esports: [string, SportEngine<unknown, unknown>, fc.Arbitrary<number[]>][] = [
    [
      'cs2',
      cs2 as SportEngine<unknown, unknown>,
      fc.constantFrom([13, 7], [13, 11], [16, 14], [7, 13], [11, 13], [14, 16]),
    ],
    [
      'dota2',
      dota2 as SportEngine<unknown, unknown>,
      fc.constantFrom([30, 12], [25, 24], [12, 30], [24, 25]),
    ],
    [
      'league of legends',
      leagueOfLegends as SportEngine<unknown, unknown>,
      fc.constantFrom([20, 9], [14, 13], [9, 20], [13, 14]),
    ],
  ];
  for (const [name, engine, mapScore] of esports) {
    it(`${name}: series, map handicap, total maps, maps not played are void`, () => {
      fc.assert(
        fc.property(
          fc.array(mapScore, { minLength: 3, maxLength: 3 }),
          rating,
          rating,
          (candidates, rh, ra) => {
            const maps: { home: number; away: number }[] = [];
            for (const [home = 0, away = 0] of candidates) {
              const won = (side: Side) =>
                maps.filter((m) => (side === 'home' ? m.home > m.away : m.away > m.home)).length;
              if (won('home') === 2 || won('away') === 2) break;
              maps.push({ home, away });
            }
            const home = maps.filter((m) => m.home > m.away).length;
            const away = maps.length - home;
            if (home < 2 && away < 2) return;
            check(engine, { home, away, periods: maps }, [rh, ra], (id, s, o) => {
              const map = maps[(s.mapnr ?? 0) - 1];
              switch (id) {
                case 186:
                  return twoWay(home > away ? 'home' : 'away', o);
                case 199:
                  return wl(o === `${home}:${away}`);
                case 327:
                  return handicap(home - away, s.hcp, o);
                case 328:
                  return overUnder(maps.length, s.total, o);
                case 330:
                  return map ? twoWay(map.home > map.away ? 'home' : 'away', o) : 'void';
                case 331:
                  return map ? overUnder(map.home + map.away, s.total, o) : 'void';
                default:
                  throw new Error(`unexpected market ${id}`);
              }
            });
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe('imposed scores that cannot happen are refused', () => {
  const params = <P, S>(engine: SportEngine<P, S>) => engine.params(0, 0, new Rng(1));
  it('rejects impossible finals per sport', () => {
    expect(() =>
      football.impose(params(football), football.initial(params(football)), ENDED, { home: -1, away: 0 }),
    ).toThrow();
    expect(() =>
      iceHockey.impose(params(iceHockey), iceHockey.initial(params(iceHockey)), ENDED, { home: 2, away: 2 }),
    ).toThrow();
    expect(() =>
      basketball.impose(params(basketball), basketball.initial(params(basketball)), ENDED, {
        home: 90,
        away: 90,
      }),
    ).toThrow();
    expect(() =>
      tennis.impose(params(tennis), tennis.initial(params(tennis)), ENDED, { home: 3, away: 0 }),
    ).toThrow();
    expect(() =>
      tennis.impose(params(tennis), tennis.initial(params(tennis)), ENDED, {
        home: 2,
        away: 0,
        periods: [
          { home: 6, away: 5 },
          { home: 6, away: 2 },
        ],
      }),
    ).toThrow();
    expect(() =>
      cricket.impose(params(cricket), cricket.initial(params(cricket)), ENDED, { home: 150, away: 150 }),
    ).toThrow();
    expect(() => cs2.impose(params(cs2), cs2.initial(params(cs2)), ENDED, { home: 1, away: 1 })).toThrow();
  });
});
