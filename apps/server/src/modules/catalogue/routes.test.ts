import {
  countersResponseSchema,
  matchesResponseSchema,
  resolvedPageSchema,
  searchResponseSchema,
} from '@sportsbook/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createTestClient } from '../players/testing';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const testApp = useTestApp({
  prepare: async (database) => {
    fixture = await insertCatalogueFixture(database.db);
  },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}`, headers });

describe('catalogue lists', () => {
  it('lists sports by priority, localised by Accept-Language', async () => {
    const response = await get('/sports', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((s: { key: string }) => s.key)).toEqual(['football', 'cs2']);
    expect(data[0].name).toBe('Fußball');
    expect(data[1]).toMatchObject({ name: 'Counter-Strike 2', type: 'cyber', provider: 'oddin' });
  });

  it('maps br to Portuguese names', async () => {
    const { data } = (await get('/sports', { 'accept-language': 'br' })).json();
    expect(data[0].name).toBe('Futebol');
  });

  it('serves categories and tournaments, filtered and by id', async () => {
    const categories = (await get('/categories?sport_key=football')).json().data;
    expect(categories).toHaveLength(1);
    expect(categories[0]).toMatchObject({ slug: 'england', country_code: 'GB', sport: { key: 'football' } });
    const one = (await get(`/categories/${fixture.categories.world.id}`)).json();
    expect(one.slug).toBe('international');
    const tournaments = (await get(`/tournaments?category_id=${fixture.categories.england.id}`)).json().data;
    expect(tournaments.map((t: { slug: string }) => t.slug)).toEqual(['premier-league']);
    const tournament = (await get(`/tournaments/${fixture.tournaments.major.id}`)).json();
    expect(tournament.sport).toMatchObject({ key: 'cs2', main_market_id: 186 });
  });
});

describe('GET /matches', () => {
  it('pages matches with the spec pagination and main markets', async () => {
    const body = (await get('/matches?limit=2&page=1')).json();
    expect(body.pagination).toEqual({ total: 4, page: 1, limit: 2, last_page: 2 });
    expect(body.data).toHaveLength(2);
    const last = (await get('/matches?limit=2&page=2')).json();
    expect(last.data).toHaveLength(2);
    const ids = [...body.data, ...last.data].map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('filters by status lists given with commas or repeated keys', async () => {
    const commas = (await get('/matches?match_status=0,1')).json();
    const repeated = (await get('/matches?match_status=0&match_status=1')).json();
    expect(commas.pagination.total).toBe(3);
    expect(repeated.pagination.total).toBe(3);
    const live = (await get('/matches?match_status=1')).json().data;
    expect(live.map((m: { slug: string }) => m.slug)).toEqual(['liverpool-everton-2']);
  });

  it('filters by sport, sport type, tournament, dates and bettable', async () => {
    expect((await get('/matches?sport_key=cs2')).json().pagination.total).toBe(1);
    expect((await get('/matches?sport_type=regular')).json().pagination.total).toBe(3);
    expect(
      (await get(`/matches?tournament_id=${fixture.tournaments.premier.id}`)).json().pagination.total,
    ).toBe(3);
    const from = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await get(`/matches?start_from=${encodeURIComponent(from)}`)).json().pagination.total).toBe(2);
    // The live match's only market is suspended and the finished one is over: two bettable matches remain.
    const bettable = (await get('/matches?bettable=true')).json().data;
    expect(bettable.map((m: { slug: string }) => m.slug).sort()).toEqual([
      'arsenal-chelsea-1',
      'navi-vitality-9',
    ]);
  });

  it('does not count a prematch match past its start time as bettable (the feed has not reported it live)', async () => {
    const { esports } = fixture.matches;
    await testApp.database.db
      .update(matches)
      .set({ startTime: new Date(Date.now() - 60_000) })
      .where(eq(matches.id, esports.id));
    try {
      const bettable = (await get('/matches?bettable=true&limit=50')).json().data;
      expect(bettable.map((m: { slug: string }) => m.slug)).toEqual(['arsenal-chelsea-1']);
      const notBettable = (await get('/matches?bettable=false&limit=50')).json().data;
      expect(notBettable.map((m: { slug: string }) => m.slug)).toContain('navi-vitality-9');
    } finally {
      await testApp.database.db
        .update(matches)
        .set({ startTime: esports.startTime })
        .where(eq(matches.id, esports.id));
    }
  });

  it('keeps at most N per sport', async () => {
    const body = (await get('/matches?max_per_sport=1')).json();
    expect(body.pagination.total).toBe(2);
    expect(body.data.map((m: { sport: { key: string } }) => m.sport.key).sort()).toEqual(['cs2', 'football']);
  });

  it('embeds the main and secondary markets and never a deactivated one, the main market named in the locale', async () => {
    const match = (await get(`/matches/${fixture.matches.prematch.id}`, { 'accept-language': 'de' })).json();
    expect(match.main_market).toMatchObject({ id: 1, name: 'Spielausgang', status: 1 });
    expect(match.main_market.outcomes.map((o: { name: string }) => o.name)).toEqual([
      'Arsenal',
      'Unentschieden',
      'Chelsea',
    ]);
    expect(match.main_market.outcomes.map((o: { odds: number }) => o.odds)).toEqual([1850, 3600, 4300]);
    expect(match.secondary_market).toMatchObject({ id: 18, specifier: 'total=2.5' });
    expect(match.available_markets).toBe(2);
    expect(match.competitors.home).toMatchObject({ name: 'Arsenal', abbreviation: 'ARS' });
  });

  it('refuses bad parameters with 400 and names them', async () => {
    for (const url of [
      '/matches?limit=501',
      '/matches?limit=0',
      '/matches?page=abc',
      '/matches?match_status=9',
      '/matches?sort_by=random',
      '/matches?start_from=yesterday',
      '/matches?bettable=perhaps',
      '/matches?sport_type=virtual',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('bad_request');
      expect(response.json().message).toMatch(/^Invalid request: querystring\./);
    }
  });
});

describe('match details', () => {
  it('lists markets with group and market filters, dropping status 0', async () => {
    const id = fixture.matches.prematch.id;
    const all = (await get(`/matches/${id}/markets`)).json();
    expect(all.data.map((m: { id: number }) => m.id)).toEqual([1, 18]);
    expect(all.pagination).toEqual({ total: 2, page: 1, limit: 500, last_page: 1 });
    expect(
      (await get(`/matches/${id}/markets?group_key=goals`)).json().data.map((m: { id: number }) => m.id),
    ).toEqual([18]);
    expect((await get(`/matches/${id}/markets?market_id=1`)).json().data).toHaveLength(1);
    expect((await get(`/matches/${id}/markets?limit=501`)).statusCode).toBe(400);
  });

  it('answers unknown ids with 404 and the spec error body', async () => {
    for (const url of [
      '/matches/999999',
      '/matches/999999/markets',
      '/matches/999999/streams',
      '/categories/999999',
      '/tournaments/999999',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', data: {} });
    }
    expect((await get('/matches/not-a-number')).statusCode).toBe(400);
  });

  it('lists streams of a known match', async () => {
    expect((await get(`/matches/${fixture.matches.prematch.id}/streams`)).json()).toEqual({ data: [] });
  });
});

describe('bet builder', () => {
  it('flags matches whose bet builder is open and filters them with custom_bet', async () => {
    const all = (await get('/matches?limit=50')).json().data as {
      slug: string;
      is_custom_bet_available: boolean;
    }[];
    // Only the prematch football match has two open markets; the live one's market is suspended, the finished
    // one is over and the CS2 match has a single market.
    expect(all.filter((m) => m.is_custom_bet_available).map((m) => m.slug)).toEqual(['arsenal-chelsea-1']);
    const offered = (await get('/matches?custom_bet=true')).json();
    expect(offered.data.map((m: { slug: string }) => m.slug)).toEqual(['arsenal-chelsea-1']);
    const others = (await get('/matches?custom_bet=0')).json();
    expect(others.pagination.total).toBe(3);
    // The SQL filter and the domain rule behind the flag agree on every match.
    for (const match of all) {
      const listed = offered.data.some((m: { slug: string }) => m.slug === match.slug);
      expect(listed, match.slug).toBe(match.is_custom_bet_available);
    }
    expect((await get('/matches?custom_bet=sometimes')).statusCode).toBe(400);
  });

  it('names the bet-builder groups of each market of a match', async () => {
    const match = (await get(`/matches/${fixture.matches.prematch.id}`)).json();
    expect(match.is_custom_bet_available).toBe(true);
    expect(match.secondary_market.custom_bet_groups).toEqual(['main', 'goals']);
    const markets = (await get(`/matches/${fixture.matches.prematch.id}/markets`)).json().data;
    for (const market of markets) expect(market.custom_bet_groups).toEqual(market.market_groups);
  });
});

describe('period names', () => {
  it('names the score by period in the language of Accept-Language', async () => {
    const live = fixture.matches.live;
    const period = (key: string, name: string, number: number) => ({
      home: 0,
      away: 1,
      period_key: key,
      period_name: name,
      number,
      type: 'regular_period',
    });
    await testApp.database.db
      .update(matches)
      .set({
        statistics: {
          ...live.statistics,
          phase: 'in_play',
          period_score: [
            period('1st_half', '1st half', 1),
            period('2nd_half', '2nd half', 2),
            // A key the period catalogue does not know keeps the feed's own name.
            period('extra_time', 'Extra time', 3),
          ],
        },
      })
      .where(eq(matches.id, live.id));
    const names = async (url: string, language: string) => {
      const body = (await get(url, { 'accept-language': language })).json();
      const match = 'data' in body ? body.data[0] : body;
      return match.statistics.period_score.map((p: { period_name: string }) => p.period_name);
    };
    const english = ['1st half', '2nd half', 'Extra time'];
    expect(await names(`/matches/${live.id}`, 'en')).toEqual(english);
    expect(await names(`/matches/${live.id}`, 'de-DE,de;q=0.9')).toEqual([
      '1. Halbzeit',
      '2. Halbzeit',
      'Extra time',
    ]);
    expect(await names(`/matches/${live.id}`, 'pt-BR')).toEqual(['1.ª parte', '2.ª parte', 'Extra time']);
    expect(await names('/matches?match_status=1', 'de')).toEqual([
      '1. Halbzeit',
      '2. Halbzeit',
      'Extra time',
    ]);
    expect(await names('/matches?match_status=1', 'br')).toEqual(['1.ª parte', '2.ª parte', 'Extra time']);
    expect(await names(`/matches/${live.id}`, 'ja')).toEqual(['前半', '後半', 'Extra time']);
    // The stored statistics keep the feed's text.
    const [stored] = await testApp.database.db.select().from(matches).where(eq(matches.id, live.id));
    expect(stored?.statistics.period_score.map((p) => p.period_name)).toEqual(english);
  });
});

describe('slug resolution', () => {
  it('tells a match, a league and a category apart under their sport', async () => {
    expect((await get('/resolve/football/arsenal-chelsea-1')).json()).toEqual({
      kind: 'match',
      id: fixture.matches.prematch.id,
    });
    expect((await get('/resolve/football/premier-league')).json()).toEqual({
      kind: 'league',
      id: fixture.tournaments.premier.id,
    });
    expect((await get('/resolve/football/england')).json()).toEqual({
      kind: 'category',
      id: fixture.categories.england.id,
    });
    expect((await get('/resolve/cs2/england')).statusCode).toBe(404);
    expect((await get('/resolve/curling/england')).statusCode).toBe(404);
  });
});

describe('counters, search and icons', () => {
  it('counts matches per sport, category and tournament', async () => {
    const client = createTestClient(testApp.app);
    const response = await client.post('/api/sportsbook/counters', { status: [0, 1] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.live).toBe(1);
    expect(body.sports).toEqual({ football: 2, cs2: 1 });
    expect(body.tournaments[String(fixture.tournaments.premier.id)]).toBe(2);
    const bad = await client.post('/api/sportsbook/counters', { status: ['x'] });
    expect(bad.statusCode).toBe(400);
    const unknown = await client.post('/api/sportsbook/counters', { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
  });

  it('searches names with 3 to 50 characters', async () => {
    const body = (await get('/search?q=arsen')).json();
    expect(body.matches.map((m: { slug: string }) => m.slug)).toEqual(['arsenal-chelsea-1']);
    // A result is a list row: no top markets, an outright's competitors counted, not listed (ADR 037).
    expect(body.matches[0]).toMatchObject({ top_markets: [], outright_competitor_count: 0 });
    expect(body.matches[0]).not.toHaveProperty('outright_competitors');
    expect((await get('/search?q=premier')).json().tournaments[0].slug).toBe('premier-league');
    expect((await get('/search?q=ar')).statusCode).toBe(400);
    expect((await get(`/search?q=${'x'.repeat(51)}`)).statusCode).toBe(400);
    // Wildcards in the query are matched literally.
    expect((await get('/search?q=%25%25%25')).json().matches).toEqual([]);
  });

  it('answers an empty search with the nearest catalogue name and the popular leagues', async () => {
    const typo = searchResponseSchema.parse((await get('/search?q=liverpol')).json());
    expect(typo.matches).toEqual([]);
    expect(typo.did_you_mean).toBe('Liverpool');
    // Most popular first (tournament priority).
    expect(typo.popular_tournaments.map((t) => t.slug)).toEqual(['premier-league', 'cs2-major']);
    // A finished match's teams are not offered: they cannot be found either.
    expect(searchResponseSchema.parse((await get('/search?q=fulhan')).json()).did_you_mean).toBeNull();
    const nothingNear = searchResponseSchema.parse((await get('/search?q=zzzzzz')).json());
    expect(nothingNear.did_you_mean).toBeNull();
    expect(nothingNear.popular_tournaments.length).toBeGreaterThan(0);
    // A search that finds something carries no suggestions.
    const found = searchResponseSchema.parse((await get('/search?q=arsen')).json());
    expect(found).toMatchObject({ did_you_mean: null, popular_tournaments: [] });
  });

  it('serves one SVG sprite with a symbol per sport', async () => {
    const response = await get('/fe-api/icons.svg?version=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<symbol id="sport-football"');
    expect(response.body).toContain('<symbol id="sport-cs2"');
  });
});

describe('answers read by the shared contracts', () => {
  // The web reads these answers with the same schemas (packages/contracts): a field the server renames or drops
  // fails here, not in a browser.
  it('serves matches, search, counters and slug resolution in the shapes the web parses', async () => {
    const matchesPage = matchesResponseSchema.parse((await get('/matches?match_status=0,1&limit=5')).json());
    expect(matchesPage.data.length).toBeGreaterThan(0);
    const found = searchResponseSchema.parse((await get('/search?q=premier')).json());
    expect(found.tournaments.length).toBeGreaterThan(0);
    const client = createTestClient(testApp.app);
    const counters = countersResponseSchema.parse(
      (await client.post('/api/sportsbook/counters', { sport: ['football'] })).json(),
    );
    expect(counters.sports.football).toBeGreaterThan(0);
    expect(resolvedPageSchema.parse((await get('/resolve/football/premier-league')).json())).toEqual({
      kind: 'league',
      id: fixture.tournaments.premier.id,
    });
  });
});
