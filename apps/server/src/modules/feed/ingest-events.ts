import type { RecordedControlCall } from '@sportsbook/feed/adapter';
import type { FeedEvent, Provider } from '@sportsbook/feed/types';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { matches } from '../../db/schema/catalogue';
import { feedControlCalls } from '../../db/schema/feed';
import { storeIncidents } from '../match-info';
import { type IngestIds, type MarketRow, upsertMarkets } from './ingest-catalogue';
import { emptyChanges, type IngestChanges, marketKey, noteIncident, noteMarket } from './ingest-changes';
import { applyEvent } from './ingest-event-handlers';
import { applyTraderHolds } from './trader-holds';

/**
 * Applies a batch of events in one transaction, in order, and reports what changed. The control call that caused
 * them, if any, is recorded in the same transaction (`controlCall`), so the feed replays it after a restart
 * exactly when its effects are stored.
 */
export async function applyEvents(
  db: Database,
  ids: IngestIds,
  events: FeedEvent[],
  controlCall?: { world: string } & RecordedControlCall,
): Promise<IngestChanges> {
  const changes = emptyChanges();
  if (events.length === 0 && !controlCall) return changes;
  await db.transaction(async (tx) => {
    if (controlCall) {
      await tx.insert(feedControlCalls).values({
        world: controlCall.world,
        at: new Date(controlCall.at),
        call: controlCall.call,
      });
    }
    const prices = createPriceBuffer(tx, changes);
    for (const event of events) {
      if (event.type === 'match_incident') {
        // Incidents change nothing else: gathered and written in one statement at the end of the batch.
        const matchId = ids.matches.get(event.match_urn_id);
        if (matchId) noteIncident(changes, { matchId, at: event.at, incident: event.incident });
        continue;
      }
      if (event.type === 'odds_changed') {
        const matchId = ids.matches.get(event.match_urn_id);
        if (!matchId) continue;
        const provider = await prices.providerOf(matchId);
        for (const market of event.markets) prices.add({ matchId, market, provider });
        continue;
      }
      // Every other event sees the prices that came before it.
      await prices.flush();
      await applyEvent({ tx, ids, changes }, event);
    }
    await prices.flush();
    await applyTraderHolds(tx, changes);
    await storeIncidents(tx, [...changes.incidents.values()].flat());
  });
  return changes;
}

/**
 * Consecutive price updates, merged so each market is written once per run of updates, and noted as changed at
 * the prices stored (the sport's margin applied, ADR 040), so players are shown the prices they bet at.
 */
function createPriceBuffer(tx: Transaction, changes: IngestChanges) {
  let pending = new Map<string, MarketRow>();
  const providers = new Map<number, Provider>();
  return {
    add(row: MarketRow) {
      pending.set(`${row.matchId}|${marketKey(row.market.id, row.market.specifier)}`, row);
    },
    async flush() {
      if (pending.size === 0) return;
      const stored = await upsertMarkets(tx, [...pending.values()]);
      pending = new Map();
      for (const { matchId, market } of stored) {
        noteMarket(changes, matchId, {
          id: market.id,
          specifier: market.specifier,
          status: market.status,
          outcomes: market.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
        });
      }
    },
    /** The match's provider, read once per batch (Betradar when the match row is not found). */
    async providerOf(matchId: number): Promise<Provider> {
      const known = providers.get(matchId);
      if (known) return known;
      const [row] = await tx
        .select({ provider: matches.provider })
        .from(matches)
        .where(eq(matches.id, matchId));
      const provider = row?.provider ?? 'betradar';
      providers.set(matchId, provider);
      return provider;
    },
  };
}
