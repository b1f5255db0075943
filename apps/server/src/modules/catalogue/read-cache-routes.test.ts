import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp, useTestDatabase } from '../../testing/test-app';
import { simulatedFeed } from '../feed/source';
import { createSignedInPlayer, createTestClient } from '../players/testing';

describe('catalogue answers from the read cache', () => {
  const testDb = useTestDatabase();
  let cached: FastifyInstance;
  let uncached: FastifyInstance;
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

  beforeAll(async () => {
    fixture = await insertCatalogueFixture(testDb.database.db);
    // Two servers on one database: one keeps answers for a minute, the other never keeps them.
    cached = await testDb.buildApp({ dependencies: { catalogueCacheMs: 60_000 } });
    uncached = await testDb.buildApp({ dependencies: { catalogueCacheMs: 0 } });
  });

  const get = (app: FastifyInstance, url: string, language = 'en') =>
    app.inject({ method: 'GET', url: `/api/sportsbook${url}`, headers: { 'accept-language': language } });

  it('answers exactly what the uncached server answers, in every locale', async () => {
    const urls = [
      '/sports',
      '/categories?sport_key=football',
      `/categories/${fixture.categories.england.id}`,
      '/tournaments',
      `/tournaments/${fixture.tournaments.premier.id}`,
      '/matches?limit=50',
      '/matches?match_status=0,1&sort_by=priority',
      `/matches/${fixture.matches.prematch.id}`,
      `/matches/${fixture.matches.prematch.id}/markets`,
      `/matches/${fixture.matches.prematch.id}/streams`,
      '/resolve/football/arsenal-chelsea-1',
      '/search?q=arsen',
      '/matches/999999',
      '/matches?limit=0',
    ];
    for (const language of ['en', 'de', 'pt-BR']) {
      for (const url of urls) {
        // Twice: the second answer comes from memory.
        for (let i = 0; i < 2; i++) {
          const [a, b] = await Promise.all([get(cached, url, language), get(uncached, url, language)]);
          expect(a.statusCode, url).toBe(b.statusCode);
          expect(a.headers['content-type'], url).toBe(b.headers['content-type']);
          expect(a.json(), `${url} in ${language}`).toEqual(b.json());
        }
      }
    }
    const counters = { status: [0, 1] };
    const [a, b] = await Promise.all([
      createTestClient(cached).post('/api/sportsbook/counters', counters),
      createTestClient(uncached).post('/api/sportsbook/counters', counters),
    ]);
    expect(a.json()).toEqual(b.json());
  });

  it('keeps answers per locale and shares them across equivalent queries', async () => {
    expect((await get(cached, '/sports', 'de')).json().data[0].name).toBe('Fußball');
    expect((await get(cached, '/sports', 'en')).json().data[0].name).toBe('Football');
    const first = await get(cached, '/matches?limit=2&page=1');
    // Same parsed query in another order: the same bytes, even after the database moved on.
    await testDb.database.db
      .update(markets)
      .set({ outcomes: [{ id: '1', name: 'Home', odds: 1111, active: true }] })
      .where(and(eq(markets.matchId, fixture.matches.esports.id)));
    const reordered = await get(cached, '/matches?page=1&limit=2');
    expect(reordered.body).toBe(first.body);
  });

  it('serves from memory until a change it is told of: a direct database edit shows only without the cache', async () => {
    const url = `/matches/${fixture.matches.prematch.id}/markets?market_id=1`;
    const before = (await get(cached, url)).json().data[0].outcomes[0].odds;
    await testDb.database.db
      .update(markets)
      .set({ outcomes: [{ id: '1', name: 'Home', odds: before + 100, active: true }] })
      .where(and(eq(markets.matchId, fixture.matches.prematch.id), eq(markets.marketId, 1)));
    expect((await get(cached, url)).json().data[0].outcomes[0].odds).toBe(before);
    expect((await get(uncached, url)).json().data[0].outcomes[0].odds).toBe(before + 100);
  });

  it('never keeps nor shares a player’s favourite-matches list', async () => {
    const url = '/api/sportsbook/matches?favourite=1';
    const first = await createSignedInPlayer(cached, testDb.database.db);
    const second = await createSignedInPlayer(cached, testDb.database.db);
    expect((await first.client.get(url)).json().data).toEqual([]);
    const starred = await first.client.post(
      `/api/sportsbook/favourites/matches/${fixture.matches.prematch.id}`,
    );
    expect(starred.statusCode).toBe(200);
    // At once for the player who starred it, although the cache keeps other answers for a minute.
    expect((await first.client.get(url)).json().data.map((m: { id: number }) => m.id)).toEqual([
      fixture.matches.prematch.id,
    ]);
    expect((await second.client.get(url)).json().data).toEqual([]);
  });
});

interface ListedWithMarket {
  id: number;
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] };
}

describe('feed changes and the read cache', () => {
  const testApp = useTestApp({
    dependencies: {
      // The feed's time is the wall clock's, as the catalogue's bettable filter reads it.
      feed: simulatedFeed({ seed: 'read-cache-test', speed: 60, outages: false }),
      // A time to live far longer than the test: only the feed's invalidation can make new prices show.
      catalogueCacheMs: 3_600_000,
    },
  });

  beforeAll(async () => {
    await testApp.app.feedRunner?.syncSnapshot();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });

  it('serves a forced price on the very next request of a list, a match and its markets', async () => {
    // The list is by start time, so its last match starts latest: its start does not pass, leaving the bettable list, while the test runs
    // on a loaded machine (the list's first match once did, and the list's first row became another match).
    const listUrl = '/matches?sport_key=football&match_status=0&type=match&bettable=true&limit=20';
    const listedNow = async (): Promise<ListedWithMarket> => {
      const found = (await get(listUrl)).json().data.find((m: ListedWithMarket) => m.id === listed.id);
      if (!found) throw new Error(`match ${listed.id} left the list`);
      return found;
    };
    const listed: ListedWithMarket = (await get(listUrl)).json().data.at(-1);
    const market = listed.main_market;
    const outcome = market.outcomes[0];
    if (!outcome) throw new Error('the main market has no outcomes');
    const marketsUrl = `/matches/${listed.id}/markets?market_id=${market.id}`;
    expect((await get(`/matches/${listed.id}`)).json().main_market.outcomes[0].odds).toBe(outcome.odds);
    expect((await get(marketsUrl)).statusCode).toBe(200);

    const forced = outcome.odds + 350;
    const response = await createTestClient(testApp.app).post(
      `/api/dev/feed/matches/${listed.id}/force-price`,
      {
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: forced,
      },
    );
    expect(response.statusCode).toBe(200);

    expect((await listedNow()).main_market.outcomes[0]?.odds).toBe(forced);
    expect((await get(`/matches/${listed.id}`)).json().main_market.outcomes[0].odds).toBe(forced);
    const forcedMarket = (await get(marketsUrl))
      .json()
      .data.find((m: { specifier: string }) => m.specifier === market.specifier);
    expect(forcedMarket.outcomes[0].odds).toBe(forced);
  });
});
