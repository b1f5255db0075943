import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { FeedSnapshot } from '@sportsbook/feed/types';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, providerStatuses, sports, tournaments } from '../../db/schema/catalogue';
import { type IngestIds, upsertFixtures, upsertMarkets } from './ingest-catalogue';
import { emptyChanges, type IngestChanges, noteMarket } from './ingest-changes';
import { categoryNames } from './map-feed';
import { concludeMissingMatches } from './missing-matches';
import { storeResults } from './results';

/** Stores everything a feed knows in one transaction; run at start, before incremental events. */
export async function ingestSnapshot(
  db: Database,
  ids: IngestIds,
  snapshot: FeedSnapshot,
): Promise<IngestChanges> {
  const changes = emptyChanges();
  await db.transaction(async (tx) => {
    await upsertSports(tx, ids, snapshot);
    await upsertCategories(tx, ids, snapshot);
    await upsertTournaments(tx, ids, snapshot);
    await upsertProviderStatuses(tx, snapshot);
    await upsertFixtures(tx, ids, snapshot.matches);
    await upsertMarkets(
      tx,
      snapshot.matches.flatMap((m) => {
        const matchId = ids.matches.get(m.fixture.urn_id);
        return matchId ? m.markets.map((market) => ({ matchId, market, provider: m.fixture.provider })) : [];
      }),
    );
    await storeNewResults(tx, ids, snapshot, changes);
    await concludeMatchesLeftOut(tx, snapshot, changes);
  });
  return changes;
}

async function upsertSports(tx: Transaction, ids: IngestIds, snapshot: FeedSnapshot): Promise<void> {
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
}

async function upsertCategories(tx: Transaction, ids: IngestIds, snapshot: FeedSnapshot): Promise<void> {
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
}

async function upsertTournaments(tx: Transaction, ids: IngestIds, snapshot: FeedSnapshot): Promise<void> {
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
}

async function upsertProviderStatuses(tx: Transaction, snapshot: FeedSnapshot): Promise<void> {
  for (const provider of snapshot.providers) {
    await tx
      .insert(providerStatuses)
      .values(provider)
      .onConflictDoUpdate({
        target: providerStatuses.provider,
        set: { active: provider.active, updatedAt: sql`now()` },
      });
  }
}

/** Stored results stay as they are: only results the database did not have yet are news for settlement. */
async function storeNewResults(
  tx: Transaction,
  ids: IngestIds,
  snapshot: FeedSnapshot,
  changes: IngestChanges,
): Promise<void> {
  for (const m of snapshot.matches) {
    const matchId = ids.matches.get(m.fixture.urn_id);
    if (matchId && m.results && (await storeResults(tx, matchId, m.results, 'confirmed', 'keep')) > 0) {
      changes.settlements.push({ matchId, results: m.results });
    }
  }
}

/** A stored match the snapshot does not list is closed and its unsettled markets voided (ADR 020). */
async function concludeMatchesLeftOut(
  tx: Transaction,
  snapshot: FeedSnapshot,
  changes: IngestChanges,
): Promise<void> {
  const missing = await concludeMissingMatches(
    tx,
    snapshot.matches.map((m) => m.fixture.urn_id),
  );
  for (const { id, statistics } of missing.closed) {
    changes.matches.set(id, { id, status: MATCH_STATUS.closed, statistics });
    changes.statusChanges.push({ id, status: MATCH_STATUS.closed });
  }
  for (const [matchId, cancelled] of missing.cancelled) {
    for (const m of cancelled) {
      noteMarket(changes, matchId, {
        id: m.marketId,
        specifier: m.specifier,
        status: MARKET_STATUS.cancelled,
        outcomes: [],
      });
    }
  }
  changes.settlements.push(...missing.voided);
}
