import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedMatchSnapshot, FeedSnapshot, Provider } from '../types';
import { marketOverround } from './pricing/margin';
import { hash32 } from './prng';
import { PROVIDERS, ProviderGate } from './providers';
import { createSimulator } from './simulator';

const T0 = Date.UTC(2026, 2, 14, 15, 30);
const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

const byUrn = (s: FeedSnapshot) => ({
  ...s,
  matches: [...s.matches].sort((a, b) => a.fixture.urn_id.localeCompare(b.fixture.urn_id)),
});
const isMatch = (m: FeedMatchSnapshot) => m.fixture.type === 'match';
const urnOf = (e: FeedEvent) =>
  'match_urn_id' in e ? e.match_urn_id : e.type === 'fixture_changed' ? e.fixture.urn_id : null;
const providerOf = (urn: string): Provider => (urn.startsWith('od:') ? 'oddin' : 'betradar');

describe('determinism', () => {
  it('gives the same snapshot and the same events for the same seed and times', { timeout: 60_000 }, () => {
    const a = createSimulator({ seed: 'demo', startTime: T0, speed: 60 });
    const b = createSimulator({ seed: 'demo', startTime: T0, speed: 60 });
    expect(a.snapshot()).toEqual(b.snapshot());
    for (let i = 1; i <= 90; i++) expect(a.advanceTo(T0 + i * SECOND)).toEqual(b.advanceTo(T0 + i * SECOND));
    expect(a.snapshot()).toEqual(b.snapshot());
  });

  it('gives a different world for a different seed', () => {
    const a = createSimulator({ seed: 'demo', startTime: T0 }).snapshot();
    const b = createSimulator({ seed: 'other', startTime: T0 }).snapshot();
    const names = (s: FeedSnapshot) => s.matches.map((m) => m.fixture.name).join('|');
    expect(names(a)).not.toEqual(names(b));
    expect(a.tournaments).toEqual(b.tournaments);
  });

  it('is a pure function of time: a feed started later shows what an earlier one advanced to', {
    timeout: 60_000,
  }, () => {
    const early = createSimulator({ seed: 7, startTime: T0, speed: 60 });
    for (let t = T0 + SECOND; t <= T0 + 150 * SECOND; t += SECOND) early.advanceTo(t);
    const late = createSimulator({ seed: 7, startTime: T0 + 150 * SECOND, speed: 60 });
    expect(byUrn(late.snapshot())).toEqual(byUrn(early.snapshot()));
  });

  it('does not go back in time', () => {
    const feed = createSimulator({ seed: 1, startTime: T0 });
    expect(feed.advanceTo(T0 - SECOND)).toEqual([]);
    expect(feed.now).toBe(T0);
  });
});

describe('population', () => {
  const times = Array.from(
    { length: 6 },
    (_, i) => T0 + (hash32('time', i) % 365) * DAY + (hash32('hour', i) % 24) * 3600_000,
  );
  times.forEach((t, i) => {
    const speed = i % 2 === 0 ? 1 : 60;
    it(`has a full week, about a tenth live, every sport and both providers at ${new Date(t).toISOString()} (speed ${speed})`, {
      timeout: 30_000,
    }, () => {
      const s = createSimulator({ seed: `population-${i}`, startTime: t, speed }).snapshot();
      const matches = s.matches.filter(isMatch);
      const upcoming = matches.filter((m) => m.state.status === 0 && m.fixture.start_time <= t + 7 * DAY);
      const live = matches.filter((m) => m.state.status === 1);
      expect(upcoming.length).toBeGreaterThanOrEqual(200);
      const share = live.length / (live.length + upcoming.length);
      expect(share).toBeGreaterThanOrEqual(0.05);
      expect(share).toBeLessThanOrEqual(0.15);
      expect(new Set(matches.map((m) => m.fixture.sport_key))).toEqual(new Set(s.sports.map((sp) => sp.key)));
      expect(new Set(matches.map((m) => m.fixture.provider))).toEqual(new Set(['betradar', 'oddin']));
      const outrights = s.matches.filter((m) => m.fixture.type === 'outright');
      expect(outrights.length).toBeGreaterThan(0);
      for (const o of outrights) {
        if (o.fixture.type !== 'outright') continue;
        expect(o.fixture.competitors.length).toBeGreaterThan(2);
        expect(o.fixture.end_date).toBeGreaterThan(o.fixture.start_time);
      }
      expect(s.sports.find((sp) => sp.key === 'cs2')?.provider).toBe('oddin');
      expect(s.sports.find((sp) => sp.key === 'football')?.provider).toBe('betradar');
    });
  });
});

