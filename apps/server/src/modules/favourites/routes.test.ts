import { FAVOURITES_PER_TYPE_LIMIT } from '@sportsbook/contracts/favourites';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/favourites';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient, type TestClient } from '../players/testing';

const testApp = useTestApp();
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

const base = '/api/sportsbook';
const ids = async (client: TestClient, url: string) => {
  const response = await client.get(`${base}${url}`);
  expect(response.statusCode, url).toBe(200);
  return response.json().favoriteIds as number[];
};
const star = (client: TestClient, type: string, id: number | string) =>
  client.post(`${base}/favourites/${type}/${id}`);
const unstar = (client: TestClient, type: string, id: number | string) =>
  client.delete(`${base}/favourites/${type}/${id}`);
const slugs = (body: { data: { slug: string }[] }) => body.data.map((m) => m.slug).sort();

describe('favourites for visitors', () => {
  it('answers every favourites call with 401 and the spec error body', async () => {
    const visitor = createTestClient(testApp.app);
    const id = fixture.matches.prematch.id;
    for (const response of [
      await visitor.get(`${base}/favourites/matches`),
      await star(visitor, 'matches', id),
      await unstar(visitor, 'matches', id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized', data: {} });
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('gives a visitor an empty favourite-matches list, not an error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${base}/matches?favourite=1` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], pagination: { total: 0, page: 1 } });
    // Leaving favourites out leaves a visitor every match.
    const all = (await testApp.app.inject({ method: 'GET', url: `${base}/matches?favourite=false` })).json();
    expect(all.pagination.total).toBe(4);
  });
});

describe('favourites of a player', () => {
  it('stars matches and tournaments, the latest first, once each', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { prematch, live, esports } = fixture.matches;
    expect((await star(client, 'matches', prematch.id)).json()).toEqual({ favoriteIds: [prematch.id] });
    await star(client, 'matches', esports.id);
    const again = await star(client, 'matches', prematch.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().favoriteIds).toEqual([esports.id, prematch.id]);
    await star(client, 'matches', live.id);
    expect(await ids(client, '/favourites/matches')).toEqual([live.id, esports.id, prematch.id]);

    const tournament = fixture.tournaments.major.id;
    expect((await star(client, 'tournaments', tournament)).json()).toEqual({ favoriteIds: [tournament] });
    expect(await ids(client, '/favourites/tournaments')).toEqual([tournament]);
    // Types are kept apart.
    expect(await ids(client, '/favourites/matches')).toEqual([live.id, esports.id, prematch.id]);
  });

  it('unstars, and unstarring twice is no error', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { prematch, esports } = fixture.matches;
    await star(client, 'matches', prematch.id);
    await star(client, 'matches', esports.id);
    const removed = await unstar(client, 'matches', prematch.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ favoriteIds: [esports.id] });
    const twice = await unstar(client, 'matches', prematch.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ favoriteIds: [esports.id] });
    expect(await ids(client, '/favourites/matches')).toEqual([esports.id]);
  });

  it('keeps each player’s favourites to themselves', async () => {
    const first = await createSignedInPlayer(testApp.app, testApp.database.db);
    const second = await createSignedInPlayer(testApp.app, testApp.database.db);
    await star(first.client, 'matches', fixture.matches.prematch.id);
    expect(await ids(second.client, '/favourites/matches')).toEqual([]);
    expect((await second.client.get(`${base}/matches?favourite=1`)).json().data).toEqual([]);
  });

  it('narrows favourites by match status and bettable, tournaments by their matches', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { prematch, live, finished, esports } = fixture.matches;
    for (const match of [prematch, live, finished, esports]) await star(client, 'matches', match.id);
    await star(client, 'tournaments', fixture.tournaments.premier.id);
    await star(client, 'tournaments', fixture.tournaments.major.id);

    expect((await ids(client, '/favourites/matches?matchStatus=0')).sort()).toEqual(
      [prematch.id, esports.id].sort(),
    );
    expect((await ids(client, '/favourites/matches?matchStatus=1,4')).sort()).toEqual(
      [live.id, finished.id].sort(),
    );
    expect(await ids(client, '/favourites/matches?matchStatus=1&matchStatus=4&type=matches')).toHaveLength(2);
    // The live match's only market is suspended: it is not bettable.
    expect((await ids(client, '/favourites/matches?isBettable=true')).sort()).toEqual(
      [prematch.id, esports.id].sort(),
    );
    expect((await ids(client, '/favourites/matches?isBettable=false')).sort()).toEqual(
      [live.id, finished.id].sort(),
    );
    expect(await ids(client, '/favourites/tournaments?matchStatus=1')).toEqual([
      fixture.tournaments.premier.id,
    ]);
    expect((await ids(client, '/favourites/tournaments?isBettable=1')).sort()).toEqual(
      [fixture.tournaments.premier.id, fixture.tournaments.major.id].sort(),
    );
  });

  it('lists only the player’s favourite matches with GET /matches?favourite=1, with the other filters', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { prematch, live, esports } = fixture.matches;
    for (const match of [prematch, live, esports]) await star(client, 'matches', match.id);
    const favouriteList = (await client.get(`${base}/matches?favourite=1`)).json();
    expect(favouriteList.pagination.total).toBe(3);
    expect(slugs(favouriteList)).toEqual(['arsenal-chelsea-1', 'liverpool-everton-2', 'navi-vitality-9']);
    const liveOnly = (await client.get(`${base}/matches?favourite=true&match_status=1`)).json();
    expect(slugs(liveOnly)).toEqual(['liverpool-everton-2']);
    const football = (await client.get(`${base}/matches?favourite=1&sport_key=football&limit=1`)).json();
    expect(football.pagination).toEqual({ total: 2, page: 1, limit: 1, last_page: 2 });
    const others = (await client.get(`${base}/matches?favourite=0`)).json();
    expect(slugs(others)).toEqual(['leeds-fulham-3']);
  });

  it('refuses more favourites than the limit', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { premier } = fixture.tournaments;
    const { football } = fixture.sports;
    const extra = await testApp.database.db
      .insert(matches)
      .values(
        Array.from({ length: FAVOURITES_PER_TYPE_LIMIT }, (_, i) => ({
          urnId: `sr:match:limit-${i}`,
          slug: `limit-match-${i}`,
          sportId: football.id,
          categoryId: premier.categoryId,
          tournamentId: premier.id,
          type: 'match' as const,
          name: `Limit ${i}`,
          status: 0,
          startTime: new Date(Date.now() + 86_400_000),
          provider: 'betradar' as const,
          statistics: fixture.matches.prematch.statistics,
        })),
      )
      .returning({ id: matches.id });
    await testApp.database.db
      .insert(favourites)
      .values(extra.map((m) => ({ playerId, type: 'matches' as const, refId: m.id })));
    const refused = await star(client, 'matches', fixture.matches.prematch.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'favourites_limit_reached', data: {} });
    // Starring one already held is still fine, and unstarring makes room.
    const first = extra[0];
    if (!first) throw new Error('no extra match');
    expect((await star(client, 'matches', first.id)).statusCode).toBe(200);
    await unstar(client, 'matches', first.id);
    expect((await star(client, 'matches', fixture.matches.prematch.id)).statusCode).toBe(200);
  });
});

