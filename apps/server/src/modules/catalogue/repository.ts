import { CUSTOM_BET_MIN_LEGS } from '@sportsbook/domain/custom-bet-odds';
import { BETTABLE_MATCH_STATUSES, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, markets, matches, sports, tournaments } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/favourites';
import type { MatchContext } from './presenters';

export interface MatchFilter {
  ids?: number[];
  type?: 'match' | 'outright';
  sportKeys?: string[];
  sportType?: 'regular' | 'cyber';
  categoryIds?: number[];
  tournamentIds?: number[];
  statuses?: number[];
  startFrom?: Date;
  startTo?: Date;
  bettable?: boolean;
  hasVideo?: boolean;
  search?: string;
  /** Matches that offer (true) or do not offer (false) the bet builder now. */
  customBet?: boolean;
  /** Only (true) or never (false) the player's favourite matches; a visitor (null) has none. */
  favourite?: { playerId: number | null; is: boolean };
}

export type MatchSort = 'start_time' | 'priority';

// Status constants inlined into the statement text (not bound), so each statement's text and plan stay one.
const LIVE = sql.raw(String(MATCH_STATUS.live));
const PREMATCH = sql.raw(String(MATCH_STATUS.prematch));
const OPEN_MARKET = sql.raw(String(MARKET_STATUS.active));
const BETTABLE = sql.raw(BETTABLE_MATCH_STATUSES.join(', '));

/** Deactivated markets (not allowed) are never shown (spec part 2 §4; domain isMarketShown). */
const shownMarket = ne(markets.status, MARKET_STATUS.deactivated);

// A match is bettable when it takes bets now (domain takesBets: live, or prematch before its start time, an
// outright before its end date) and has at least one open market.
export const bettableMatch = sql`(${matches.status} = ${LIVE} OR (${matches.status} = ${PREMATCH} AND COALESCE(
    CASE WHEN ${matches.type} = 'outright' THEN ${matches.endDate} ELSE ${matches.startTime} END, 'infinity'
  ) > now())) AND EXISTS (
  SELECT 1 FROM ${markets} WHERE ${markets.matchId} = ${matches.id} AND ${markets.status} = ${OPEN_MARKET})`;

// The domain's offersCustomBets in SQL (a match that takes bets, with enough open markets to combine); the
// catalogue tests check the two agree.
const customBetMatch = sql`${matches.type} = 'match' AND ${matches.status} IN (${BETTABLE}) AND (
  SELECT count(*) FROM ${markets} WHERE ${markets.matchId} = ${matches.id} AND ${markets.status} = ${OPEN_MARKET}
) >= ${CUSTOM_BET_MIN_LEGS}`;

