import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, markets, matches, sports, tournaments } from '../db/schema/catalogue';

const emptyStatistics = {
  clock: null,
  phase: 'not_started' as const,
  period_number: null,
  total_score: null,
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: null,
};

const threeWay = (home: number, draw: number, away: number) => [
  { id: '1', name: 'Home', odds: home, active: true },
  { id: '2', name: 'Draw', odds: draw, active: true },
  { id: '3', name: 'Away', odds: away, active: true },
];

/**
 * A small, hand-made catalogue for API tests: football (England/Premier League, three matches: prematch, live,
 * finished) and CS2 (one prematch match from oddin), with 1X2 and a deactivated market that must never show.
 */
export async function insertCatalogueFixture(db: Database, now = new Date()) {
  const [football, cs2] = await db
    .insert(sports)
    .values([
      {
        urnId: 'sr:sport:1',
        key: 'football',
        names: { en: 'Football', de: 'Fußball', pt: 'Futebol' },
        priority: 100,
        type: 'regular',
        provider: 'betradar',
        mainMarketId: 1,
        secondaryMarketId: 18,
      },
      {
        urnId: 'od:sport:1',
        key: 'cs2',
        names: { en: 'Counter-Strike 2' },
        priority: 50,
        type: 'cyber',
        provider: 'oddin',
        mainMarketId: 186,
        secondaryMarketId: null,
      },
    ])
    .returning();
  if (!football || !cs2) throw new Error('fixture sports not inserted');
  const [england, world] = await db
    .insert(categories)
    .values([
      {
        urnId: 'sr:category:1',
        sportId: football.id,
        slug: 'england',
        names: { en: 'England', de: 'England' },
        priority: 10,
        countryCode: 'GB',
      },
      {
        urnId: 'od:category:1',
        sportId: cs2.id,
        slug: 'international',
        names: { en: 'International' },
        priority: 1,
        countryCode: null,
      },
    ])
    .returning();
  if (!england || !world) throw new Error('fixture categories not inserted');
  const [premier, major] = await db
    .insert(tournaments)
    .values([
      {
        urnId: 'sr:tournament:17',
        sportId: football.id,
        categoryId: england.id,
        slug: 'premier-league',
        name: 'Premier League',
        priority: 90,
      },
      {
        urnId: 'od:tournament:5',
        sportId: cs2.id,
        categoryId: world.id,
        slug: 'cs2-major',
        name: 'CS2 Major',
        priority: 40,
      },
    ])
    .returning();
  if (!premier || !major) throw new Error('fixture tournaments not inserted');
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const team = (id: string, name: string) => ({
    id,
    name,
    abbreviation: name.slice(0, 3).toUpperCase(),
    logo: null,
  });
  const base = {
    sportId: football.id,
    categoryId: england.id,
    tournamentId: premier.id,
    type: 'match' as const,
    provider: 'betradar' as const,
    statistics: emptyStatistics,
  };
  const inserted = await db
    .insert(matches)
    .values([
      {
        ...base,
        urnId: 'sr:match:1',
        slug: 'arsenal-chelsea-1',
        name: 'Arsenal - Chelsea',
        status: 0,
        startTime: hours(2),
        home: team('sr:competitor:1', 'Arsenal'),
        away: team('sr:competitor:2', 'Chelsea'),
      },
      {
        ...base,
        urnId: 'sr:match:2',
        slug: 'liverpool-everton-2',
        name: 'Liverpool - Everton',
        status: 1,
        startTime: hours(-1),
        home: team('sr:competitor:3', 'Liverpool'),
        away: team('sr:competitor:4', 'Everton'),
      },
      {
        ...base,
        urnId: 'sr:match:3',
        slug: 'leeds-fulham-3',
        name: 'Leeds - Fulham',
        status: 4,
        startTime: hours(-3),
        home: team('sr:competitor:5', 'Leeds'),
        away: team('sr:competitor:6', 'Fulham'),
      },
      {
        sportId: cs2.id,
        categoryId: world.id,
        tournamentId: major.id,
        type: 'match',
        provider: 'oddin',
        statistics: emptyStatistics,
        urnId: 'od:match:9',
        slug: 'navi-vitality-9',
        name: 'NAVI - Vitality',
        status: 0,
        startTime: hours(5),
        home: team('od:competitor:1', 'NAVI'),
        away: team('od:competitor:2', 'Vitality'),
      },
    ])
    .returning();
  const [prematch, live, finished, esports] = inserted;
  if (!prematch || !live || !finished || !esports) throw new Error('fixture matches not inserted');
  await db.insert(markets).values([
    {
      matchId: prematch.id,
      marketId: 1,
      specifier: '',
      name: '1x2',
      status: 1,
      outcomes: threeWay(1850, 3600, 4300),
      groups: ['main'],
      priority: 100,
      mostBalanced: true,
      provider: 'betradar',
    },
    {
      matchId: prematch.id,
      marketId: 18,
      specifier: 'total=2.5',
      name: 'Total',
      status: 1,
      outcomes: [
        { id: '12', name: 'Over 2.5', odds: 1900, active: true },
        { id: '13', name: 'Under 2.5', odds: 1900, active: true },
      ],
      groups: ['main', 'goals'],
      priority: 90,
      mostBalanced: true,
      provider: 'betradar',
    },
    {
      matchId: prematch.id,
      marketId: 29,
      specifier: '',
      name: 'Both teams to score',
      status: 0,
      outcomes: [
        { id: '74', name: 'Yes', odds: 1700, active: true },
        { id: '76', name: 'No', odds: 2050, active: true },
      ],
      groups: ['goals'],
      priority: 80,
      mostBalanced: false,
      provider: 'betradar',
    },
    {
      matchId: live.id,
      marketId: 1,
      specifier: '',
      name: '1x2',
      status: -1,
      outcomes: threeWay(1400, 4500, 7000),
      groups: ['main'],
      priority: 100,
      mostBalanced: true,
      provider: 'betradar',
    },
    {
      matchId: esports.id,
      marketId: 186,
      specifier: '',
      name: 'Winner',
      status: 1,
      outcomes: [
        { id: '4', name: 'NAVI', odds: 1650, active: true },
        { id: '5', name: 'Vitality', odds: 2150, active: true },
      ],
      groups: ['main'],
      priority: 100,
      mostBalanced: true,
      provider: 'oddin',
    },
  ]);
  return {
    sports: { football, cs2 },
    categories: { england, world },
    tournaments: { premier, major },
    matches: { prematch, live, finished, esports },
  };
}

