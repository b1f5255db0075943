import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { pricesWithMargin } from '@sportsbook/domain/trading';
import {
  bareState,
  type FeedFixture,
  type FeedMarket,
  type FeedMatchState,
  type Provider,
} from '@sportsbook/feed/types';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { categories, matches, sports, tournaments } from '../../db/schema/catalogue';
import { CONCLUDED, chunks, FINAL_MARKETS } from './ingest-sql';
import { statisticsFromState, storedCompetitor, storedOutcomes } from './map-feed';
import { outcomesUnderOverrides, statusUnderMarketHold, statusUnderMatchHold } from './trader-holds';

/** The feed's urns with the ids they were stored under, kept in memory and extended as fixtures arrive. */
export interface IngestIds {
  sports: Map<string, number>;
  categories: Map<string, number>;
  tournaments: Map<string, number>;
  matches: Map<string, number>;
}

export const emptyIds = (): IngestIds => ({
  sports: new Map(),
  categories: new Map(),
  tournaments: new Map(),
  matches: new Map(),
});

/** Loads the urn -> id maps of what earlier runs stored. */
export async function loadIds(db: Database, ids: IngestIds): Promise<void> {
  for (const row of await db.select({ id: sports.id, key: sports.key }).from(sports))
    ids.sports.set(row.key, row.id);
  for (const row of await db.select({ id: categories.id, urn: categories.urnId }).from(categories))
    ids.categories.set(row.urn, row.id);
  for (const row of await db.select({ id: tournaments.id, urn: tournaments.urnId }).from(tournaments))
    ids.tournaments.set(row.urn, row.id);
  for (const row of await db.select({ id: matches.id, urn: matches.urnId }).from(matches))
    ids.matches.set(row.urn, row.id);
}

/**
 * `withState: false` keeps the stored status and statistics of known matches (a fixture update carries none).
 * A stored match that is concluded is left as it is unless the feed says it is concluded too (a snapshot
 * after a correction): a restarted feed that disagrees does not reopen it.
 */
export async function upsertFixtures(
  tx: Transaction | Database,
  ids: IngestIds,
  fixtures: { fixture: FeedFixture; state: FeedMatchState }[],
  withState = true,
): Promise<void> {
  const rows = fixtures.flatMap(({ fixture, state }) => {
    const sportId = ids.sports.get(fixture.sport_key);
    const categoryId = ids.categories.get(fixture.category_urn_id);
    const tournamentId = ids.tournaments.get(fixture.tournament_urn_id);
    if (!sportId || !categoryId || !tournamentId) return [];
    return [
      {
        urnId: fixture.urn_id,
        slug: fixture.slug,
        sportId,
        categoryId,
        tournamentId,
        type: fixture.type,
        name: fixture.name,
        status: state.status,
        startTime: new Date(fixture.start_time),
        endDate: fixture.type === 'outright' ? new Date(fixture.end_date) : null,
        stadium: fixture.type === 'match' ? (fixture.venue?.stadium ?? null) : null,
        city: fixture.type === 'match' ? (fixture.venue?.city ?? null) : null,
        home: fixture.type === 'match' ? storedCompetitor(fixture.home) : null,
        away: fixture.type === 'match' ? storedCompetitor(fixture.away) : null,
        outrightCompetitors: fixture.type === 'outright' ? fixture.competitors.map(storedCompetitor) : [],
        hasVideo: fixture.type === 'match' && fixture.has_video,
        provider: fixture.provider,
        statistics: statisticsFromState(state),
      },
    ];
  });
  for (const chunk of chunks(rows)) {
    const inserted = await tx
      .insert(matches)
      .values(chunk)
      .onConflictDoUpdate({
        target: matches.urnId,
        // No column of a unique index (the slug) in the update: setting one locks the match row FOR UPDATE, which
        // conflicts with the key-share lock of a placement's legs and deadlocked placements against bet stops and
        // results in the same feed transaction. A match keeps the slug it was first stored with, so its links
        // stay valid when a provider corrects a name.
        set: {
          name: sql`excluded.name`,
          startTime: sql`excluded.start_time`,
          endDate: sql`excluded.end_date`,
          home: sql`excluded.home`,
          away: sql`excluded.away`,
          outrightCompetitors: sql`excluded.outright_competitors`,
          hasVideo: sql`excluded.has_video`,
          ...(withState ? { status: sql`excluded.status`, statistics: sql`excluded.statistics` } : {}),
          updatedAt: sql`now()`,
        },
        setWhere: sql`${matches.status} NOT IN ${CONCLUDED} OR excluded.status IN ${CONCLUDED}`,
      })
      .returning({ id: matches.id, urnId: matches.urnId });
    for (const row of inserted) ids.matches.set(row.urnId, row.id);
  }
}

