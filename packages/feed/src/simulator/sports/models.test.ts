/**
 * The probability models agree with the matches they script: prematch probabilities match how often thousands of
 * scripted matches end that way, stronger sides are favourites, and prices move the right way with the score.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../prng';
import { NOT_STARTED, progressAt } from '../runtime/timeline';
import { basketball } from './basketball';
import { cricket } from './cricket';
import { cs2 } from './cs2';
import type { MarketQuote, Progress, SportEngine } from './engine';
import { football } from './football';
import { iceHockey } from './ice-hockey';
import { dota2, leagueOfLegends } from './moba';
import { tennis } from './tennis';
import { holdFrom, tiebreakFrom } from './tennis-model';

const ENGINES = { football, iceHockey, basketball, tennis, cricket, cs2, dota2, leagueOfLegends } as const;

function probability(quotes: readonly MarketQuote[], id: number, specifier: string, outcome: string): number {
  const q = quotes.find((m) => m.id === id && m.specifier === specifier);
  const p = q?.outcomes.find((o) => o.id === outcome)?.p;
  if (p === undefined) throw new Error(`no ${id} ${specifier} ${outcome}`);
  return p;
}

/** How often `outcome` of market (id, specifier) is won over `runs` scripted matches. */
function frequency<P, S>(
  engine: SportEngine<P, S>,
  params: P,
  id: number,
  specifier: string,
  outcome: string,
  runs: number,
) {
  let won = 0;
  let voided = 0;
  for (let i = 0; i < runs; i++) {
    const script = engine.script(params, new Rng(1000 + i));
    const final = script.events[script.events.length - 1]?.state ?? engine.initial(params);
    const market = engine.settle(params, final).find((m) => m.market_id === id && m.specifier === specifier);
    const result = market?.outcomes.find((o) => o.outcome_id === outcome)?.result;
    if (result === 'won') won++;
    if (result === 'void') voided++;
  }
  return won / (runs - voided);
}

describe('prematch probabilities match the scripted matches', { timeout: 60_000 }, () => {
  const RUNS = 2000;
  const cases: readonly [string, SportEngine<unknown, unknown>, number, string, string][] = [
    ['football home win', football as SportEngine<unknown, unknown>, 1, '', '1'],
    ['football draw', football as SportEngine<unknown, unknown>, 1, '', '2'],
    ['football over 2.5', football as SportEngine<unknown, unknown>, 18, 'total=2.5', '12'],
    ['ice hockey winner', iceHockey as SportEngine<unknown, unknown>, 406, '', '4'],
    ['ice hockey regular-time draw', iceHockey as SportEngine<unknown, unknown>, 1, '', '2'],
    ['basketball winner', basketball as SportEngine<unknown, unknown>, 219, '', '4'],
    ['tennis winner', tennis as SportEngine<unknown, unknown>, 186, '', '4'],
    ['tennis 2:0', tennis as SportEngine<unknown, unknown>, 199, '', '2:0'],
    ['cricket winner', cricket as SportEngine<unknown, unknown>, 340, '', '4'],
    ['cs2 winner', cs2 as SportEngine<unknown, unknown>, 186, '', '4'],
    ['dota 2 winner', dota2 as SportEngine<unknown, unknown>, 186, '', '4'],
    ['league of legends 2:1', leagueOfLegends as SportEngine<unknown, unknown>, 199, '', '2:1'],
  ];
  for (const [name, engine, id, specifier, outcome] of cases) {
    it(name, () => {
      const params = engine.params(0.6, -0.3, new Rng(3));
      const p = probability(
        engine.quote(params, engine.initial(params), NOT_STARTED),
        id,
        specifier,
        outcome,
      );
      const seen = frequency(engine, params, id, specifier, outcome, RUNS);
      // Four standard errors of a frequency over RUNS matches.
      expect(Math.abs(seen - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / RUNS) + 0.005);
    });
  }

  it('basketball and cricket totals sit near even at their middle line', () => {
    for (const [engine, id, specifier] of [
      [basketball, 225, (p: { totals: number[] }) => `total=${p.totals[2]}`],
      [cricket, 605, (p: { lines: number[] }) => `inningnr=1|total=${p.lines[1]}`],
    ] as const) {
      const e = engine as unknown as SportEngine<{ totals: number[]; lines: number[] }, unknown>;
      const params = e.params(0.2, 0, new Rng(5));
      const spec = specifier(params);
      const p = probability(e.quote(params, e.initial(params), NOT_STARTED), id, spec, '12');
      const seen = frequency(e, params, id, spec, '12', 1500);
      expect(Math.abs(seen - p)).toBeLessThan(0.06);
    }
  });
});