export type CatalogueFixture = Awaited<ReturnType<typeof insertCatalogueFixture>>;

/**
 * The fixture's selections as a slip sends them, at the fixture's prices unless a test names another price. The
 * fixture is read when a selection is built: test files insert it in `beforeAll`.
 */
export function fixtureSelections(fixture: () => CatalogueFixture) {
  const selection =
    (
      match: keyof CatalogueFixture['matches'],
      market_id: number,
      specifier: string,
      outcome_id: string,
      price: number,
    ) =>
    (odds = price) => ({ match_id: fixture().matches[match].id, market_id, specifier, outcome_id, odds });
  return {
    /** Home in the prematch match's 1X2, 1.850. */
    home: selection('prematch', 1, '', '1', 1850),
    /** Over 2.5 goals on the prematch match, 1.900. */
    over: selection('prematch', 18, 'total=2.5', '12', 1900),
    /** NAVI to win the esports match, 1.650: another sport (CS2) and provider (oddin). */
    esportsWinner: selection('esports', 186, '', '4', 1650),
    /** Home in the live match's 1X2, 1.400: suspended until `openLiveResultMarket`. */
    liveHome: selection('live', 1, '', '1', 1400),
  };
}

/** Prices a fixture match's 1X2 (home, draw, away in thousandths, all open), as a feed update would. */
export const setResultOdds = (
  db: Database,
  matchId: number,
  [home, draw, away]: readonly [number, number, number],
) =>
  db
    .update(markets)
    .set({
      outcomes: [
        { id: '1', name: 'Home', odds: home, active: true },
        { id: '2', name: 'Draw', odds: draw, active: true },
        { id: '3', name: 'Away', odds: away, active: true },
      ],
    })
    .where(and(eq(markets.matchId, matchId), eq(markets.marketId, 1)));

/** Opens the live match's 1X2 (the fixture stores it suspended) for tests of in-play bets. */
export const openLiveResultMarket = (db: Database, fixture: CatalogueFixture) =>
  db
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, fixture.matches.live.id), eq(markets.marketId, 1)));
