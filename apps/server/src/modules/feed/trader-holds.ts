import type { MarketChange } from '@sportsbook/contracts/realtime';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import type { StoredOutcome } from '../../db/schema/catalogue';
import type { IngestChanges } from './ingest-changes';

/**
 * What a trader decided stays decided (ADR 036): the feed never opens a market a trader suspended, nor any
 * market of a match a trader suspended, and a trader's price stays laid over the feed's price of that outcome
 * until the trader reopens the market. These expressions are written into the feed's market upsert.
 */
const ACTIVE = sql.raw(String(MARKET_STATUS.active));
const SUSPENDED = sql.raw(String(MARKET_STATUS.suspended));

/** The status a new or updated row takes from the feed's row `r`: suspended when its match is held. */
export const statusUnderMatchHold = sql`CASE WHEN r.status = ${ACTIVE} AND EXISTS (
    SELECT 1 FROM matches held WHERE held.id = r.match_id AND held.trader_suspended) THEN ${SUSPENDED}
  ELSE r.status END`;

/** The status an existing market keeps on conflict: a trader's suspension holds against an active feed row. */
export const statusUnderMarketHold = sql`CASE WHEN markets.trader_suspended AND excluded.status = ${ACTIVE}
  THEN ${SUSPENDED} ELSE excluded.status END`;

/** The feed's outcomes with the trader's prices laid over them, in the feed's order. */
export const outcomesUnderOverrides = sql`CASE WHEN markets.odds_overrides = '{}'::jsonb THEN excluded.outcomes
  ELSE (SELECT jsonb_agg(CASE WHEN markets.odds_overrides ? (o->>'id')
      THEN jsonb_set(o, '{odds}', markets.odds_overrides -> (o->>'id')) ELSE o END ORDER BY n)
    FROM jsonb_array_elements(excluded.outcomes) WITH ORDINALITY AS e(o, n)) END`;

/**
 * The batch's market changes as stored, for the markets a trader holds or prices: what the feed sent is not what
 * the player site must show for those. Read inside the batch's transaction, so the publication matches the rows.
 */
export async function applyTraderHolds(tx: Pick<Database, 'execute'>, changes: IngestChanges): Promise<void> {
  const refs = [...changes.markets].flatMap(([matchId, byKey]) =>
    [...byKey.values()].map((change) => ({ matchId, marketId: change.id, specifier: change.specifier })),
  );
  if (refs.length === 0) return;
  const held = await rawRows<{
    match_id: number;
    market_id: number;
    specifier: string;
    status: number;
    outcomes: StoredOutcome[];
  }>(
    tx as Database,
    sql`SELECT m.match_id, m.market_id, m.specifier, m.status, m.outcomes FROM markets m
    JOIN unnest(${arrayParam(refs.map((r) => r.matchId))}::int[], ${arrayParam(refs.map((r) => r.marketId))}::int[],
      ${arrayParam(refs.map((r) => r.specifier))}::text[]) AS ref (match_id, market_id, specifier)
      ON (m.match_id, m.market_id, m.specifier) = (ref.match_id, ref.market_id, ref.specifier)
    WHERE m.trader_suspended OR m.odds_overrides <> '{}'::jsonb
      OR EXISTS (SELECT 1 FROM matches x WHERE x.id = m.match_id AND x.trader_suspended)`,
  );
  for (const row of held) {
    const change: MarketChange = {
      id: row.market_id,
      specifier: row.specifier,
      status: row.status,
      outcomes: row.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
    };
    changes.markets.get(row.match_id)?.set(`${row.market_id}|${row.specifier}`, change);
  }
}
