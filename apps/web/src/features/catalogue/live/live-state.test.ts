import type { Market } from '@sportsbook/contracts/catalogue';
import { marketKey } from '@sportsbook/domain/selection-key';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, emptyLiveState, seedMarkets, seedMatch, takenFromMatchChannel } from './live-state';
import { kickOffStatistics } from './testing';

const stats = kickOffStatistics;

const market: Market = {
  match_urn_id: 'sr:match:1',
  id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: 'Home', active: true, odds: 2000 },
    { id: '2', name: 'Away', active: true, odds: 3000 },
  ],
  market_groups: ['all', 'main'],
  priority: 1,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
};

const seeded = seedMarkets(
  seedMatch(emptyLiveState, { id: 7, status: 1, statistics: stats, provider: 'betradar' }),
  7,
  [market],
);
const key = marketKey({ matchId: 7, marketId: 1, specifier: '' });

const priceChange = (odds: number, status = 1) => ({
  type: 'markets_changed' as const,
  data: {
    match_id: 7,
    markets: [{ id: 1, specifier: '', status, outcomes: [{ id: '1', odds, active: true }] }],
  },
});

describe('live state', () => {
  it('marks a price that rose as up and one that fell as down, with the time of the change', () => {
    const up = applyLiveEvent(seeded, priceChange(2200), { now: 100 });
    expect(up.markets[key]?.outcomes['1']).toEqual({
      odds: 2200,
      active: true,
      direction: 'up',
      changedAt: 100,
    });
    expect(up.markets[key]?.outcomes['2']?.odds).toBe(3000);
    const down = applyLiveEvent(up, priceChange(1900), { now: 200 });
    expect(down.markets[key]?.outcomes['1']).toMatchObject({ direction: 'down', changedAt: 200 });
  });

  it('keeps the last mark when the same price arrives again (every listener applies an event)', () => {
    const once = applyLiveEvent(seeded, priceChange(2200), { now: 100 });
    const twice = applyLiveEvent(once, priceChange(2200), { now: 150 });
    expect(twice.markets[key]?.outcomes['1']).toMatchObject({ direction: 'up', changedAt: 100 });
  });

  it('suspends and reopens a market, and records a dropped one with status 0', () => {
    const suspended = applyLiveEvent(seeded, priceChange(2000, -1), { now: 1 });
    expect(suspended.markets[key]?.status).toBe(-1);
    expect(applyLiveEvent(suspended, priceChange(2000, 1), { now: 2 }).markets[key]?.status).toBe(1);
    expect(applyLiveEvent(seeded, priceChange(2000, 0), { now: 3 }).markets[key]?.status).toBe(0);
  });

  it('counts changes to markets the page did not have', () => {
    const event = {
      type: 'markets_changed' as const,
      data: { match_id: 7, markets: [{ id: 18, specifier: 'total=2.5', status: 1, outcomes: [] }] },
    };
    expect(applyLiveEvent(seeded, event, { now: 1 }).unknownMarkets[7]).toBe(1);
  });

  it('takes clock, score and status changes', () => {
    const changed = applyLiveEvent(
      seeded,
      {
        type: 'match_changed',
        data: [{ id: 7, status: 1, statistics: { ...stats, total_score: { home: 1, away: 0 } } }],
      },
      { now: 1 },
    );
    expect(changed.matches[7]?.statistics?.total_score).toEqual({ home: 1, away: 0 });
    expect(changed.matches[7]?.provider).toBe('betradar');
    const finished = applyLiveEvent(
      changed,
      { type: 'match_status_changed', data: [{ id: 7, status: 4 }] },
      { now: 2 },
    );
    expect(finished.matches[7]?.status).toBe(4);
    expect(finished.matches[7]?.statistics?.total_score).toEqual({ home: 1, away: 0 });
  });

  it('takes only prices from a match channel: its period names are not in the page language', () => {
    const english = {
      type: 'match_changed' as const,
      data: [{ id: 7, status: 1, statistics: { ...stats, period_score: [] } }],
    };
    expect(takenFromMatchChannel(english)).toBe(false);
    expect(takenFromMatchChannel(priceChange(2100))).toBe(true);
    expect(takenFromMatchChannel({ type: 'match_status_changed', data: [{ id: 7, status: 2 }] })).toBe(true);
  });

  it('does not let a later page render overwrite what real time said', () => {
    const live = applyLiveEvent(seeded, priceChange(2500), { now: 1 });
    expect(seedMarkets(live, 7, [market]).markets[key]?.outcomes['1']?.odds).toBe(2500);
    expect(
      seedMatch(live, { id: 7, status: 0, statistics: stats, provider: 'betradar' }).matches[7]?.status,
    ).toBe(1);
  });

  it('follows provider status', () => {
    const down = applyLiveEvent(
      seeded,
      { type: 'provider_status_changed', data: { provider: 'oddin', active: false } },
      { now: 1 },
    );
    expect(down.inactiveProviders).toEqual(['oddin']);
    const up = applyLiveEvent(
      down,
      { type: 'provider_status_changed', data: { provider: 'oddin', active: true } },
      { now: 2 },
    );
    expect(up.inactiveProviders).toEqual([]);
  });

  it('ignores events of matches the test-provider override hides', () => {
    const accepts = (match: { provider: string } | undefined) => match?.provider === 'oddin';
    expect(applyLiveEvent(seeded, priceChange(2500), { now: 1, accepts })).toBe(seeded);
    expect(
      applyLiveEvent(
        seeded,
        { type: 'match_status_changed', data: [{ id: 7, status: 4 }] },
        { now: 1, accepts },
      ),
    ).toBe(seeded);
  });
});
