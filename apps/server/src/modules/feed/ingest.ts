import type { MarketChange, MatchChange } from '@sportsbook/contracts/realtime';
import { isConcluded, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { RecordedControlCall } from '@sportsbook/feed/adapter';
import type {
  FeedEvent,
  FeedFixture,
  FeedMarket,
  FeedMarketRef,
  FeedMarketResult,
  FeedMatchState,
  FeedSnapshot,
  Provider,
} from '@sportsbook/feed/types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import {
  categories,
  marketResults,
  markets,
  matches,
  providerStatuses,
  sports,
  tournaments,
} from '../../db/schema/catalogue';
import { feedControlCalls } from '../../db/schema/feed';
import { categoryNames, statisticsFromState, storedCompetitor, storedOutcomes } from './map-feed';
import { concludeMissingMatches } from './missing-matches';
import { storeResults, voidResults } from './results';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A match's markets as rows (market_id, specifier) from two array parameters. Not a list of `(id, specifier)`
 * tuples in an `IN`: PostgreSQL nests that one level per tuple, and on PGlite a few hundred tuples overflowed the
 * thread's stack (ADR 022).
 */
const marketRefRows = (refs: readonly FeedMarketRef[]) =>
  sql`unnest(${arrayParam(refs.map((r) => r.market_id))}::int[], ${arrayParam(refs.map((r) => r.specifier))}::text[])`;

/** What one batch of feed events changed, for real-time publishing and settlement. */
export interface IngestChanges {
  matches: Map<number, MatchChange>;
  statusChanges: { id: number; status: number }[];
  markets: Map<number, Map<string, MarketChange>>;
  providers: { provider: Provider; active: boolean }[];
  settlements: { matchId: number; results: FeedMarketResult[] }[];
  rollbacks: { matchId: number; markets: FeedMarketRef[] }[];
}

const emptyChanges = (): IngestChanges => ({
  matches: new Map(),
  statusChanges: [],
  markets: new Map(),
  providers: [],
  settlements: [],
  rollbacks: [],
});

const CHUNK = 400;
// A concluded match (closed or finished) stays so: the feed never takes it back to prematch or live (ADR 020).
const CONCLUDED = sql.raw(`(${MATCH_STATUS.closed}, ${MATCH_STATUS.finished})`);
// Settled and cancelled markets have results (or are void): no price update reopens them. A rollback makes a
// settled market suspended first.
const FINAL_MARKETS = sql.raw(`(${MARKET_STATUS.settled}, ${MARKET_STATUS.cancelled})`);
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const marketKey = (marketId: number, specifier: string) => `${marketId}|${specifier}`;

/**
 * Writes what the odds feed reports into the catalogue tables. Ids are resolved through maps kept in memory
 * (urn -> id), loaded once and extended as fixtures arrive.
 */
