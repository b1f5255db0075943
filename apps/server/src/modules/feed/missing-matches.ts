import type { Statistics } from '@sportsbook/contracts/catalogue';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { FeedMarketResult } from '@sportsbook/feed/types';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { markets, matches, type StoredOutcome } from '../../db/schema/catalogue';
import { storeResults, voidResults } from './results';

export interface ConcludedMatches {
  closed: { id: number; statistics: Statistics }[];
  /** Markets that had no result, now cancelled, per match. */
  cancelled: Map<number, { marketId: number; specifier: string; outcomes: StoredOutcome[] }[]>;
  /** Their void results, as stored. */
  voided: { matchId: number; results: FeedMarketResult[] }[];
}

/**
 * Closes every stored match that the feed's snapshot does not list (ADR 020): one of an earlier world (another
 * seed or speed), or one that ended while the server was down, which the feed no longer reports. Such a match is
 * unknown to the control surface and would otherwise stay open for bets forever. Its markets that have results
 * keep them; the others are cancelled with void results, so the bets on them are refunded by settlement rather
 * than left open.
 */
export async function concludeMissingMatches(
  tx: Transaction,
  listedUrns: readonly string[],
): Promise<ConcludedMatches> {
  const listed = JSON.stringify(listedUrns);
  const closed = await tx
    .update(matches)
    .set({ status: MATCH_STATUS.closed, updatedAt: sql`now()` })
    .where(
      and(
        ne(matches.status, MATCH_STATUS.closed),
        sql`${matches.urnId} NOT IN (SELECT jsonb_array_elements_text(${listed}::jsonb))`,
      ),
    )
    .returning({ id: matches.id, statistics: matches.statistics });
  const result: ConcludedMatches = { closed, cancelled: new Map(), voided: [] };
  if (closed.length === 0) return result;
  const unresulted = await tx
    .update(markets)
    .set({ status: MARKET_STATUS.cancelled, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          markets.matchId,
          closed.map((m) => m.id),
        ),
        sql`NOT EXISTS (SELECT 1 FROM market_results r WHERE r.match_id = markets.match_id
          AND r.market_id = markets.market_id AND r.specifier = markets.specifier)`,
      ),
    )
    .returning({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      outcomes: markets.outcomes,
    });
  for (const market of unresulted) {
    const list = result.cancelled.get(market.matchId) ?? [];
    list.push(market);
    result.cancelled.set(market.matchId, list);
  }
  for (const [matchId, cancelled] of result.cancelled) {
    const results = voidResults(cancelled);
    await storeResults(tx, matchId, results, 'cancelled', 'keep');
    result.voided.push({ matchId, results });
  }
  return result;
}