describe('prices across the world', () => {
  it('keeps every open market between 103% and 108% with valid odds', { timeout: 30_000 }, () => {
    const s = createSimulator({ seed: 'prices', startTime: T0, speed: 60 }).snapshot();
    let open = 0;
    for (const m of s.matches) {
      for (const market of m.markets) {
        expect(market.groups).toContain('all');
        expect(market.name.length).toBeGreaterThan(0);
        for (const o of market.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1001);
        if (market.status !== 1) continue;
        open++;
        const overround = marketOverround(market.outcomes, market.id === 10 ? 2 : 1);
        expect(overround).toBeGreaterThanOrEqual(1.03);
        expect(overround).toBeLessThanOrEqual(1.08);
      }
    }
    expect(open).toBeGreaterThan(5000);
  });

  it('marks one most balanced line per market', () => {
    const s = createSimulator({ seed: 'balance', startTime: T0 }).snapshot();
    const football = s.matches.find((m) => m.fixture.sport_key === 'football' && m.state.status === 0);
    const totals = football?.markets.filter((m) => m.id === 18) ?? [];
    expect(totals.filter((m) => m.most_balanced)).toHaveLength(1);
  });
});

describe('live matches', () => {
  it('go prematch -> live -> finished -> closed with scores that only grow and stops that reopen', {
    timeout: 60_000,
  }, () => {
    const feed = createSimulator({ seed: 'live', startTime: T0, speed: 60 });
    const events: FeedEvent[] = [];
    for (let i = 1; i <= 240; i++) events.push(...feed.advanceTo(T0 + i * SECOND));
    const perMatch = new Map<string, FeedEvent[]>();
    for (const e of events) {
      const urn = urnOf(e);
      if (urn) perMatch.set(urn, [...(perMatch.get(urn) ?? []), e]);
    }
    let fullLives = 0;
    let stops = 0;
    for (const [urn, list] of perMatch) {
      const statuses = list.flatMap((e) => (e.type === 'match_status_changed' ? [e.state.status] : []));
      const order = [0, 1, 4, 3];
      for (let i = 1; i < statuses.length; i++) {
        expect(order.indexOf(statuses[i] ?? -1), urn).toBeGreaterThanOrEqual(
          order.indexOf(statuses[i - 1] ?? -1),
        );
      }
      if (
        list[0]?.type === 'fixture_changed' &&
        statuses.includes(1) &&
        statuses.includes(4) &&
        statuses.includes(3)
      )
        fullLives++;
      let home = 0;
      let away = 0;
      for (const e of list) {
        if (e.type !== 'match_status_changed' || !e.state.total_score) continue;
        expect(e.state.total_score.home).toBeGreaterThanOrEqual(home);
        expect(e.state.total_score.away).toBeGreaterThanOrEqual(away);
        home = e.state.total_score.home;
        away = e.state.total_score.away;
      }
      list.forEach((e, i) => {
        if (e.type !== 'bet_stop' || i === list.length - 1) return;
        stops++;
        const next = list.slice(i + 1).find((x) => x.type === 'odds_changed' || x.type === 'bet_settlement');
        if (!next) {
          // Still within the suspension when the run ended.
          const now = feed.snapshot().matches.find((m) => m.fixture.urn_id === urn);
          expect(
            now?.markets.some((m) => m.status === 1),
            `${urn} is still suspended`,
          ).toBe(false);
          return;
        }
        // The reopening lists the markets again, none left suspended (some may be decided by then).
        if (next?.type === 'odds_changed') {
          expect(next.markets.length).toBeGreaterThan(0);
          expect(next.markets.every((m) => m.status !== -1)).toBe(true);
        }
      });
      const settlement = list.find((e) => e.type === 'bet_settlement');
      if (settlement?.type === 'bet_settlement') {
        expect(settlement.certainty).toBe('confirmed');
        expect(settlement.results.length).toBeGreaterThan(0);
        const finished = list.find((e) => e.type === 'match_status_changed' && e.state.status === 4);
        expect(finished?.type === 'match_status_changed' && finished.state.winner !== undefined).toBe(true);
      }
    }
    expect(fullLives).toBeGreaterThan(3);
    expect(stops).toBeGreaterThan(3);
    // Every finished match has left the feed once closed.
    const closed = events.flatMap((e) =>
      e.type === 'match_status_changed' && e.state.status === 3 ? [e.match_urn_id] : [],
    );
    const still = new Set(feed.snapshot().matches.map((m) => m.fixture.urn_id));
    for (const urn of closed) expect(still.has(urn)).toBe(false);
  });

  it('runs the clock at the configured speed and reprices live markets', () => {
    const feed = createSimulator({ seed: 'clock', startTime: T0, speed: 60 });
    const before = feed
      .snapshot()
      .matches.find((m) => m.fixture.sport_key === 'football' && m.state.phase === 'in_play');
    expect(before).toBeDefined();
    const events = feed.advanceTo(T0 + 10 * SECOND);
    const after = feed.snapshot().matches.find((m) => m.fixture.urn_id === before?.fixture.urn_id);
    const clock = (m: FeedMatchSnapshot | undefined) =>
      (m?.state.clock?.match_time ?? 0) + (m?.state.clock?.stoppage_time ?? 0);
    if (after?.state.phase === 'in_play') expect(clock(after) - clock(before)).toBeCloseTo(600, -1);
    expect(events.some((e) => e.type === 'odds_changed')).toBe(true);
  });

  it('advances one simulated minute for the whole world in one call', () => {
    const feed = createSimulator({ seed: 'minute', startTime: T0, speed: 60 });
    const live = feed.snapshot().matches.filter((m) => m.state.status === 1).length;
    const events = feed.advanceTo(T0 + SECOND);
    expect(live).toBeGreaterThan(10);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('providers', () => {
  it('go inactive now and then, hold their events back and deliver them on return', {
    timeout: 30_000,
  }, () => {
    const seed = hash32('world', 'outages');
    const gate = new ProviderGate(seed);
    let start = 0;
    let provider: Provider = 'betradar';
    search: for (let t = T0; t < T0 + 3 * DAY; t += 20 * SECOND) {
      for (const p of PROVIDERS) {
        if (!gate.active(p, t)) {
          start = t;
          provider = p;
          break search;
        }
      }
    }
    expect(start).toBeGreaterThan(0);
    const feed = createSimulator({ seed: 'outages', startTime: start - 30 * SECOND, speed: 60 });
    const events: FeedEvent[] = [];
    for (let t = start - 25 * SECOND; t <= start + 200 * SECOND; t += 5 * SECOND)
      events.push(...feed.advanceTo(t));
    const changes = events.filter((e) => e.type === 'provider_status_changed' && e.provider === provider);
    expect(changes.map((e) => e.type === 'provider_status_changed' && e.active)).toEqual([false, true]);
    const [down, up] = changes;
    if (!down || !up) return;
    const between = events.slice(events.indexOf(down) + 1, events.indexOf(up));
    expect(between.filter((e) => (urnOf(e) ? providerOf(urnOf(e) ?? '') === provider : false))).toEqual([]);
    const afterwards = events.slice(events.indexOf(up) + 1).filter((e) => e.at === up.at);
    expect(afterwards.some((e) => urnOf(e) && providerOf(urnOf(e) ?? '') === provider)).toBe(true);
  });

  it('stay active through the times of their outages when the feed is built without them', () => {
    const seed = hash32('world', 'outages');
    const withOutages = new ProviderGate(seed);
    const without = new ProviderGate(seed, false);
    const times = Array.from({ length: (3 * DAY) / (20 * SECOND) }, (_, i) => T0 + i * 20 * SECOND);
    const down = times.flatMap((t) =>
      PROVIDERS.filter((p) => !withOutages.active(p, t)).map((p) => [p, t] as const),
    );
    expect(down.length).toBeGreaterThan(0);
    expect(down.filter(([p, t]) => !without.active(p, t))).toEqual([]);
    const [provider, at] = down[0] ?? ['betradar', T0];
    const feed = createSimulator({ seed: 'outages', startTime: at - 30 * SECOND, speed: 60, outages: false });
    const events: FeedEvent[] = [];
    for (let t = at - 25 * SECOND; t <= at + 200 * SECOND; t += 5 * SECOND) events.push(...feed.advanceTo(t));
    expect(events.filter((e) => e.type === 'provider_status_changed')).toEqual([]);
    expect(events.some((e) => urnOf(e) && providerOf(urnOf(e) ?? '') === provider)).toBe(true);
  });
});