/** Case-insensitive match on any localised name of the event, its teams or its tournament. */
function searchCondition(text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${matches.name} ILIKE ${pattern} OR ${matches.home}->>'name' ILIKE ${pattern}
    OR ${matches.away}->>'name' ILIKE ${pattern} OR ${tournaments.name} ILIKE ${pattern})`;
}

function favouriteCondition({ playerId, is }: NonNullable<MatchFilter['favourite']>): SQL | undefined {
  if (playerId === null) return is ? sql`FALSE` : undefined;
  const starred = sql`EXISTS (SELECT 1 FROM ${favourites} WHERE ${favourites.matchId} = ${matches.id}
    AND ${favourites.playerId} = ${playerId})`;
  return is ? starred : sql`NOT ${starred}`;
}

function matchConditions(filter: MatchFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.ids && inArray(matches.id, filter.ids),
    filter.type && eq(matches.type, filter.type),
    filter.sportKeys && inArray(sports.key, filter.sportKeys),
    filter.sportType && eq(sports.type, filter.sportType),
    filter.categoryIds && inArray(matches.categoryId, filter.categoryIds),
    filter.tournamentIds && inArray(matches.tournamentId, filter.tournamentIds),
    filter.statuses && inArray(matches.status, filter.statuses),
    filter.startFrom && gte(matches.startTime, filter.startFrom),
    filter.startTo && lte(matches.startTime, filter.startTo),
    filter.hasVideo !== undefined ? eq(matches.hasVideo, filter.hasVideo) : undefined,
    filter.bettable === true ? bettableMatch : undefined,
    filter.bettable === false ? sql`NOT (${bettableMatch})` : undefined,
    filter.customBet === true ? customBetMatch : undefined,
    filter.customBet === false ? sql`NOT (${customBetMatch})` : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.favourite ? favouriteCondition(filter.favourite) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const orderFor = (sort: MatchSort) =>
  sort === 'priority'
    ? [
        desc(matches.status),
        desc(sports.priority),
        desc(tournaments.priority),
        asc(matches.startTime),
        asc(matches.id),
      ]
    : [asc(matches.startTime), desc(tournaments.priority), asc(matches.id)];

export function catalogueRepository(db: Database) {
  const joined = () =>
    db
      .select({ match: matches, sport: sports, category: categories, tournament: tournaments })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(categories, eq(categories.id, matches.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId));

  /**
   * Each match's market counts and the markets its answer carries: a list row's (`row`: the sport's main and
   * secondary markets, ADR 037) or a match call's (`match`: those and the "main" group, its top markets). All of
   * a match's markets come from `/matches/{id}/markets`.
   */
  async function contextsFor(
    rows: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>,
    carried: 'row' | 'match',
  ) {
    const ids = rows.map((r) => r.match.id);
    if (ids.length === 0) return [];
    const counts = await db
      .select({
        matchId: markets.matchId,
        n: count(),
        open: sql<number>`count(*) FILTER (WHERE ${markets.status} = ${OPEN_MARKET})`,
      })
      .from(markets)
      .where(and(inArray(markets.matchId, ids), shownMarket))
      .groupBy(markets.matchId);
    const countByMatch = new Map(
      counts.map((c) => [c.matchId, { shown: Number(c.n), open: Number(c.open) }]),
    );
    const sportColumns = sql`${markets.marketId} IN (SELECT ${sports.mainMarketId} FROM ${sports} UNION SELECT ${sports.secondaryMarketId} FROM ${sports})`;
    const marketRows = await db
      .select()
      .from(markets)
      .where(
        and(
          inArray(markets.matchId, ids),
          shownMarket,
          carried === 'row' ? sportColumns : sql`(${sportColumns} OR 'main' = ANY(${markets.groups}))`,
        ),
      )
      .orderBy(desc(markets.priority), asc(markets.marketId), asc(markets.specifier));
    const marketsByMatch = new Map<number, typeof marketRows>();
    for (const market of marketRows) {
      const list = marketsByMatch.get(market.matchId);
      if (list) list.push(market);
      else marketsByMatch.set(market.matchId, [market]);
    }
    return rows.map((row) => ({
      row: row.match,
      context: {
        sport: row.sport,
        category: row.category,
        tournament: row.tournament,
        markets: marketsByMatch.get(row.match.id) ?? [],
        availableMarkets: countByMatch.get(row.match.id)?.shown ?? 0,
        openMarkets: countByMatch.get(row.match.id)?.open ?? 0,
      } satisfies MatchContext,
    }));
  }

  return {
    sports: () => db.select().from(sports).orderBy(desc(sports.priority), asc(sports.id)),

    sportByKey: async (key: string) => (await db.select().from(sports).where(eq(sports.key, key)))[0],

    categories: (filter: { sportKeys?: string[] }) =>
      db
        .select({ category: categories, sport: sports })
        .from(categories)
        .innerJoin(sports, eq(sports.id, categories.sportId))
        .where(filter.sportKeys ? inArray(sports.key, filter.sportKeys) : undefined)
        .orderBy(desc(sports.priority), desc(categories.priority), asc(categories.id)),

    category: async (id: number) =>
      (
        await db
          .select({ category: categories, sport: sports })
          .from(categories)
          .innerJoin(sports, eq(sports.id, categories.sportId))
          .where(eq(categories.id, id))
      )[0],

    /** The team names of matches in these statuses (the spelling suggestions' vocabulary). */
    competitorNames: async (statuses: number[]): Promise<string[]> => {
      const names = (side: typeof matches.home | typeof matches.away) =>
        db
          .selectDistinct({ name: sql<string | null>`${side}->>'name'` })
          .from(matches)
          .where(inArray(matches.status, statuses));
      const [home, away] = await Promise.all([names(matches.home), names(matches.away)]);
      return [...new Set([...home, ...away].map((r) => r.name).filter((n): n is string => !!n))];
    },

    tournaments: (filter: { sportKeys?: string[]; categoryIds?: number[] }) =>
      db
        .select({ tournament: tournaments, category: categories, sport: sports })
        .from(tournaments)
        .innerJoin(categories, eq(categories.id, tournaments.categoryId))
        .innerJoin(sports, eq(sports.id, tournaments.sportId))
        .where(
          and(
            filter.sportKeys ? inArray(sports.key, filter.sportKeys) : undefined,
            filter.categoryIds ? inArray(tournaments.categoryId, filter.categoryIds) : undefined,
          ),
        )
        .orderBy(desc(tournaments.priority), asc(tournaments.id)),

    tournament: async (id: number) =>
      (
        await db
          .select({ tournament: tournaments, category: categories, sport: sports })
          .from(tournaments)
          .innerJoin(categories, eq(categories.id, tournaments.categoryId))
          .innerJoin(sports, eq(sports.id, tournaments.sportId))
          .where(eq(tournaments.id, id))
      )[0],

    async matchPage(
      filter: MatchFilter,
      sort: MatchSort,
      page: number,
      limit: number,
      { maxPerSport }: { maxPerSport?: number } = {},
    ) {
      const where = matchConditions(filter);
      let rows: Awaited<ReturnType<ReturnType<typeof joined>['execute']>>;
      let total: number;
      if (maxPerSport) {
        // At most N per sport: rank inside each sport first, then page over what is left.
        const ranked = db
          .select({
            id: matches.id,
            rank: sql<number>`row_number() OVER (PARTITION BY ${matches.sportId} ORDER BY ${sql.join(
              orderFor(sort),
              sql`, `,
            )})`.as('rank'),
          })
          .from(matches)
          .innerJoin(sports, eq(sports.id, matches.sportId))
          .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
          .where(where)
          .as('ranked');
        const kept = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, maxPerSport));
        const keptWhere = inArray(matches.id, kept);
        total = Number((await db.select({ n: count() }).from(matches).where(keptWhere))[0]?.n ?? 0);
        rows = await joined()
          .where(keptWhere)
          .orderBy(...orderFor(sort))
          .limit(limit)
          .offset((page - 1) * limit);
      } else {
        const totalRows = await db
          .select({ n: count() })
          .from(matches)
          .innerJoin(sports, eq(sports.id, matches.sportId))
          .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
          .where(where);
        total = Number(totalRows[0]?.n ?? 0);
        rows = await joined()
          .where(where)
          .orderBy(...orderFor(sort))
          .limit(limit)
          .offset((page - 1) * limit);
      }
      // A page of matches is a list: each carries a list row's markets (ADR 037), search results too.
      return { total, items: await contextsFor(rows, 'row') };
    },

    /** What `/{sport}/{slug}` names: a match, a league (tournament) or a category, in that order. */
    async resolveSlug(sportKey: string, slug: string) {
      const sport = (await db.select({ id: sports.id }).from(sports).where(eq(sports.key, sportKey)))[0];
      if (!sport) return undefined;
      const match = (
        await db
          .select({ id: matches.id })
          .from(matches)
          .where(and(eq(matches.sportId, sport.id), eq(matches.slug, slug)))
      )[0];
      if (match) return { kind: 'match' as const, id: match.id };
      const tournament = (
        await db
          .select({ id: tournaments.id })
          .from(tournaments)
          .where(and(eq(tournaments.sportId, sport.id), eq(tournaments.slug, slug)))
      )[0];
      if (tournament) return { kind: 'league' as const, id: tournament.id };
      const category = (
        await db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.sportId, sport.id), eq(categories.slug, slug)))
      )[0];
      if (category) return { kind: 'category' as const, id: category.id };
      return undefined;
    },

    async match(id: number) {
      const rows = await joined().where(eq(matches.id, id));
      return (await contextsFor(rows, 'match'))[0];
    },

    async matchBySlug(sportKey: string, slug: string) {
      const rows = await joined().where(and(eq(sports.key, sportKey), eq(matches.slug, slug)));
      return (await contextsFor(rows, 'match'))[0];
    },

    async markets(
      matchId: number,
      filter: { groupKey?: string; marketIds?: number[] },
      page: number,
      limit: number,
    ) {
      const where = and(
        eq(markets.matchId, matchId),
        shownMarket,
        filter.groupKey ? sql`${filter.groupKey} = ANY(${markets.groups})` : undefined,
        filter.marketIds ? inArray(markets.marketId, filter.marketIds) : undefined,
      );
      const total = Number((await db.select({ n: count() }).from(markets).where(where))[0]?.n ?? 0);
      const rows = await db
        .select()
        .from(markets)
        .where(where)
        .orderBy(desc(markets.priority), asc(markets.marketId), asc(markets.specifier))
        .limit(limit)
        .offset((page - 1) * limit);
      return { total, rows };
    },

    /** Counts of matches per sport, category and tournament for the given statuses, for menus and badges. */
    async counters(filter: MatchFilter) {
      const where = matchConditions(filter);
      const base = () =>
        db
          .select({
            sportKey: sports.key,
            categoryId: matches.categoryId,
            tournamentId: matches.tournamentId,
            n: count(),
          })
          .from(matches)
          .innerJoin(sports, eq(sports.id, matches.sportId))
          .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
          .where(where)
          .groupBy(sports.key, matches.categoryId, matches.tournamentId);
      const rows = await base();
      const live = Number(
        (
          await db
            .select({ n: count() })
            .from(matches)
            .innerJoin(sports, eq(sports.id, matches.sportId))
            .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
            .where(and(where, eq(matches.status, MATCH_STATUS.live)))
        )[0]?.n ?? 0,
      );
      return { rows: rows.map((r) => ({ ...r, n: Number(r.n) })), live };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
