import type { Market } from '@sportsbook/contracts/catalogue';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { marketKey } from '@sportsbook/domain/selection-key';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLiveState } from './live-state';
import { useLiveStore } from './live-store';
import { kickOffStatistics } from './testing';

const stats = kickOffStatistics;
const match = { id: 7, status: 1, statistics: stats, provider: 'betradar' } as const;

const market: Market = {
  match_urn_id: 'sr:match:7',
  id: 1,
  name: '1x2',
  status: 1,
  specifier: '',
  outcomes: [{ id: '1', name: 'Home', active: true, odds: 2000 }],
  market_groups: ['all', 'main'],
  priority: 1,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
};

afterEach(() => useLiveStore.setState(emptyLiveState));

describe('live store seeding', () => {
  it('lands many seeds in one store update', async () => {
    let updates = 0;
    const stop = useLiveStore.subscribe(() => {
      updates += 1;
    });
    for (let id = 1; id <= 50; id++) {
      useLiveStore.getState().seedMatch({ ...match, id });
      useLiveStore.getState().seedMarkets(id, [market]);
    }
    expect(updates).toBe(0);
    // The seeds land together, on a timer of the store's: wait for the first update, then check it was the only one.
    await vi.waitFor(() => expect(updates).toBeGreaterThan(0));
    stop();
    expect(updates).toBe(1);
    expect(Object.keys(useLiveStore.getState().matches)).toHaveLength(50);
    expect(Object.keys(useLiveStore.getState().markets)).toHaveLength(50);
  });

  it('applies waiting seeds before a real-time change, so the change is compared with the seeded price', () => {
    useLiveStore.getState().seedMatch(match);
    useLiveStore.getState().seedMarkets(match.id, [market]);
    const event: RealtimeEvent = {
      type: 'markets_changed',
      data: {
        match_id: match.id,
        markets: [{ id: 1, specifier: '', status: 1, outcomes: [{ id: '1', odds: 2500, active: true }] }],
      },
    };
    useLiveStore.getState().apply(event);
    const outcome =
      useLiveStore.getState().markets[marketKey({ matchId: match.id, marketId: 1, specifier: '' })]?.outcomes[
        '1'
      ];
    expect(outcome?.odds).toBe(2500);
    expect(outcome?.direction).toBe('up');
  });
});
