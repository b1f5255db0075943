import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { TIMELINE_LENGTH } from '@sportsbook/domain/match-incidents';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { simulatedFeed } from '../feed';
import { createTestClient } from '../players/testing';

const start = Date.now();
const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({ seed: 'timeline-test', speed: 60, startTime: () => start, outages: false }),
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });
const control = (url: string, payload?: object) =>
  createTestClient(testApp.app).post(`/api/dev/feed${url}`, payload);

interface TimelineAnswer {
  match_id: number;
  incidents: { seq: number; kind: string; side: string; score: { home: number; away: number } }[];
}

async function prematchFootball(): Promise<number> {
  const { data } = (await get('/matches?sport_key=football&match_status=0&type=match&limit=1')).json();
  return data[0].id;
}

describe('GET /matches/{id}/timeline', () => {
  it('answers an empty timeline before kick-off, then the latest incidents, oldest first', async () => {
    const id = await prematchFootball();
    expect((await get(`/matches/${id}/timeline`)).json()).toEqual({ match_id: id, incidents: [] });

    expect((await control(`/matches/${id}/start`)).statusCode).toBe(200);
    expect((await control(`/matches/${id}/fast-forward`, { minutes: 60 })).statusCode).toBe(200);
    const answer = await get(`/matches/${id}/timeline`);
    expect(answer.statusCode).toBe(200);
    const timeline: TimelineAnswer = answer.json();
    expect(timeline.match_id).toBe(id);
    // An hour of football holds far more than a timeline keeps: only the latest are left.
    expect(timeline.incidents).toHaveLength(TIMELINE_LENGTH);
    const seqs = timeline.incidents.map((i) => i.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect((seqs.at(-1) ?? 0) - (seqs[0] ?? 0)).toBe(TIMELINE_LENGTH - 1);
    expect(seqs[0]).toBeGreaterThan(0);
    // The last incident's score is the match's.
    const match = (await get(`/matches/${id}`)).json();
    expect(timeline.incidents.at(-1)?.score).toEqual(match.statistics.total_score);
  });

  it('publishes each batch of incidents on the match channel, as the timeline then answers them', async () => {
    const id = await prematchFootball();
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    try {
      await control(`/matches/${id}/start`);
      await control(`/matches/${id}/fast-forward`, { minutes: 5 });
      const published = publish.mock.calls
        .filter(([channel]) => channel === `match:${id}`)
        .map(([, event]) => event as RealtimeEvent)
        .flatMap((event) => (event.type === 'match_incidents' ? event.data.incidents : []));
      expect(published.length).toBeGreaterThan(0);
      const timeline: TimelineAnswer = (await get(`/matches/${id}/timeline`)).json();
      expect(timeline.incidents).toEqual(published.slice(-TIMELINE_LENGTH));
    } finally {
      publish.mockRestore();
    }
  });

  it('refuses an unknown match with 404 and a bad id with 400, in the spec error body', async () => {
    const unknown = await get('/matches/2147483647/timeline');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      const answer = await get(`/matches/${bad}/timeline`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code, bad).toBeTruthy();
    }
  });
});
