import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedIncident, FeedMatchSnapshot } from '../types';
import { createSimulator } from './simulator';

const T0 = Date.UTC(2026, 5, 1, 18);
const SPEED = 60;

type Simulator = ReturnType<typeof createSimulator>;

function prematch(feed: Simulator, sport: string): FeedMatchSnapshot {
  const match = feed.snapshot().matches.find((m) => m.fixture.sport_key === sport && m.state.status === 0);
  if (!match) throw new Error(`no prematch ${sport} match`);
  return match;
}

/** Starts the match and plays it to its end second by second, as the server drives the feed. */
function playThrough(feed: Simulator, urn: string): FeedEvent[] {
  const events = [...feed.control.startMatch(urn)];
  for (let t = T0 + 1000; t <= T0 + 6 * 3600_000; t += 1000) {
    events.push(...feed.advanceTo(t).filter((e) => 'match_urn_id' in e && e.match_urn_id === urn));
    if (events.some((e) => e.type === 'bet_settlement' && e.match_urn_id === urn)) return events;
  }
  throw new Error(`${urn} did not end`);
}

const incidentsOf = (events: FeedEvent[]): FeedIncident[] =>
  events.flatMap((e) => (e.type === 'match_incident' ? [e.incident] : []));

function finalScore(events: FeedEvent[]) {
  const last = events.filter((e) => e.type === 'match_status_changed').at(-1);
  return last?.type === 'match_status_changed' ? last.state.total_score : null;
}

describe('match incidents', { timeout: 120_000 }, () => {
  it('plays the same football incidents for the same seed, with every goal the score shows', () => {
    const feed = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    const urn = prematch(feed, 'football').fixture.urn_id;
    const events = playThrough(feed, urn);
    const incidents = incidentsOf(events);

    const again = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    expect(incidentsOf(playThrough(again, urn))).toEqual(incidents);

    expect(incidents.map((i) => i.seq)).toEqual(incidents.map((_, index) => index));
    const kinds = new Set(incidents.map((i) => i.kind));
    for (const kind of ['attack', 'dangerous_attack', 'shot', 'corner']) expect(kinds).toContain(kind);

    const final = finalScore(events);
    const goals = incidents.filter((i) => i.kind === 'goal');
    expect(goals.filter((g) => g.side === 'home')).toHaveLength(final?.home ?? -1);
    expect(goals.filter((g) => g.side === 'away')).toHaveLength(final?.away ?? -1);
    expect(incidents.at(-1)?.score).toEqual(final);
    // Clock readings move forward within each half (first-half stoppage reads past 45:00) and stay in the match.
    for (const period of [1, 2]) {
      const times = incidents.filter((i) => i.period === period).map((i) => i.match_time ?? -1);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.length).toBeGreaterThan(20);
    }
    expect(Math.max(...incidents.map((i) => i.match_time ?? 0))).toBeLessThanOrEqual(100 * 60);
    // Each incident arrives when the match reaches it, not in one burst.
    const arrivals = new Set(events.filter((e) => e.type === 'match_incident').map((e) => e.at));
    expect(arrivals.size).toBeGreaterThan(50);
  });

  it('shows cards and corners at the usual football rates over eight matches', () => {
    const feed = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    const matches = feed
      .snapshot()
      .matches.filter((m) => m.fixture.sport_key === 'football' && m.state.status === 0)
      .slice(0, 8);
    expect(matches).toHaveLength(8);
    const incidents = matches.flatMap((m) =>
      incidentsOf([
        ...feed.control.startMatch(m.fixture.urn_id),
        ...feed.control.fastForward(m.fixture.urn_id, 120),
      ]),
    );
    const count = (...kinds: string[]) => incidents.filter((i) => kinds.includes(i.kind)).length;
    // About 4 cards and 10 corners a match.
    expect(count('yellow_card', 'red_card')).toBeGreaterThanOrEqual(8 * 2);
    expect(count('yellow_card', 'red_card')).toBeLessThanOrEqual(8 * 7);
    expect(count('corner')).toBeGreaterThanOrEqual(8 * 6);
    expect(count('corner')).toBeLessThanOrEqual(8 * 15);
  });

  it('gives another match of the world other incidents', () => {
    const feed = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    const other = createSimulator({ seed: 'another world', startTime: T0, speed: SPEED });
    const first = incidentsOf(playThrough(feed, prematch(feed, 'football').fixture.urn_id));
    const second = incidentsOf(playThrough(other, prematch(other, 'football').fixture.urn_id));
    expect(second.map((i) => [i.kind, i.side, i.match_time])).not.toEqual(
      first.map((i) => [i.kind, i.side, i.match_time]),
    );
  });

  it('plays tennis point by point with the server after each point', () => {
    const feed = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    const urn = prematch(feed, 'tennis').fixture.urn_id;
    const events = playThrough(feed, urn);
    const points = incidentsOf(events);
    expect(points.length).toBeGreaterThan(40);
    expect(points.every((p) => p.kind === 'point' && p.match_time === null)).toBe(true);
    expect(points.slice(0, -1).every((p) => p.server === 'home' || p.server === 'away')).toBe(true);
    // The winner of the match won its last point.
    expect(points.at(-1)?.score).toEqual(finalScore(events));
  });

  it.each([
    ['basketball', 'basket'],
    ['ice-hockey', 'goal'],
    ['cricket', 'runs'],
    ['cs2', 'round'],
    ['dota2', 'kill'],
  ])('plays %s with its scoring incident (%s)', (sport, kind) => {
    const feed = createSimulator({ seed: 'tracker', startTime: T0, speed: SPEED });
    const match = feed.snapshot().matches.find((m) => m.fixture.sport_key === sport && m.state.status === 0);
    if (!match) return expect.fail(`no prematch ${sport} match in this world`);
    const events = playThrough(feed, match.fixture.urn_id);
    const incidents = incidentsOf(events);
    expect(incidents.filter((i) => i.kind === kind).length).toBeGreaterThan(0);
    expect(incidents.at(-1)?.score).toEqual(finalScore(events));
  });
});
