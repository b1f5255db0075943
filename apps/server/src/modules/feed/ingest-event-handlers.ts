import { isBettable, isConcluded, MARKET_STATUS } from '@sportsbook/domain/match-status';
import type { FeedEvent, FeedMarketRef } from '@sportsbook/feed/types';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { marketResults, markets, matches, providerStatuses } from '../../db/schema/catalogue';
import { emptyState, type IngestIds, upsertFixtures } from './ingest-catalogue';
import { type IngestChanges, noteMarket } from './ingest-changes';
import { lockForClosing, marketRefRows, refCondition } from './ingest-sql';
import { statisticsFromState } from './map-feed';
import { storeResults, voidResults } from './results';

/** What every handler of one batch shares: its transaction, the id maps and the changes it reports. */
export interface EventBatch {
  tx: Transaction;
  ids: IngestIds;
  changes: IngestChanges;
}

/**
 * Price updates are merged across a batch before they are written, incidents gathered into one insert
 * (`ingest-events.ts`); the rest go one by one.
 */
type WrittenAlone = Exclude<FeedEvent['type'], 'odds_changed' | 'match_incident'>;
type EventHandler<Type extends WrittenAlone> = (
  batch: EventBatch,
  event: Extract<FeedEvent, { type: Type }>,
) => Promise<void>;

/** A fixture update keeps a known match's status and statistics; a new match starts prematch. */
const fixtureChanged: EventHandler<'fixture_changed'> = async ({ tx, ids }, event) => {
  await upsertFixtures(tx, ids, [{ fixture: event.fixture, state: emptyState() }], false);
};

/**
 * Suspends a match's active markets named by `refs` (all of them for `null`), locked first so that placements in
 * flight on them commit before this batch and later ones see them suspended (ingest-sql.ts `lockForClosing`).
 */
async function suspendActiveMarkets(
  { tx, changes }: EventBatch,
  matchId: number,
  refs: FeedMarketRef[] | null,
) {
  await lockForClosing(tx, matchId, refs);
  const stopped = await tx
    .update(markets)
    .set({ status: MARKET_STATUS.suspended, updatedAt: sql`now()` })
    .where(and(refCondition(matchId, refs), eq(markets.status, MARKET_STATUS.active)))
    .returning();
  for (const m of stopped) {
    noteMarket(changes, matchId, {
      id: m.marketId,
      specifier: m.specifier,
      status: MARKET_STATUS.suspended,
      outcomes: m.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
    });
  }
}

/** Suspends the named active markets (all of the match's when the feed names none). */
const betStop: EventHandler<'bet_stop'> = async (batch, event) => {
  const matchId = batch.ids.matches.get(event.match_urn_id);
  if (matchId) await suspendActiveMarkets(batch, matchId, event.markets);
};

/** A concluded match is not reopened by a status that is not concluded (ADR 020). */
const matchStatusChanged: EventHandler<'match_status_changed'> = async (batch, event) => {
  const { tx, ids, changes } = batch;
  const matchId = ids.matches.get(event.match_urn_id);
  if (!matchId) return;
  const statistics = statisticsFromState(event.state);
  const [before] = await tx.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
  if (before && isConcluded(before.status) && !isConcluded(event.state.status)) return;
  // A match that stops taking bets (stopped, ended, no longer covered) without a bet stop from the feed: its
  // markets are suspended here, as a bet stop would, so no placement in flight is accepted after the change.
  if (before && isBettable(before.status) && !isBettable(event.state.status)) {
    await suspendActiveMarkets(batch, matchId, null);
  }
  await tx
    .update(matches)
    .set({ status: event.state.status, statistics, updatedAt: sql`now()` })
    .where(eq(matches.id, matchId));
  changes.matches.set(matchId, { id: matchId, status: event.state.status, statistics });
  if (before && before.status !== event.state.status) {
    changes.statusChanges.push({ id: matchId, status: event.state.status });
  }
};

/** Stores the results (a stored result is kept) and marks their markets settled. */
const betSettlement: EventHandler<'bet_settlement'> = async ({ tx, ids, changes }, event) => {
  const matchId = ids.matches.get(event.match_urn_id);
  if (!matchId) return;
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
};

/** Deletes the named markets' results; without results a market is no longer settled but suspended. */
const rollbackBetSettlement: EventHandler<'rollback_bet_settlement'> = async (
  { tx, ids, changes },
  event,
) => {
  const matchId = ids.matches.get(event.match_urn_id);
  if (!matchId || event.markets.length === 0) return;
  await tx
    .delete(marketResults)
    .where(
      and(
        eq(marketResults.matchId, matchId),
        sql`(${marketResults.marketId}, ${marketResults.specifier}) IN (SELECT * FROM ${marketRefRows(event.markets)})`,
      ),
    );
  // A new settlement or a price update follows.
  await tx
    .update(markets)
    .set({ status: MARKET_STATUS.suspended, updatedAt: sql`now()` })
    .where(and(refCondition(matchId, event.markets), eq(markets.status, MARKET_STATUS.settled)));
  changes.rollbacks.push({ matchId, markets: event.markets });
};

/** Cancels the named markets and replaces their results with void ones, so settlement refunds their bets. */
const betCancel: EventHandler<'bet_cancel'> = async ({ tx, ids, changes }, event) => {
  const matchId = ids.matches.get(event.match_urn_id);
  if (!matchId) return;
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
    noteMarket(changes, matchId, {
      id: m.marketId,
      specifier: m.specifier,
      status: MARKET_STATUS.cancelled,
      outcomes: [],
    });
  }
};

const providerStatusChanged: EventHandler<'provider_status_changed'> = async ({ tx, changes }, event) => {
  await tx
    .insert(providerStatuses)
    .values({ provider: event.provider, active: event.active })
    .onConflictDoUpdate({
      target: providerStatuses.provider,
      set: { active: event.active, updatedAt: sql`now()` },
    });
  changes.providers.push({ provider: event.provider, active: event.active });
};

/** One handler per kind of event the feed sends, besides price updates. */
const handlers: { [Type in WrittenAlone]: EventHandler<Type> } = {
  fixture_changed: fixtureChanged,
  bet_stop: betStop,
  match_status_changed: matchStatusChanged,
  bet_settlement: betSettlement,
  rollback_bet_settlement: rollbackBetSettlement,
  bet_cancel: betCancel,
  provider_status_changed: providerStatusChanged,
};

export function applyEvent(
  batch: EventBatch,
  event: Extract<FeedEvent, { type: WrittenAlone }>,
): Promise<void> {
  // The table pairs each kind with its handler; TypeScript cannot correlate the lookup with the event's type.
  const handle = handlers[event.type] as (batch: EventBatch, event: FeedEvent) => Promise<void>;
  return handle(batch, event);
}