describe('bad favourites input', () => {
  it('answers 400 for a bad type, id or filter and 404 for an unknown match or tournament', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const id = fixture.matches.prematch.id;
    const cases: ['GET' | 'POST' | 'DELETE', string, number, string][] = [
      ['GET', '/favourites/players', 400, 'bad_request'],
      ['POST', `/favourites/teams/${id}`, 400, 'bad_request'],
      ['POST', '/favourites/matches/abc', 400, 'bad_request'],
      ['POST', '/favourites/matches/0', 400, 'bad_request'],
      ['POST', '/favourites/matches/-3', 400, 'bad_request'],
      ['POST', '/favourites/matches/1.5', 400, 'bad_request'],
      ['POST', '/favourites/matches/99999999999', 400, 'bad_request'],
      ['DELETE', '/favourites/matches/abc', 400, 'bad_request'],
      ['GET', '/favourites/matches?matchStatus=9', 400, 'bad_request'],
      ['GET', '/favourites/matches?matchStatus=live', 400, 'bad_request'],
      ['GET', '/favourites/matches?isBettable=maybe', 400, 'bad_request'],
      ['GET', '/matches?favourite=perhaps', 400, 'bad_request'],
      ['POST', '/favourites/matches/999999', 404, 'not_found'],
      ['POST', '/favourites/tournaments/999999', 404, 'not_found'],
    ];
    for (const [method, url, status, code] of cases) {
      const response = await client.request(method, `${base}${url}`, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code, data: expect.any(Object) });
      expect(response.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
    expect(await ids(client, '/favourites/matches')).toEqual([]);
  });
});

describe('favourites table', () => {
  it('keys each type to its own table; a favourite goes with its match', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    // A match id that no match has is refused by the foreign key, whatever the API checks.
    await expect(
      testApp.database.db.insert(favourites).values({ playerId, type: 'matches', refId: 999_999 }),
    ).rejects.toThrow();
    const { prematch } = fixture.matches;
    const [gone] = await testApp.database.db
      .insert(matches)
      .values({
        ...prematch,
        id: undefined,
        urnId: 'sr:match:short-lived',
        slug: 'short-lived',
        updatedAt: undefined,
      })
      .returning({ id: matches.id });
    if (!gone) throw new Error('match not inserted');
    await star(client, 'matches', gone.id);
    await star(client, 'tournaments', fixture.tournaments.premier.id);
    const rows = await testApp.database.db.select().from(favourites).where(eq(favourites.playerId, playerId));
    expect(
      rows.map(({ type, refId, matchId, tournamentId }) => ({ type, refId, matchId, tournamentId })),
    ).toEqual(
      expect.arrayContaining([
        { type: 'matches', refId: gone.id, matchId: gone.id, tournamentId: null },
        {
          type: 'tournaments',
          refId: fixture.tournaments.premier.id,
          matchId: null,
          tournamentId: fixture.tournaments.premier.id,
        },
      ]),
    );
    await testApp.database.db.delete(matches).where(eq(matches.id, gone.id));
    expect(await ids(client, '/favourites/matches')).toEqual([]);
    expect(await ids(client, '/favourites/tournaments')).toEqual([fixture.tournaments.premier.id]);
  });
});
