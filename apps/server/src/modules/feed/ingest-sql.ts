import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { FeedMarketRef } from '@sportsbook/feed/types';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { markets } from '../../db/schema/catalogue';

/** The transaction one snapshot or one batch of events is written in. */

/**
 * A match's markets as rows (market_id, specifier) from two array parameters. Not a list of `(id, specifier)`
 * tuples in an `IN`: PostgreSQL nests that one level per tuple, and on PGlite a few hundred tuples overflowed the
 * thread's stack (ADR 022).
 */
export const marketRefRows = (refs: readonly FeedMarketRef[]) =>
  sql`unnest(${arrayParam(refs.map((r) => r.market_id))}::int[], ${arrayParam(refs.map((r) => r.specifier))}::text[])`;

/** A match's markets named by `refs`, or all of them when the feed names none (`null`). */
export const refCondition = (matchId: number, refs: FeedMarketRef[] | null) =>
  and(
    eq(markets.matchId, matchId),
    refs === null
      ? undefined
      : sql`(${markets.marketId}, ${markets.specifier}) IN (SELECT * FROM ${marketRefRows(refs)})`,
  );

/**
 * Locks the markets a batch is about to stop, settle or cancel FOR UPDATE: the lock waits for placements holding
 * them FOR KEY SHARE (betting/placement-sql.ts) and makes later ones refuse, so no bet is accepted after the result
 * or bet stop commits (a price update's lock does not conflict with placements).
 */
export const lockForClosing = (tx: Transaction, matchId: number, refs: FeedMarketRef[] | null) =>
  tx
    .select({ marketId: markets.marketId })
    .from(markets)
    .where(refCondition(matchId, refs))
    .orderBy(markets.marketId, markets.specifier)
    .for('update');

// A concluded match (closed or finished) stays so: the feed never takes it back to prematch or live (ADR 020).
export const CONCLUDED = sql.raw(`(${MATCH_STATUS.closed}, ${MATCH_STATUS.finished})`);
// Settled and cancelled markets have results (or are void): no price update reopens them. A rollback makes a
// settled market suspended first.
export const FINAL_MARKETS = sql.raw(`(${MARKET_STATUS.settled}, ${MARKET_STATUS.cancelled})`);

const CHUNK = 400;
export const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