describe('coherent prices', { timeout: 60_000 }, () => {
  it('makes the stronger side the favourite in every sport', () => {
    const main: Record<keyof typeof ENGINES, [number, string, string]> = {
      football: [1, '1', '3'],
      iceHockey: [406, '4', '5'],
      basketball: [219, '4', '5'],
      tennis: [186, '4', '5'],
      cricket: [340, '4', '5'],
      cs2: [186, '4', '5'],
      dota2: [186, '4', '5'],
      leagueOfLegends: [186, '4', '5'],
    };
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 2, noNaN: true }), (gap) => {
        for (const [key, engine] of Object.entries(ENGINES) as [
          keyof typeof ENGINES,
          SportEngine<unknown, unknown>,
        ][]) {
          const [id, home, away] = main[key];
          const params = engine.params(gap / 2, -gap / 2, new Rng(1));
          const quotes = engine.quote(params, engine.initial(params), NOT_STARTED);
          expect(probability(quotes, id, '', home)).toBeGreaterThan(probability(quotes, id, '', away));
        }
      }),
      { numRuns: 20 },
    );
  });

  it('football: a goal shortens over 2.5 and the scorer; later minutes lengthen the over', () => {
    const params = football.params(0, 0, new Rng(1));
    const at = (minute: number): Progress => ({
      started: true,
      ended: false,
      period: minute <= 45 ? 1 : 2,
      inBreak: false,
      clock: minute * 60,
      segment: minute <= 45 ? 0 : 2,
    });
    const level = football.quote(params, { home: 0, away: 0, home1: 0, away1: 0 }, at(30));
    const goal = football.quote(params, { home: 1, away: 0, home1: 1, away1: 0 }, at(30));
    const later = football.quote(params, { home: 0, away: 0, home1: 0, away1: 0 }, at(70));
    expect(probability(goal, 18, 'total=2.5', '12')).toBeGreaterThan(
      probability(level, 18, 'total=2.5', '12'),
    );
    expect(probability(goal, 1, '', '1')).toBeGreaterThan(probability(level, 1, '', '1'));
    expect(probability(later, 18, 'total=2.5', '12')).toBeLessThan(probability(level, 18, 'total=2.5', '12'));
  });

  it('totals fall as the line rises and handicaps rise as the home side gets more', () => {
    const checks: [SportEngine<unknown, unknown>, number, number, string][] = [
      [football as SportEngine<unknown, unknown>, 18, 12, 'down'],
      [football as SportEngine<unknown, unknown>, 16, 1714, 'up'],
      [basketball as SportEngine<unknown, unknown>, 225, 12, 'down'],
      [basketball as SportEngine<unknown, unknown>, 223, 1714, 'up'],
      [tennis as SportEngine<unknown, unknown>, 189, 12, 'down'],
      [tennis as SportEngine<unknown, unknown>, 187, 1714, 'up'],
      [iceHockey as SportEngine<unknown, unknown>, 18, 12, 'down'],
    ];
    for (const [engine, id, outcome, direction] of checks) {
      const params = engine.params(0.4, -0.1, new Rng(2));
      const lines = engine
        .quote(params, engine.initial(params), NOT_STARTED)
        .filter((q) => q.id === id)
        .map((q) => ({
          line: Number(q.specifier.split('=')[1]),
          p: q.outcomes.find((o) => o.id === String(outcome))?.p ?? 0,
        }))
        .sort((a, b) => a.line - b.line);
      expect(lines.length).toBeGreaterThan(1);
      for (let i = 1; i < lines.length; i++) {
        const [before, after] = [lines[i - 1]?.p ?? 0, lines[i]?.p ?? 0];
        if (direction === 'down') expect(after).toBeLessThanOrEqual(before + 1e-12);
        else expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      }
    }
  });

  it('quotes are probabilities at every moment of scripted matches', () => {
    for (const engine of Object.values(ENGINES) as SportEngine<unknown, unknown>[]) {
      const params = engine.params(0.3, 0.1, new Rng(9));
      const script = engine.script(params, new Rng(10));
      for (let k = 0; k <= 20; k++) {
        const e = (script.end * k) / 20;
        const events = script.events.filter((ev) => ev.at <= e);
        const state = events[events.length - 1]?.state ?? engine.initial(params);
        for (const q of engine.quote(params, state, progressAt(script, e))) {
          const sum = q.outcomes.reduce((s, o) => s + o.p, 0);
          if (!Number.isFinite(sum)) continue; // a market priced on a set or map that will not be played
          expect(sum).toBeCloseTo(q.winners, 6);
          for (const o of q.outcomes) {
            expect(o.p).toBeGreaterThanOrEqual(-1e-9);
            expect(o.p).toBeLessThanOrEqual(1 + 1e-9);
          }
        }
      }
    }
  });
});

describe('tennis point model', () => {
  it('holds serve as often as points say', () => {
    expect(holdFrom(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(holdFrom(0.6, 0, 0)).toBeCloseTo(0.7357, 4);
    expect(holdFrom(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
    expect(holdFrom(0.6, 4, 0)).toBe(1);
    expect(tiebreakFrom(0.6, 0.6, 0, 0, 'home')).toBeCloseTo(0.5, 12);
    expect(tiebreakFrom(0.7, 0.6, 0, 0, 'away')).toBeGreaterThan(0.5);
  });
});
