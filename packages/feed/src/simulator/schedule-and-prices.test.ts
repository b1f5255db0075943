import { isLadderPrice } from '@sportsbook/domain/price-ladder';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedMarket } from '../types';
import { createSimulator } from './simulator';
import { MAX_MATCH_SECONDS } from './world/sports';

const T0 = Date.UTC(2026, 2, 14, 15, 30);
const YEAR = 365 * 24 * 3600_000;
const SECOND = 1000;

/** A world: a seed, a start somewhere in a year and one of the speeds the product runs at. */
const worlds = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  start: fc.integer({ min: 0, max: YEAR }).map((offset) => T0 + offset),
  speed: fc.constantFrom(1, 10, 60),
});

function offLadder(markets: readonly FeedMarket[]): string[] {
  return markets.flatMap((market) =>
    market.outcomes
      .filter((outcome) => !isLadderPrice(outcome.odds))
      .map((outcome) => `${market.id}/${market.specifier}/${outcome.id}=${outcome.odds}`),
  );
}

describe('simulated prices', () => {
  it('are ladder prices in every snapshot and every odds change', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(worlds, ({ seed, start, speed }) => {
        const feed = createSimulator({ seed, startTime: start, speed });
        const bad = feed.snapshot().matches.flatMap((m) => offLadder(m.markets));
        for (let t = start + 5 * SECOND; t <= start + 60 * SECOND; t += 5 * SECOND) {
          for (const event of feed.advanceTo(t))
            if (event.type === 'odds_changed') bad.push(...offLadder(event.markets));
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});

describe('simulated outrights', () => {
  it('list their competitors by price, shortest first, and end ahead while open', () => {
    const feed = createSimulator({ seed: 'outrights', startTime: T0, speed: 60 });
    const open = feed.snapshot().matches.filter((m) => m.fixture.type === 'outright' && m.state.status === 0);
    expect(open.length).toBeGreaterThan(3);
    for (const { fixture, markets } of open) {
      const prices = markets[0]?.outcomes.map((o) => o.odds) ?? [];
      expect(prices.length).toBeGreaterThan(2);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (fixture.type === 'outright') expect(fixture.end_date).toBeGreaterThan(T0);
    }
  });
});

describe('simulated schedule', () => {
  it('never gives a team two matches at once', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(worlds, ({ seed, start, speed }) => {
        const matchLength = (MAX_MATCH_SECONDS * SECOND) / speed;
        const starts = new Map<string, number[]>();
        for (const { fixture } of createSimulator({ seed, startTime: start, speed }).snapshot().matches) {
          if (fixture.type !== 'match') continue;
          for (const team of [fixture.home, fixture.away]) {
            starts.set(team.urn_id, [...(starts.get(team.urn_id) ?? []), fixture.start_time]);
          }
        }
        const clashes: string[] = [];
        for (const [team, times] of starts) {
          const sorted = [...times].sort((a, b) => a - b);
          sorted.forEach((time, i) => {
            const next = sorted[i + 1];
            // A match lasts at most MAX_MATCH_SECONDS: the next one must not kick off before it surely ended.
            if (next !== undefined && next - time < matchLength)
              clashes.push(`${team} at ${time} and ${next}`);
          });
        }
        expect(clashes).toEqual([]);
        expect(starts.size).toBeGreaterThan(50);
      }),
      { numRuns: 6 },
    );
  });

  it('gives worlds of one seed the same long-range matches whatever their speed', { timeout: 60_000 }, () => {
    const teams = (speed: number) =>
      new Map(
        createSimulator({ seed: 'speeds', startTime: T0, speed })
          .snapshot()
          .matches.flatMap(({ fixture }) =>
            fixture.type === 'match' && fixture.start_time > T0 + 24 * 3600_000
              ? [[fixture.urn_id, `${fixture.home.urn_id}-${fixture.away.urn_id}`] as const]
              : [],
          ),
      );
    const slow = teams(1);
    const fast = teams(60);
    expect(slow.size).toBeGreaterThan(100);
    expect([...slow].filter(([urn, pair]) => fast.get(urn) !== pair)).toEqual([]);
  });
});
