import { describe, expect, it } from 'vitest';
import { type FeedControlCall, performControlCall, type RecordedControlCall } from '../adapter';
import type { FeedEvent, FeedMatchSnapshot } from '../types';
import { createSimulator, type Simulator, simulatorWorld } from './simulator';

const T0 = Date.UTC(2026, 5, 1, 18);
const SPEED = 60;
const options = { seed: 'resume', speed: SPEED };

/** A simulator whose control calls are recorded as a server records them: with the feed's time. */
function recorded(startTime: number) {
  const feed = createSimulator({ ...options, startTime });
  const history: RecordedControlCall[] = [];
  const call = (c: FeedControlCall): FeedEvent[] => {
    const events = performControlCall(feed.control, c);
    history.push({ at: feed.now, call: c });
    return events;
  };
  return { feed, history, call };
}

const prematch = (feed: Simulator, sport: string, skip = 0): string => {
  const found = feed.snapshot().matches.filter((m) => m.fixture.sport_key === sport && m.state.status === 0)[
    skip
  ];
  if (!found) throw new Error(`no prematch ${sport} match`);
  return found.fixture.urn_id;
};
const byUrn = (matches: FeedMatchSnapshot[]) =>
  [...matches].sort((a, b) => a.fixture.urn_id.localeCompare(b.fixture.urn_id));
const of = <T extends FeedEvent['type']>(events: FeedEvent[], type: T) =>
  events.filter((e): e is Extract<FeedEvent, { type: T }> => e.type === type);

describe('a simulator resumed from recorded control calls', { timeout: 60_000 }, () => {
  it('shows what the steered simulator shows at the same time, and corrects what it finished', () => {
    const a = recorded(T0);
    const finished = prematch(a.feed, 'football');
    const forced = prematch(a.feed, 'football', 1);
    const suspended = prematch(a.feed, 'basketball');
    const cancelled = prematch(a.feed, 'tennis');
    const running = prematch(a.feed, 'ice-hockey');
    a.call({ kind: 'startMatch', match: finished, options: { calm: true } });
    a.call({ kind: 'forcePrice', match: forced, marketId: 1, specifier: '', outcomeId: '1', odds: 7_777 });
    a.feed.advanceTo(T0 + 20_000);
    a.call({ kind: 'suspendMarket', match: suspended, marketId: 219, specifier: '' });
    a.call({ kind: 'fastForward', match: running, minutes: 25 });
    a.call({ kind: 'finishMatch', match: finished, finalScore: { home: 4, away: 3 } });
    a.feed.advanceTo(T0 + 40_000);
    a.call({ kind: 'cancelMatch', match: cancelled, reason: 'weather' });
    a.call({ kind: 'setProviderActive', provider: 'oddin', active: false });
    a.call({ kind: 'correctResult', match: finished, finalScore: { home: 2, away: 2 } });
    // A call the feed refused is not recorded by the server; one on a match the world never had is ignored.
    a.history.push({ at: T0 + 40_000, call: { kind: 'startMatch', match: 'sr:match:1' } });
    const later = T0 + 120_000;
    for (let t = T0 + 41_000; t <= later; t += 1000) a.feed.advanceTo(t);

    const b = createSimulator({ ...options, startTime: later, history: a.history });
    const snapshotA = a.feed.snapshot();
    const snapshotB = b.snapshot();
    expect(byUrn(snapshotB.matches)).toEqual(byUrn(snapshotA.matches));
    expect(snapshotB.providers).toEqual(snapshotA.providers);
    // The steered matches as the steered feed left them: the finished and cancelled ones closed.
    const urns = new Set(snapshotB.matches.map((m) => m.fixture.urn_id));
    expect(urns.has(finished)).toBe(false);
    expect(urns.has(cancelled)).toBe(false);
    const inB = (urn: string) => snapshotB.matches.find((m) => m.fixture.urn_id === urn);
    expect(inB(running)?.state.status).not.toBe(0);
    expect(inB(forced)?.markets.find((m) => m.id === 1)?.outcomes[0]?.odds).toBe(7_777);
    expect(inB(suspended)?.markets.find((m) => m.id === 219)?.status).toBe(-1);

    // Both go on alike (events of one moment may come in another order of matches; oddin's are held in both).
    const next = later + 30_000;
    const canonical = (events: FeedEvent[]) => events.map((e) => JSON.stringify(e)).sort();
    expect(canonical(b.advanceTo(next))).toEqual(canonical(a.feed.advanceTo(next)));
    const again = { home: 0, away: 1 };
    expect(b.control.correctResult(finished, again)).toEqual(a.feed.control.correctResult(finished, again));
  });

  it('leaves out calls made after its start time', () => {
    const a = recorded(T0);
    const urn = prematch(a.feed, 'football');
    a.feed.advanceTo(T0 + 10_000);
    a.call({ kind: 'startMatch', match: urn });
    const b = createSimulator({ ...options, startTime: T0 + 5_000, history: a.history });
    expect(b.snapshot().matches.find((m) => m.fixture.urn_id === urn)?.state.status).toBe(0);
  });

  it('keeps the matches that closed before it started, so their results can be corrected', () => {
    const a = recorded(T0);
    const finished = prematch(a.feed, 'football');
    const natural = a.feed
      .snapshot()
      .matches.find(
        (m) =>
          m.fixture.sport_key === 'football' &&
          Math.abs(m.fixture.start_time - T0) < 60_000 &&
          m.state.status < 2 &&
          m.fixture.urn_id !== finished,
      )?.fixture.urn_id;
    if (!natural) throw new Error('no football match about to start');
    a.call({ kind: 'finishMatch', match: finished, finalScore: { home: 1, away: 0 } });
    const closed = T0 + 5 * 60_000;
    for (let t = T0 + 10_000; t <= closed; t += 10_000) a.feed.advanceTo(t);
    const shown = new Set(a.feed.snapshot().matches.map((m) => m.fixture.urn_id));
    expect(shown.has(finished) || shown.has(natural)).toBe(false);

    const b = createSimulator({ ...options, startTime: closed, history: a.history });
    for (const urn of [finished, natural]) {
      if (urn === finished) expect(a.history).toHaveLength(1);
      const correction = b.control.correctResult(urn, { home: 0, away: 2 });
      expect(of(correction, 'rollback_bet_settlement')).toHaveLength(1);
      expect(correction).toEqual(a.feed.control.correctResult(urn, { home: 0, away: 2 }));
    }
  });

  it('names its world by seed and speed', () => {
    expect(simulatorWorld(options)).toBe('simulator:resume:60');
    expect(simulatorWorld({ seed: 'resume', speed: 10 })).not.toBe(simulatorWorld(options));
  });
});
