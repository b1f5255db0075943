import type { Statistics } from '@sportsbook/contracts/catalogue';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { describe, expect, it } from 'vitest';
import type { Realtime } from '../realtime/realtime';
import type { IngestChanges } from './ingest-changes';
import { publishChanges } from './publish-changes';

const statistics: Statistics = {
  clock: null,
  phase: 'in_play',
  period_number: 2,
  total_score: { home: 1, away: 0 },
  game_score: null,
  period_score: [
    { home: 1, away: 0, period_key: '1st_half', period_name: '1st half', number: 1, type: 'regular_period' },
    { home: 0, away: 0, period_key: '2nd_half', period_name: '2nd half', number: 2, type: 'regular_period' },
  ],
  current_server: null,
  max_period_number: 2,
};

function recordingRealtime() {
  const published = new Map<string, RealtimeEvent[]>();
  const realtime: Realtime = {
    node: undefined,
    async publish(channel, event) {
      published.set(channel, [...(published.get(channel) ?? []), event]);
    },
    async close() {},
  };
  return { realtime, published };
}

const periodNames = (events: RealtimeEvent[] | undefined) =>
  (events ?? []).flatMap((event) =>
    event.type === 'match_changed'
      ? event.data.flatMap((m) => m.statistics.period_score.map((p) => p.period_name))
      : [],
  );

describe('publishing feed changes', () => {
  it('sends each locale’s public channel period names in its language', async () => {
    const { realtime, published } = recordingRealtime();
    const changes: IngestChanges = {
      matches: new Map([[7, { id: 7, status: 1, statistics }]]),
      statusChanges: [{ id: 7, status: 1 }],
      markets: new Map(),
      providers: [],
      settlements: [],
      rollbacks: [],
      incidents: new Map(),
    };
    await publishChanges(realtime, changes);
    expect(periodNames(published.get('public:en'))).toEqual(['1st half', '2nd half']);
    expect(periodNames(published.get('public:de'))).toEqual(['1. Halbzeit', '2. Halbzeit']);
    expect(periodNames(published.get('public:pt'))).toEqual(['1.ª parte', '2.ª parte']);
    expect(periodNames(published.get('public:ja'))).toEqual(['前半', '後半']);
    // The match channel serves every locale: it keeps the feed's names.
    expect(periodNames(published.get('match:7'))).toEqual(['1st half', '2nd half']);
    // Every locale still hears the status change, once.
    expect(published.get('public:ko')?.map((e) => e.type)).toEqual(['match_changed', 'match_status_changed']);
    // What was ingested is left as it was.
    expect(statistics.period_score[0]?.period_name).toBe('1st half');
  });
});
