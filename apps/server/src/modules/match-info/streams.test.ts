import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { simulatedFeed } from '../feed';

const start = Date.now();
const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({ seed: 'streams-test', speed: 60, startTime: () => start, outages: false }),
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });

interface ListedMatch {
  id: number;
  name: string;
  sport: { key: string };
  has_video: boolean;
}

async function listed(query: string): Promise<ListedMatch[]> {
  const answer = await get(`/matches?type=match&limit=100&${query}`);
  expect(answer.statusCode, query).toBe(200);
  return answer.json().data;
}

describe('matches with video', () => {
  it('are about one in four football and tennis matches, and has_video=1 lists only them', async () => {
    const football = await listed('sport_key=football');
    const marked = football.filter((m) => m.has_video).length;
    expect(marked).toBeGreaterThan(football.length / 8);
    expect(marked).toBeLessThan(football.length / 2);
    const withVideo = await listed('has_video=1');
    expect(withVideo.length).toBeGreaterThan(0);
    for (const match of withVideo) {
      expect(match.has_video).toBe(true);
      expect(['football', 'tennis']).toContain(match.sport.key);
    }
    expect((await listed('has_video=0')).every((m) => !m.has_video)).toBe(true);
  });

  it('answer their stream links and the player config of the built-in provider', async () => {
    const [match] = await listed('has_video=1&sport_key=football');
    if (!match) throw new Error('no football match with video');
    const streams = await get(`/matches/${match.id}/streams`);
    expect(streams.statusCode).toBe(200);
    const { data } = streams.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ provider: 'demo', language_code: 'en' });
    expect(data[0].url).toMatch(/^demo-canvas:/);

    const video = await get(`/matches/${match.id}/video`);
    expect(video.statusCode).toBe(200);
    expect(video.json()).toEqual({
      match_id: match.id,
      provider: 'demo',
      player: 'demo-canvas',
      url: data[0].url,
      language_code: 'en',
      title: match.name,
      loop: true,
    });
  });

  it('a match without video has no streams, and its video is 404; a bad id is 400, an unknown match 404', async () => {
    const [match] = await listed('has_video=0&sport_key=basketball');
    if (!match) throw new Error('no basketball match');
    expect((await get(`/matches/${match.id}/streams`)).json()).toEqual({ data: [] });
    const video = await get(`/matches/${match.id}/video`);
    expect(video.statusCode).toBe(404);
    expect(video.json()).toMatchObject({ code: 'not_found' });
    for (const path of ['streams', 'video']) {
      for (const bad of ['abc', '0', '-1', '2147483648']) {
        const answer = await get(`/matches/${bad}/${path}`);
        expect(answer.statusCode, `${path} ${bad}`).toBe(400);
        expect(answer.json().code, `${path} ${bad}`).toBeTruthy();
      }
      const unknown = await get(`/matches/2147483647/${path}`);
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
