import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { simulatedFeed } from '../feed';

const start = Date.now();
const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({ seed: 'statistics-test', speed: 60, startTime: () => start, outages: false }),
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });

interface Team {
  id: string;
  name: string;
}
interface Game {
  season: number;
  round: number;
  home: Team;
  away: Team;
  score: { home: number; away: number };
}

async function prematchFootball() {
  const { data } = (await get('/matches?sport_key=football&match_status=0&type=match&limit=1')).json();
  return data[0] as { id: number; competitors: { home: Team; away: Team } };
}

describe('GET /matches/{id}/statistics', () => {
  it('answers the form of both teams, their meetings and the table, the same on every call', async () => {
    const match = await prematchFootball();
    const form = await get(`/matches/${match.id}/statistics?type=form`);
    expect(form.statusCode).toBe(200);
    const formBody = form.json();
    expect(formBody).toMatchObject({ match_id: match.id, type: 'form' });
    expect(formBody.home.length).toBeGreaterThan(0);
    expect(formBody.home.length).toBeLessThanOrEqual(5);
    for (const entry of formBody.home) expect(entry.game[entry.venue].name).toBe(match.competitors.home.name);
    for (const entry of formBody.away) expect(entry.game[entry.venue].name).toBe(match.competitors.away.name);
    expect((await get(`/matches/${match.id}/statistics?type=form`)).json()).toEqual(formBody);

    const h2h = (await get(`/matches/${match.id}/statistics?type=h2h`)).json();
    expect(h2h.type).toBe('h2h');
    expect(h2h.meetings.length).toBeGreaterThan(0);
    const names = new Set([match.competitors.home.name, match.competitors.away.name]);
    for (const game of h2h.meetings as Game[]) {
      expect(names.has(game.home.name) && names.has(game.away.name)).toBe(true);
    }

    const standings = (await get(`/matches/${match.id}/statistics?type=standings`)).json();
    expect(standings.type).toBe('standings');
    const rows: { position: number; team: Team; won: number; drawn: number; points: number }[] =
      standings.rows;
    const tableNames = rows.map((row) => row.team.name);
    expect(tableNames).toContain(match.competitors.home.name);
    expect(tableNames).toContain(match.competitors.away.name);
    for (const row of rows) expect(row.points).toBe(3 * row.won + row.drawn);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1));
  });

  it('refuses an unknown type or a bad id with 400 and an unknown match with 404, in the spec error body', async () => {
    const match = await prematchFootball();
    for (const query of ['?type=lineups', '?type=', '']) {
      const answer = await get(`/matches/${match.id}/statistics${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code, query).toBeTruthy();
    }
    for (const bad of ['abc', '0', '-1', '2147483648']) {
      const answer = await get(`/matches/${bad}/statistics?type=form`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code, bad).toBeTruthy();
    }
    const unknown = await get('/matches/2147483647/statistics?type=form');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 404 for an outright, which has no two teams to preview', async () => {
    const { data } = (await get('/matches?type=outright&limit=1')).json();
    expect(data.length).toBe(1);
    const answer = await get(`/matches/${data[0].id}/statistics?type=standings`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found' });
  });
});
