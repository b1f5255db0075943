import type { FeedMarketResult } from '@sportsbook/feed/types';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { marketResults, type StoredOutcome } from '../../db/schema/catalogue';

const CHUNK = 400;

/**
 * How a result meets one already stored for the same outcome. A settlement `keep`s it: a stored result is final
 * (settlement pays on it), only a rollback removes it, so a feed that sends a result again (a restarted feed, a
 * redelivery) changes nothing and enqueues no settlement; a `live` result still becomes `confirmed`. A
 * cancellation `replace`s it: voiding is a decision of its own.
 */
export type ResultWrite = 'keep' | 'replace';

/** Writes the results of a match's markets; answers how many outcome rows were written or changed. */
export async function storeResults(
  tx: Transaction | Database,
  matchId: number,
  results: readonly FeedMarketResult[],
  certainty: 'live' | 'confirmed' | 'cancelled',
  write: ResultWrite,
): Promise<number> {
  const rows = results.flatMap((r) =>
    r.outcomes.map((o) => ({
      matchId,
      marketId: r.market_id,
      specifier: r.specifier,
      outcomeId: o.outcome_id,
      result: o.result,
      certainty,
    })),
  );
  const target = [
    marketResults.matchId,
    marketResults.marketId,
    marketResults.specifier,
    marketResults.outcomeId,
  ];
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const insert = tx.insert(marketResults).values(rows.slice(i, i + CHUNK));
    // An UPDATE that changes nothing would still enqueue the market's settlement (the trigger sees every row
    // an UPDATE touches): rows are only touched when something changes.
    const stored =
      write === 'keep'
        ? insert.onConflictDoUpdate({
            target,
            set: { certainty: sql`excluded.certainty` },
            setWhere: sql`${marketResults.result} = excluded.result AND ${marketResults.certainty} = 'live'
              AND excluded.certainty <> 'live'`,
          })
        : insert.onConflictDoUpdate({
            target,
            set: { result: sql`excluded.result`, certainty: sql`excluded.certainty`, settledAt: sql`now()` },
            setWhere: sql`(${marketResults.result}, ${marketResults.certainty})
              IS DISTINCT FROM (excluded.result, excluded.certainty)`,
          });
    written += (await stored.returning({ matchId: marketResults.matchId })).length;
  }
  return written;
}

/** Every outcome of these markets void: the result of a cancelled market. */
export function voidResults(
  cancelled: readonly { marketId: number; specifier: string; outcomes: readonly StoredOutcome[] }[],
): FeedMarketResult[] {
  return cancelled.map((m) => ({
    market_id: m.marketId,
    specifier: m.specifier,
    outcomes: m.outcomes.map((o) => ({ outcome_id: o.id, result: 'void' as const, void_factor: 1 as const })),
  }));
}
