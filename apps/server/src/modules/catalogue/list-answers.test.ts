import { listedMatchSchema, matchSchema } from '@sportsbook/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { markets, matches } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';

// ADR 037: a list answer carries what a list row shows (the row's main and secondary markets, an outright's
// competitor count); the match call carries its top markets and an outright's competitors.

/** The fields the spec names for a match (part 2 §3): a list row keeps every one of them. */
const SPEC_MATCH_FIELDS = [
  'id',
  'urn_id',
  'slug',
  'type',
  'status',
  'stage',
  'start_time',
  'stadium',
  'city',
  'competitors',
  'has_video',
  'provider',
  'available_markets',
  'top_markets',
  'main_market',
  'secondary_market',
  'is_provider_stats_available',
  'statistics',
  'name',
  'end_date',
];

const competitor = (n: number) => ({
  id: `sr:competitor:10${n}`,
  name: `Team ${n}`,
  abbreviation: null,
  logo: null,
});

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let outrightId: number;
const testApp = useTestApp({
  prepare: async (database) => {
    fixture = await insertCatalogueFixture(database.db);
    const { prematch } = fixture.matches;
    // A "main"-group market that is neither of the sport's list columns: a top market, not a row's.
    await database.db.insert(markets).values({
      matchId: prematch.id,
      marketId: 10,
      specifier: '',
      name: 'Double chance',
      status: 1,
      outcomes: [
        { id: '9', name: '1X', odds: 1250, active: true },
        { id: '10', name: '12', odds: 1300, active: true },
        { id: '11', name: 'X2', odds: 1900, active: true },
      ],
      groups: ['main'],
      priority: 85,
      mostBalanced: true,
      provider: 'betradar',
    });
    const [outright] = await database.db
      .insert(matches)
      .values({
        sportId: fixture.sports.football.id,
        categoryId: fixture.categories.england.id,
        tournamentId: fixture.tournaments.premier.id,
        type: 'outright',
        provider: 'betradar',
        statistics: prematch.statistics,
        urnId: 'sr:simple_tournament:1',
        slug: 'premier-league-winner-7',
        name: 'Premier League 2026/27 - Winner',
        status: 0,
        startTime: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 90 * 86_400_000),
        outrightCompetitors: [competitor(1), competitor(2), competitor(3)],
      })
      .returning();
    if (!outright) throw new Error('outright not inserted');
    outrightId = outright.id;
    await database.db.insert(markets).values({
      matchId: outright.id,
      marketId: 534,
      specifier: '',
      name: 'Winner',
      status: 1,
      outcomes: [1, 2, 3].map((n) => ({
        id: `sr:competitor:10${n}`,
        name: `Team ${n}`,
        odds: 2500,
        active: true,
      })),
      groups: ['main'],
      priority: 100,
      mostBalanced: true,
      provider: 'betradar',
    });
  },
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });

async function listed(id: number) {
  const response = await get(`/matches?id=${id}`);
  expect(response.statusCode).toBe(200);
  const [row] = response.json().data;
  return row;
}

describe('list answers carry what a list row shows', () => {
  it("lists a match with its row's markets only and every field the spec names", async () => {
    const row = await listed(fixture.matches.prematch.id);
    expect(row.main_market).toMatchObject({ id: 1, status: 1 });
    expect(row.secondary_market).toMatchObject({ id: 18, specifier: 'total=2.5' });
    expect(row.top_markets).toEqual([]);
    expect(row.available_markets).toBe(3);
    expect(Object.keys(row)).toEqual(expect.arrayContaining(SPEC_MATCH_FIELDS));
    expect(listedMatchSchema.parse(row).id).toBe(fixture.matches.prematch.id);
  });

  it('gives the match call its top markets, the "main" group beyond the list columns', async () => {
    const match = matchSchema.parse((await get(`/matches/${fixture.matches.prematch.id}`)).json());
    expect(match.top_markets.map((m) => m.id)).toEqual([1, 18, 10]);
    expect(match.main_market).toMatchObject({ id: 1 });
    expect(match.secondary_market).toMatchObject({ id: 18 });
  });

  it("counts an outright's competitors in a list and lists them on the match call", async () => {
    const row = await listed(outrightId);
    expect(row).not.toHaveProperty('outright_competitors');
    expect(row.outright_competitor_count).toBe(3);
    expect(row.top_markets).toEqual([]);
    const match = matchSchema.parse((await get(`/matches/${outrightId}`)).json());
    expect(match.outright_competitors.map((c) => c.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(match.top_markets.map((m) => m.id)).toEqual([534]);
  });

  it('keeps the list parameters working on the lean rows (type, status, bettable, per sport)', async () => {
    const outrights = (await get('/matches?type=outright')).json();
    expect(outrights.data.map((m: { id: number }) => m.id)).toEqual([outrightId]);
    expect(outrights.data[0].outright_competitor_count).toBe(3);
    const bettable = (await get('/matches?bettable=true&type=match&sport_key=football')).json().data;
    expect(bettable.map((m: { slug: string }) => m.slug)).toEqual(['arsenal-chelsea-1']);
    const perSport = (await get('/matches?max_per_sport=1&match_status=0&sort_by=start_time')).json();
    expect(perSport.data.every((m: { top_markets: unknown[] }) => m.top_markets.length === 0)).toBe(true);
    expect(perSport.data.map((m: { sport: { key: string } }) => m.sport.key).sort()).toEqual([
      'cs2',
      'football',
    ]);
  });

  it('answers a search with list rows: an outright’s competitors counted, not listed', async () => {
    const found = (await get('/search?q=winner')).json();
    const outright = found.matches.find((m: { id: number }) => m.id === outrightId);
    expect(outright.outright_competitor_count).toBe(3);
    expect(outright).not.toHaveProperty('outright_competitors');
    expect(outright.top_markets).toEqual([]);
  });
});