export function createFeedIngestor(db: Database) {
  const ids = {
    sports: new Map<string, number>(),
    categories: new Map<string, number>(),
    tournaments: new Map<string, number>(),
    matches: new Map<string, number>(),
  };

  /**
   * `withState: false` keeps the stored status and statistics of known matches (a fixture update carries none).
   * A stored match that is concluded is left as it is unless the feed says it is concluded too (a snapshot
   * after a correction): a restarted feed that disagrees does not reopen it.
   */
  async function upsertFixtures(
    tx: Tx | Database,
    fixtures: { fixture: FeedFixture; state: FeedMatchState }[],
    withState = true,
  ) {
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
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            startTime: sql`excluded.start_time`,
            endDate: sql`excluded.end_date`,
            home: sql`excluded.home`,
            away: sql`excluded.away`,
            outrightCompetitors: sql`excluded.outright_competitors`,
            ...(withState ? { status: sql`excluded.status`, statistics: sql`excluded.statistics` } : {}),
            updatedAt: sql`now()`,
          },
          setWhere: sql`${matches.status} NOT IN ${CONCLUDED} OR excluded.status IN ${CONCLUDED}`,
        })
        .returning({ id: matches.id, urnId: matches.urnId });
      for (const row of inserted) ids.matches.set(row.urnId, row.id);
    }
  }

  async function upsertMarkets(
    tx: Tx | Database,
    rows: { matchId: number; market: FeedMarket; provider: Provider }[],
  ) {
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
        SELECT r.match_id, r.market_id, r.specifier, r.name, r.status, r.outcomes,
          ARRAY(SELECT jsonb_array_elements_text(r.groups)), r.priority, r.most_balanced, r.provider
        FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS r (match_id int, market_id int, specifier text,
          name text, status smallint, outcomes jsonb, groups jsonb, priority int, most_balanced boolean,
          provider text)
        ON CONFLICT (match_id, market_id, specifier) DO UPDATE SET status = excluded.status,
          outcomes = excluded.outcomes, groups = excluded.groups, priority = excluded.priority,
          most_balanced = excluded.most_balanced, updated_at = now()
        WHERE markets.status NOT IN ${FINAL_MARKETS}
          AND NOT EXISTS (SELECT 1 FROM matches x WHERE x.id = markets.match_id AND x.status IN ${CONCLUDED})`);
    }
  }

  const refCondition = (matchId: number, refs: FeedMarketRef[] | null) =>
    and(
      eq(markets.matchId, matchId),
      refs === null
        ? undefined
        : sql`(${markets.marketId}, ${markets.specifier}) IN (SELECT * FROM ${marketRefRows(refs)})`,
    );

  /**
   * Locks the markets a batch is about to stop, settle or cancel FOR UPDATE: the lock waits for placements
   * holding them FOR KEY SHARE (betting/placement-write.ts) and makes later ones refuse, so no bet is accepted
   * after the result or bet stop commits (a price update's lock does not conflict with placements).
   */
  const lockForClosing = (tx: Tx, matchId: number, refs: FeedMarketRef[] | null) =>
    tx
      .select({ marketId: markets.marketId })
      .from(markets)
      .where(refCondition(matchId, refs))
      .orderBy(markets.marketId, markets.specifier)
      .for('update');

  return {
    ids,

    /** Loads the urn -> id maps of what earlier runs stored. */
    async load() {
      for (const row of await db.select({ id: sports.id, key: sports.key }).from(sports))
        ids.sports.set(row.key, row.id);
      for (const row of await db.select({ id: categories.id, urn: categories.urnId }).from(categories))
        ids.categories.set(row.urn, row.id);
      for (const row of await db.select({ id: tournaments.id, urn: tournaments.urnId }).from(tournaments))
        ids.tournaments.set(row.urn, row.id);
      for (const row of await db.select({ id: matches.id, urn: matches.urnId }).from(matches))
        ids.matches.set(row.urn, row.id);
    },

    /** Stores everything a feed knows; run at start, before incremental events. */
    async ingestSnapshot(snapshot: FeedSnapshot): Promise<IngestChanges> {
      const changes = emptyChanges();
      await db.transaction(async (tx) => {
        for (const sport of snapshot.sports) {
          const [row] = await tx
            .insert(sports)
            .values({
              urnId: sport.urn_id,
              key: sport.key,
              names: { ...sport.names },
              priority: sport.priority,
              type: sport.type,
              provider: sport.provider,
              mainMarketId: sport.main_market_id,
              secondaryMarketId: sport.secondary_market_id,
            })
            .onConflictDoUpdate({
              target: sports.key,
              set: {
                names: sql`excluded.names`,
                priority: sql`excluded.priority`,
                mainMarketId: sql`excluded.main_market_id`,
                secondaryMarketId: sql`excluded.secondary_market_id`,
              },
            })
            .returning({ id: sports.id });
          if (row) ids.sports.set(sport.key, row.id);
        }
        for (const category of snapshot.categories) {
          const sportId = ids.sports.get(category.sport_key);
          if (!sportId) continue;
          const [row] = await tx
            .insert(categories)
            .values({
              urnId: category.urn_id,
              sportId,
              slug: category.slug,
              names: categoryNames(category),
              priority: category.priority,
              countryCode: category.country_code,
            })
            .onConflictDoUpdate({
              target: categories.urnId,
              set: { names: sql`excluded.names`, priority: sql`excluded.priority` },
            })
            .returning({ id: categories.id });
          if (row) ids.categories.set(category.urn_id, row.id);
        }
        for (const tournament of snapshot.tournaments) {
          const sportId = ids.sports.get(tournament.sport_key);
          const categoryId = ids.categories.get(tournament.category_urn_id);
          if (!sportId || !categoryId) continue;
          const [row] = await tx
            .insert(tournaments)
            .values({
              urnId: tournament.urn_id,
              sportId,
              categoryId,
              slug: tournament.slug,
              name: tournament.name,
              priority: tournament.priority,
            })
            .onConflictDoUpdate({
              target: tournaments.urnId,
              set: { name: sql`excluded.name`, priority: sql`excluded.priority` },
            })
            .returning({ id: tournaments.id });
          if (row) ids.tournaments.set(tournament.urn_id, row.id);
        }
        for (const provider of snapshot.providers) {
          await tx
            .insert(providerStatuses)
            .values(provider)
            .onConflictDoUpdate({
              target: providerStatuses.provider,
              set: { active: provider.active, updatedAt: sql`now()` },
            });
        }
        await upsertFixtures(tx, snapshot.matches);
        const marketRows = snapshot.matches.flatMap((m) => {
          const matchId = ids.matches.get(m.fixture.urn_id);
          return matchId
            ? m.markets.map((market) => ({ matchId, market, provider: m.fixture.provider }))
            : [];
        });
        await upsertMarkets(tx, marketRows);
        for (const m of snapshot.matches) {
          const matchId = ids.matches.get(m.fixture.urn_id);
          // Stored results stay as they are: only results the database did not have yet are news.
          if (matchId && m.results && (await storeResults(tx, matchId, m.results, 'confirmed', 'keep')) > 0) {
            changes.settlements.push({ matchId, results: m.results });
          }
        }
        const missing = await concludeMissingMatches(
          tx,
          snapshot.matches.map((m) => m.fixture.urn_id),
        );
        for (const { id, statistics } of missing.closed) {
          changes.matches.set(id, { id, status: MATCH_STATUS.closed, statistics });
          changes.statusChanges.push({ id, status: MATCH_STATUS.closed });
        }
        for (const [matchId, cancelled] of missing.cancelled) {
          const forMatch = new Map<string, MarketChange>();
          for (const m of cancelled) {
            forMatch.set(marketKey(m.marketId, m.specifier), {
              id: m.marketId,
              specifier: m.specifier,
              status: MARKET_STATUS.cancelled,
              outcomes: [],
            });
          }
          changes.markets.set(matchId, forMatch);
        }
        changes.settlements.push(...missing.voided);
      });
      return changes;
    },

    /** The control calls recorded on this world, oldest first, for the feed to resume from. */
    async controlHistory(world: string): Promise<RecordedControlCall[]> {
      const rows = await db
        .select({ at: feedControlCalls.at, call: feedControlCalls.call })
        .from(feedControlCalls)
        .where(eq(feedControlCalls.world, world))
        .orderBy(feedControlCalls.id);
      return rows.map((row) => ({ at: row.at.getTime(), call: row.call }));
    },

    /**
     * Applies a batch of events in one transaction, in order, and reports what changed. The control call that
     * caused them, if any, is recorded in the same transaction (`controlCall`), so the feed replays it after a
     * restart exactly when its effects are stored.
     */
    async applyEvents(
      events: FeedEvent[],
      controlCall?: { world: string } & RecordedControlCall,
    ): Promise<IngestChanges> {
      const changes = emptyChanges();
      if (events.length === 0 && !controlCall) return changes;
      const noteMarket = (matchId: number, change: MarketChange) => {
        const forMatch = changes.markets.get(matchId) ?? new Map<string, MarketChange>();
        changes.markets.set(matchId, forMatch);
        forMatch.set(marketKey(change.id, change.specifier), change);
      };
      await db.transaction(async (tx) => {
        if (controlCall) {
          await tx.insert(feedControlCalls).values({
            world: controlCall.world,
            at: new Date(controlCall.at),
            call: controlCall.call,
          });
        }
        // Consecutive price updates are merged so each market is written once per batch.
        let pendingMarkets = new Map<string, { matchId: number; market: FeedMarket; provider: Provider }>();
        const flushMarkets = async () => {
          if (pendingMarkets.size === 0) return;
          await upsertMarkets(tx, [...pendingMarkets.values()]);
          pendingMarkets = new Map();
        };
        const providerOf = new Map<number, Provider>();
        const matchProvider = async (matchId: number): Promise<Provider> => {
          const known = providerOf.get(matchId);
          if (known) return known;
          const [row] = await tx
            .select({ provider: matches.provider })
            .from(matches)
            .where(eq(matches.id, matchId));
          const provider = row?.provider ?? 'betradar';
          providerOf.set(matchId, provider);
          return provider;
        };

        for (const event of events) {
          if (event.type === 'odds_changed') {
            const matchId = ids.matches.get(event.match_urn_id);
            if (!matchId) continue;
            const provider = await matchProvider(matchId);
            for (const market of event.markets) {
              pendingMarkets.set(`${matchId}|${marketKey(market.id, market.specifier)}`, {
                matchId,
                market,
                provider,
              });
              noteMarket(matchId, {
                id: market.id,
                specifier: market.specifier,
                status: market.status,
                outcomes: market.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
              });
            }
            continue;
          }
          await flushMarkets();
          switch (event.type) {
            case 'fixture_changed':
              await upsertFixtures(tx, [{ fixture: event.fixture, state: emptyState() }], false);
              break;
            case 'bet_stop': {
              const matchId = ids.matches.get(event.match_urn_id);
              if (!matchId) break;
              await lockForClosing(tx, matchId, event.markets);
              const stopped = await tx
                .update(markets)
                .set({ status: MARKET_STATUS.suspended, updatedAt: sql`now()` })
                .where(and(refCondition(matchId, event.markets), eq(markets.status, MARKET_STATUS.active)))
                .returning();
              for (const m of stopped) {
                noteMarket(matchId, {
                  id: m.marketId,
                  specifier: m.specifier,
                  status: MARKET_STATUS.suspended,
                  outcomes: m.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
                });
              }
              break;
            }
            case 'match_status_changed': {
              const matchId = ids.matches.get(event.match_urn_id);
              if (!matchId) break;
              const statistics = statisticsFromState(event.state);
              const [before] = await tx
                .select({ status: matches.status })
                .from(matches)
                .where(eq(matches.id, matchId));
              if (before && isConcluded(before.status) && !isConcluded(event.state.status)) break;
              await tx
                .update(matches)
                .set({ status: event.state.status, statistics, updatedAt: sql`now()` })
                .where(eq(matches.id, matchId));
              changes.matches.set(matchId, { id: matchId, status: event.state.status, statistics });
              if (before && before.status !== event.state.status) {
                changes.statusChanges.push({ id: matchId, status: event.state.status });
              }
              break;
            }
            case 'bet_settlement': {
              const matchId = ids.matches.get(event.match_urn_id);
              if (!matchId) break;
              const refs = event.results.map((r) => ({ market_id: r.market_id, specifier: r.specifier }));
              if (refs.length > 0) await lockForClosing(tx, matchId, refs);
              await storeResults(tx, matchId, event.results, event.certainty, 'keep');
              if (refs.length > 0) {
                await tx
                  .update(markets)
                  .set({ status: MARKET_STATUS.settled, updatedAt: sql`now()` })
                  .where(refCondition(matchId, refs));
              }
              changes.settlements.push({ matchId, results: event.results });
              break;
            }
            case 'rollback_bet_settlement': {
              const matchId = ids.matches.get(event.match_urn_id);
              if (!matchId || event.markets.length === 0) break;
              await tx
                .delete(marketResults)
                .where(
                  and(
                    eq(marketResults.matchId, matchId),
                    sql`(${marketResults.marketId}, ${marketResults.specifier}) IN (SELECT * FROM ${marketRefRows(event.markets)})`,
                  ),
                );
              // Without results a market is no longer settled; a new settlement or a price update follows.
              await tx
                .update(markets)
                .set({ status: MARKET_STATUS.suspended, updatedAt: sql`now()` })
                .where(and(refCondition(matchId, event.markets), eq(markets.status, MARKET_STATUS.settled)));
              changes.rollbacks.push({ matchId, markets: event.markets });
              break;
            }
            case 'bet_cancel': {
              const matchId = ids.matches.get(event.match_urn_id);
              if (!matchId) break;
              await lockForClosing(tx, matchId, event.markets);
              const cancelled = await tx
                .update(markets)
                .set({ status: MARKET_STATUS.cancelled, updatedAt: sql`now()` })
                .where(refCondition(matchId, event.markets))
                .returning();
              const results = voidResults(cancelled);
              await storeResults(tx, matchId, results, 'cancelled', 'replace');
              changes.settlements.push({ matchId, results });
              for (const m of cancelled) {
                noteMarket(matchId, {
                  id: m.marketId,
                  specifier: m.specifier,
                  status: MARKET_STATUS.cancelled,
                  outcomes: [],
                });
              }
              break;
            }
            case 'provider_status_changed': {
              await tx
                .insert(providerStatuses)
                .values({ provider: event.provider, active: event.active })
                .onConflictDoUpdate({
                  target: providerStatuses.provider,
                  set: { active: event.active, updatedAt: sql`now()` },
                });
              changes.providers.push({ provider: event.provider, active: event.active });
              break;
            }
          }
        }
        await flushMarkets();
      });
      return changes;
    },

    /** Matches of these urns, for the control surface. */
    async matchIdsByUrn(urns: string[]) {
      if (urns.length === 0) return [];
      return db
        .select({ id: matches.id, urn: matches.urnId })
        .from(matches)
        .where(inArray(matches.urnId, urns));
    },
  };
}

function emptyState(): FeedMatchState {
  return {
    status: 0,
    phase: 'not_started',
    period_number: null,
    max_period_number: null,
    clock: null,
    total_score: null,
    period_scores: [],
    game_score: null,
    current_server: null,
    innings: null,
    winner: null,
  };
}

export type FeedIngestor = ReturnType<typeof createFeedIngestor>;
