import { beforeEach, describe, expect, it } from 'vitest';
import { FeedControlError } from '../adapter';
import type { FeedEvent, FeedMatchSnapshot } from '../types';
import { createSimulator, type Simulator } from './simulator';

const T0 = Date.UTC(2026, 5, 1, 18);

let feed: Simulator;

beforeEach(() => {
  feed = createSimulator({ seed: 'control', startTime: T0, speed: 60 });
});

function find(predicate: (m: FeedMatchSnapshot) => boolean): FeedMatchSnapshot {
  const match = feed.snapshot().matches.find(predicate);
  if (!match) throw new Error('no such match in the feed');
  return match;
}

const prematchFootball = () => find((m) => m.fixture.sport_key === 'football' && m.state.status === 0);
const current = (urn: string) => feed.snapshot().matches.find((m) => m.fixture.urn_id === urn);
const of = <T extends FeedEvent['type']>(events: FeedEvent[], type: T) =>
  events.filter((e): e is Extract<FeedEvent, { type: T }> => e.type === type);

function codeOf(action: () => unknown): string | null {
  try {
    action();
    return null;
  } catch (error) {
    return error instanceof FeedControlError ? error.code : 'other';
  }
}

describe('control surface', { timeout: 60_000 }, () => {
  it('starts a prematch match now', () => {
    const urn = prematchFootball().fixture.urn_id;
    const events = feed.control.startMatch(urn);
    expect(of(events, 'fixture_changed')[0]?.fixture.start_time).toBe(T0);
    expect(of(events, 'match_status_changed')[0]?.state.status).toBe(1);
    expect(current(urn)?.state.status).toBe(1);
    expect(codeOf(() => feed.control.startMatch(urn))).toBe('invalid_state');
  });

  it('starts a match calm: no bet stops around its dangers, while the same match otherwise has some', () => {
    const urn = prematchFootball().fixture.urn_id;
    const stopsIn = (events: FeedEvent[]) => of(events, 'bet_stop').length;
    const calm = [...feed.control.startMatch(urn, { calm: true }), ...feed.control.fastForward(urn, 60)];
    expect(current(urn)?.state.status).toBe(1);
    expect(of(calm, 'odds_changed').length).toBeGreaterThan(0);
    expect(stopsIn(calm)).toBe(0);
    const again = createSimulator({ seed: 'control', startTime: T0, speed: 60 });
    const usual = [...again.control.startMatch(urn), ...again.control.fastForward(urn, 60)];
    expect(stopsIn(usual)).toBeGreaterThan(0);
  });

  it('fast-forwards a match, through to its end', () => {
    const urn = prematchFootball().fixture.urn_id;
    feed.control.fastForward(urn, 30);
    expect(current(urn)?.state.clock?.match_time).toBe(30 * 60);
    const events = feed.control.fastForward(urn, 200);
    const settlement = of(events, 'bet_settlement')[0];
    expect(settlement?.results.length).toBeGreaterThan(20);
    expect(current(urn)?.state.status).toBe(4);
    expect(current(urn)?.results).toEqual(settlement?.results);
    expect(codeOf(() => feed.control.fastForward(urn, 5))).toBe('invalid_state');
    expect(codeOf(() => feed.control.fastForward(prematchFootball().fixture.urn_id, -5))).toBe(
      'invalid_argument',
    );
  });

  it('finishes a match with a given score and settles every market on it', () => {
    const urn = prematchFootball().fixture.urn_id;
    feed.control.startMatch(urn);
    const events = feed.control.finishMatch(urn, {
      home: 2,
      away: 1,
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    });
    const finished = of(events, 'match_status_changed')[0];
    expect(finished?.state.status).toBe(4);
    expect(finished?.state.total_score).toEqual({ home: 2, away: 1 });
    expect(finished?.state.winner).toBe('home');
    const results = of(events, 'bet_settlement')[0]?.results ?? [];
    const result = (id: number, spec: string, outcome: string) =>
      results
        .find((r) => r.market_id === id && r.specifier === spec)
        ?.outcomes.find((o) => o.outcome_id === outcome)?.result;
    expect(result(1, '', '1')).toBe('won');
    expect(result(1, '', '2')).toBe('lost');
    expect(result(60, '', '1')).toBe('won');
    expect(result(83, '', '2')).toBe('won');
    expect(result(18, 'total=2.75', '12')).toBe('half_won');
    expect(result(41, '', '2:1')).toBe('won');
    expect(current(urn)?.markets.every((m) => m.status === -3)).toBe(true);
  });

  it('finishes with the current score when none is given, and refuses impossible scores', () => {
    const tennisUrn = find((m) => m.fixture.sport_key === 'tennis' && m.state.status === 0).fixture.urn_id;
    expect(codeOf(() => feed.control.finishMatch(tennisUrn, { home: 3, away: 0 }))).toBe('invalid_score');
    expect(current(tennisUrn)?.state.status).toBe(0);
    const urn = prematchFootball().fixture.urn_id;
    feed.control.startMatch(urn);
    const events = feed.control.finishMatch(urn);
    expect(of(events, 'match_status_changed')[0]?.state.total_score).toEqual({ home: 0, away: 0 });
  });

  it('forces a price until the score changes', () => {
    const urn = prematchFootball().fixture.urn_id;
    const events = feed.control.forcePrice(urn, 1, '', '1', 5000);
    const market = of(events, 'odds_changed')[0]?.markets[0];
    expect(market?.outcomes.find((o) => o.id === '1')?.odds).toBe(5000);
    expect(current(urn)?.markets.find((m) => m.id === 1)?.outcomes[0]?.odds).toBe(5000);
    // Play on until the first goal: the forced price gives way to the model.
    let scored = false;
    for (let minute = 0; minute < 120 && !scored; minute += 5) {
      feed.control.fastForward(urn, 5);
      const score = current(urn)?.state.total_score;
      scored = (score?.home ?? 0) + (score?.away ?? 0) > 0 || current(urn)?.state.status !== 1;
    }
    if (current(urn)?.state.status === 1) {
      expect(current(urn)?.markets.find((m) => m.id === 1)?.outcomes[0]?.odds).not.toBe(5000);
    }
    expect(codeOf(() => feed.control.forcePrice(urn, 999, '', '1', 5000))).not.toBeNull();
    const other = prematchFootball().fixture.urn_id;
    expect(codeOf(() => feed.control.forcePrice(other, 1, '', '1', 1000))).toBe('invalid_argument');
    expect(codeOf(() => feed.control.forcePrice(other, 1, '', '99', 2000))).toBe('unknown_outcome');
    expect(codeOf(() => feed.control.forcePrice(other, 18, 'total=9.5', '12', 2000))).toBe('unknown_market');
  });

  it('suspends and reopens a market', () => {
    const urn = prematchFootball().fixture.urn_id;
    const stop = feed.control.suspendMarket(urn, 18, 'total=2.5');
    expect(of(stop, 'bet_stop')[0]?.markets).toEqual([{ market_id: 18, specifier: 'total=2.5' }]);
    expect(current(urn)?.markets.find((m) => m.id === 18 && m.specifier === 'total=2.5')?.status).toBe(-1);
    expect(current(urn)?.markets.find((m) => m.id === 1)?.status).toBe(1);
    const reopen = feed.control.reopenMarket(urn, 18, 'total=2.5');
    expect(of(reopen, 'odds_changed')[0]?.markets[0]?.status).toBe(1);
    expect(current(urn)?.markets.find((m) => m.id === 18 && m.specifier === 'total=2.5')?.status).toBe(1);
  });

  it('takes a provider down, holds its events and delivers them when it is back', () => {
    const down = feed.control.setProviderActive('oddin', false);
    expect(down).toEqual([{ type: 'provider_status_changed', at: T0, provider: 'oddin', active: false }]);
    expect(feed.snapshot().providers.find((p) => p.provider === 'oddin')?.active).toBe(false);
    const held: FeedEvent[] = [];
    for (let i = 1; i <= 60; i++) held.push(...feed.advanceTo(T0 + i * 1000));
    const urn = (e: FeedEvent) =>
      'match_urn_id' in e ? e.match_urn_id : e.type === 'fixture_changed' ? e.fixture.urn_id : '';
    const oddin = (e: FeedEvent) => urn(e).startsWith('od:');
    expect(held.filter(oddin)).toEqual([]);
    expect(held.some((e) => urn(e).startsWith('sr:'))).toBe(true);
    const up = feed.control.setProviderActive('oddin', true);
    expect(up[0]).toEqual({
      type: 'provider_status_changed',
      at: T0 + 60_000,
      provider: 'oddin',
      active: true,
    });
    expect(up.slice(1).length).toBeGreaterThan(0);
    expect(up.slice(1).every(oddin)).toBe(true);
    expect(codeOf(() => feed.control.setProviderActive('betconstruct', false))).toBe('invalid_argument');
  });

  it('corrects a result: a rollback of every market, then a new settlement', () => {
    const urn = prematchFootball().fixture.urn_id;
    const first = of(feed.control.finishMatch(urn, { home: 2, away: 1 }), 'bet_settlement')[0];
    const events = feed.control.correctResult(urn, { home: 1, away: 1 });
    expect(events.map((e) => e.type)).toEqual([
      'rollback_bet_settlement',
      'match_status_changed',
      'bet_settlement',
    ]);
    const rollback = of(events, 'rollback_bet_settlement')[0];
    expect(rollback?.markets).toEqual(
      first?.results.map((r) => ({ market_id: r.market_id, specifier: r.specifier })),
    );
    const corrected = of(events, 'bet_settlement')[0]?.results ?? [];
    const dnb = corrected.find((r) => r.market_id === 11);
    expect(dnb?.outcomes.map((o) => [o.result, o.void_factor])).toEqual([
      ['void', 1],
      ['void', 1],
    ]);
    expect(current(urn)?.state.total_score).toEqual({ home: 1, away: 1 });
    // Still correctable after the match has closed and left the feed.
    for (let i = 1; i <= 120; i++) feed.advanceTo(T0 + i * 1000);
    expect(current(urn)).toBeUndefined();
    expect(of(feed.control.correctResult(urn, { home: 0, away: 3 }), 'bet_settlement')).toHaveLength(1);
    const live = prematchFootball().fixture.urn_id;
    expect(codeOf(() => feed.control.correctResult(live, { home: 1, away: 0 }))).toBe('invalid_state');
  });

  it('cancels a match: bets void, the match closes and leaves', () => {
    const urn = prematchFootball().fixture.urn_id;
    const events = feed.control.cancelMatch(urn, 'weather');
    expect(of(events, 'bet_cancel')[0]).toMatchObject({ markets: null, reason: 'weather' });
    expect(of(events, 'match_status_changed')[0]?.state).toMatchObject({ status: 3, phase: 'abandoned' });
    expect(current(urn)).toBeUndefined();
    expect(codeOf(() => feed.control.startMatch(urn))).toBe('unknown_match');
  });

  it('settles an outright on its winner', () => {
    const outright = find((m) => m.fixture.type === 'outright' && m.state.status === 0);
    expect(codeOf(() => feed.control.startMatch(outright.fixture.urn_id))).toBe('invalid_state');
    const events = feed.control.finishMatch(outright.fixture.urn_id);
    const results = of(events, 'bet_settlement')[0]?.results[0]?.outcomes ?? [];
    expect(results.filter((o) => o.result === 'won')).toHaveLength(1);
    expect(results.length).toBe(outright.markets[0]?.outcomes.length);
  });

  it('names unknown matches', () => {
    expect(codeOf(() => feed.control.finishMatch('sr:match:1'))).toBe('unknown_match');
  });
});
