import type { LegResult } from '@sportsbook/domain/settlement';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { betSelections, bets } from '../../db/schema/betting';
import { marketResults } from '../../db/schema/catalogue';
import type { BetRow } from '../betting/repository';
import type { BetUpdate, PlannedLeg } from './bet-plan';

const SETTLEABLE = ['waiting_results', 'done'] as const;

/**
 * Open or settled bets with a leg in the claimed jobs' markets whose recorded result differs from the one the
 * feed holds now, in id order. A bet already settled with the same results is not even listed.
 */
export async function affectedBetIds(db: Database, jobIds: readonly number[]): Promise<number[]> {
  const rows = await rawRows<{ bet_id: number }>(
    db,
    sql`SELECT DISTINCT s.bet_id
        FROM settlement_jobs j
        JOIN bet_selections s
          ON s.match_id = j.match_id AND s.market_id = j.market_id AND s.specifier = j.specifier
        JOIN bets b ON b.id = s.bet_id
        LEFT JOIN market_results r
          ON r.match_id = s.match_id AND r.market_id = s.market_id AND r.specifier = s.specifier
          AND r.outcome_id = s.outcome_id
        WHERE j.id = ANY(${arrayParam(jobIds)}::bigint[])
          AND b.status IN ('waiting_results', 'done')
          AND s.result IS DISTINCT FROM r.result
        ORDER BY s.bet_id`,
  );
  return rows.map((row) => Number(row.bet_id));
}

/**
 * Locks the chunk's bets that are still open or settled, in id order (cash-out and in-play acceptance lock one
 * bet row the same way, so a bet is never both cashed out and paid). A bet cashed out meanwhile drops out.
 */
export async function lockSettleableBets(tx: Database, ids: readonly number[]): Promise<BetRow[]> {
  return tx
    .select()
    .from(bets)
    .where(and(sql`${bets.id} = ANY(${arrayParam(ids)}::int[])`, inArray(bets.status, [...SETTLEABLE])))
    .orderBy(asc(bets.id))
    .for('update');
}

/** Every leg of the bets, in slip order, with its recorded result and the feed's current one. */
export async function legsWithResults(
  tx: Database,
  betIds: readonly number[],
): Promise<Map<number, PlannedLeg[]>> {
  const rows = await tx
    .select({
      betId: betSelections.betId,
      id: betSelections.id,
      odds: betSelections.odds,
      stored: betSelections.result,
      current: marketResults.result,
    })
    .from(betSelections)
    .leftJoin(
      marketResults,
      and(
        eq(marketResults.matchId, betSelections.matchId),
        eq(marketResults.marketId, betSelections.marketId),
        eq(marketResults.specifier, betSelections.specifier),
        eq(marketResults.outcomeId, betSelections.outcomeId),
      ),
    )
    .where(sql`${betSelections.betId} = ANY(${arrayParam(betIds)}::int[])`)
    .orderBy(asc(betSelections.betId), asc(betSelections.position));
  const grouped = new Map<number, PlannedLeg[]>();
  for (const row of rows) {
    const legs = grouped.get(row.betId) ?? [];
    legs.push({ id: row.id, odds: row.odds, stored: row.stored, current: row.current });
    grouped.set(row.betId, legs);
  }
  return grouped;
}

/** Writes the bets' new settlement state in one statement. */
export async function updateBets(tx: Database, updates: readonly BetUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await tx.execute(sql`UPDATE bets b SET
      status = v.status, result = v.result, payout = v.payout, settled_at = v.settled_at,
      settlement_version = v.settlement_version
    FROM unnest(
      ${arrayParam(updates.map((u) => u.id))}::int[],
      ${arrayParam(updates.map((u) => u.status))}::text[],
      ${arrayParam(updates.map((u) => u.result))}::text[],
      ${arrayParam(updates.map((u) => u.payout))}::bigint[],
      ${arrayParam(updates.map((u) => u.settledAt?.toISOString() ?? null))}::timestamptz[],
      ${arrayParam(updates.map((u) => u.settlementVersion))}::int[]
    ) AS v(id, status, result, payout, settled_at, settlement_version)
    WHERE b.id = v.id`);
}

/** Records the legs' results in one statement. */
export async function updateLegs(
  tx: Database,
  legs: readonly { id: number; result: LegResult | null }[],
): Promise<void> {
  if (legs.length === 0) return;
  await tx.execute(sql`UPDATE bet_selections s SET result = v.result
    FROM unnest(
      ${arrayParam(legs.map((l) => l.id))}::int[],
      ${arrayParam(legs.map((l) => l.result))}::text[]
    ) AS v(id, result)
    WHERE s.id = v.id`);
}