export interface MarketRow {
  matchId: number;
  market: FeedMarket;
  provider: Provider;
}

/**
 * The feed's markets at our prices (ADR 040): each market of a match whose sport has a margin set in the back
 * office re-margined with domain `pricesWithMargin`; the others as the feed sent them. One query per batch.
 */
async function withSportMargins(tx: Transaction | Database, rows: MarketRow[]): Promise<MarketRow[]> {
  if (rows.length === 0) return rows;
  const margins = await rawRows<{ id: number; margin_bp: number }>(
    tx as Database,
    sql`SELECT x.id, t.margin_bp FROM matches x JOIN sport_trading_settings t ON t.sport_id = x.sport_id
      WHERE x.id = ANY(${arrayParam([...new Set(rows.map((r) => r.matchId))])}::int[])`,
  );
  if (margins.length === 0) return rows;
  const byMatch = new Map(margins.map((m) => [Number(m.id), Number(m.margin_bp)]));
  return rows.map((row) => {
    const margin = byMatch.get(row.matchId);
    if (margin === undefined) return row;
    const odds = pricesWithMargin(
      row.market.outcomes.map((o) => o.odds),
      margin,
    );
    const outcomes = row.market.outcomes.map((o, i) => ({ ...o, odds: odds[i] ?? o.odds }));
    return { ...row, market: { ...row.market, outcomes } };
  });
}

/**
 * Inserts or updates markets at our prices (the sport's margin, `withSportMargins`) and answers them as stored
 * before any trader's hold; a final market (settled, cancelled) and a concluded match's markets stay, and a
 * trader's suspension and prices hold (`trader-holds.ts`, ADR 036).
 */
export async function upsertMarkets(tx: Transaction | Database, feedRows: MarketRow[]): Promise<MarketRow[]> {
  const rows = await withSportMargins(tx, feedRows);
  const values = rows.map(({ matchId, market, provider }) => ({
    match_id: matchId,
    market_id: market.id,
    specifier: market.specifier,
    name: market.name,
    status: market.status,
    outcomes: storedOutcomes(market),
    groups: market.groups,
    priority: market.priority,
    most_balanced: market.most_balanced,
    provider,
  }));
  // One JSON parameter per chunk rather than the query builder's ten parameters per row: building a
  // 4,000-parameter query held the event loop for 100-200 ms at every snapshot, in front of every request.
  for (const chunk of chunks(values)) {
    await tx.execute(sql`INSERT INTO markets (match_id, market_id, specifier, name, status, outcomes, groups,
        priority, most_balanced, provider)
      SELECT r.match_id, r.market_id, r.specifier, r.name, ${statusUnderMatchHold}, r.outcomes,
        ARRAY(SELECT jsonb_array_elements_text(r.groups)), r.priority, r.most_balanced, r.provider
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS r (match_id int, market_id int, specifier text,
        name text, status smallint, outcomes jsonb, groups jsonb, priority int, most_balanced boolean,
        provider text)
      ON CONFLICT (match_id, market_id, specifier) DO UPDATE SET status = ${statusUnderMarketHold},
        outcomes = ${outcomesUnderOverrides}, groups = excluded.groups, priority = excluded.priority,
        most_balanced = excluded.most_balanced, updated_at = now()
      WHERE markets.status NOT IN ${FINAL_MARKETS}
        AND NOT EXISTS (SELECT 1 FROM matches x WHERE x.id = markets.match_id AND x.status IN ${CONCLUDED})`);
  }
  return rows;
}

/** The state a fixture update inserts a new match with; a known match keeps its own (`withState: false`). */
export function emptyState(): FeedMatchState {
  return bareState(MATCH_STATUS.prematch, 'not_started');
}
