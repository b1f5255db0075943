import type { JackpotLevelState } from '@sportsbook/domain/jackpots';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import {
  jackpotContributions,
  jackpotHits,
  jackpotLevels,
  jackpotPendingBets,
  jackpots,
} from '../../db/schema/jackpots';
import { ledgerAccounts } from '../../db/schema/wallet';

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;
export type JackpotHitRow = typeof jackpotHits.$inferSelect;

/** A level's pool account: the `jackpot_pool` house account whose shard is the level id (ADR 034). */
export const poolAccount = (levelId: number) => ({ house: 'jackpot_pool', shard: levelId }) as const;

/** Every level's pool (its ledger balance), by level id. */
export async function poolBalances(
  db: Database,
  levels: readonly JackpotLevelRow[],
  currencyOf: (l: JackpotLevelRow) => string,
) {
  const ids = levels.map((level) => level.id);
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      shard: ledgerAccounts.shard,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'jackpot_pool'),
        isNull(ledgerAccounts.playerId),
        inArray(ledgerAccounts.shard, ids),
      ),
    );
  const byLevel = new Map<number, number>();
  for (const level of levels) {
    const row = rows.find((r) => r.shard === level.id && r.currency === currencyOf(level));
    byLevel.set(level.id, row?.balance ?? 0);
  }
  return byLevel;
}

export async function findJackpot(db: Database, id: number): Promise<JackpotRow | undefined> {
  const [row] = await db.select().from(jackpots).where(eq(jackpots.id, id));
  return row;
}

export async function listJackpots(db: Database, ids?: readonly number[]): Promise<JackpotRow[]> {
  const query = db.select().from(jackpots);
  const filtered = ids ? query.where(equalsAny(jackpots.id, ids, 'int')) : query;
  return filtered.orderBy(asc(jackpots.id));
}

export async function levelsOf(db: Database, jackpotIds: readonly number[]): Promise<JackpotLevelRow[]> {
  if (jackpotIds.length === 0) return [];
  return db
    .select()
    .from(jackpotLevels)
    .where(equalsAny(jackpotLevels.jackpotId, jackpotIds, 'int'))
    .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.position));
}

/** What the jackpot's hits have paid, by jackpot id. */
export async function paidByJackpot(
  db: Database,
  jackpotIds: readonly number[],
): Promise<Map<number, number>> {
  if (jackpotIds.length === 0) return new Map();
  const rows = await db
    .select({
      jackpotId: jackpotLevels.jackpotId,
      paid: sql<number>`COALESCE(SUM(${jackpotHits.amount}), 0)`.mapWith(Number),
    })
    .from(jackpotHits)
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
    .where(and(equalsAny(jackpotLevels.jackpotId, jackpotIds, 'int'), eq(jackpotHits.status, 'paid')))
    .groupBy(jackpotLevels.jackpotId);
  return new Map(rows.map((row) => [row.jackpotId, row.paid]));
}

/** The levels of jackpots that take contributions now, with their jackpot's terms (placement's look-up). */
export async function activeJackpotLevels(db: Database) {
  return db
    .select({ jackpot: jackpots, level: jackpotLevels })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(eq(jackpotLevels.state, 'active'))
    .orderBy(asc(jackpotLevels.id));
}

/**
 * Every active level with its jackpot's terms, the levels locked in id order: the drain holds them while it decides
 * (ADR 042), so drains on several nodes take their turns and every pool change happens under this lock.
 */
export async function lockActiveJackpotLevels(tx: Database) {
  return tx
    .select({ jackpot: jackpots, level: jackpotLevels })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(eq(jackpotLevels.state, 'active'))
    .orderBy(asc(jackpotLevels.id))
    .for('update', { of: jackpotLevels });
}

export async function setLevelState(
  tx: Database,
  levelIds: readonly number[],
  state: JackpotLevelState,
): Promise<void> {
  if (levelIds.length === 0) return;
  await tx
    .update(jackpotLevels)
    .set({ state })
    .where(equalsAny(jackpotLevels.id, levelIds, 'int'));
}

/** The bets among these that fed a jackpot (`used_in_jackpot`), or wait for the drain to feed it (ADR 042). */
export async function betsThatFedJackpots(db: Database, betIds: readonly number[]): Promise<Set<number>> {
  if (betIds.length === 0) return new Set();
  const fed = await db
    .selectDistinct({ betId: jackpotContributions.betId })
    .from(jackpotContributions)
    .where(equalsAny(jackpotContributions.betId, betIds, 'int'));
  const waiting = await db
    .select({ betId: jackpotPendingBets.betId })
    .from(jackpotPendingBets)
    .where(equalsAny(jackpotPendingBets.betId, betIds, 'int'));
  return new Set([...fed, ...waiting].map((row) => row.betId));
}

/** Per level: the contributions bets made (rows and amount) and the hits paid (rows and amount), by level id. */
export async function levelTotals(db: Database, levelIds: readonly number[]) {
  const totals = new Map<
    number,
    { contributions: number; contributed: number; hits: number; paid: number }
  >();
  if (levelIds.length === 0) return totals;
  const contributed = await db
    .select({
      levelId: jackpotContributions.levelId,
      rows: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`COALESCE(SUM(${jackpotContributions.amount}), 0)`.mapWith(Number),
    })
    .from(jackpotContributions)
    .where(equalsAny(jackpotContributions.levelId, levelIds, 'int'))
    .groupBy(jackpotContributions.levelId);
  const paid = await db
    .select({
      levelId: jackpotHits.levelId,
      rows: sql<number>`count(*)`.mapWith(Number),
      amount: sql<number>`COALESCE(SUM(${jackpotHits.amount}), 0)`.mapWith(Number),
    })
    .from(jackpotHits)
    .where(and(equalsAny(jackpotHits.levelId, levelIds, 'int'), eq(jackpotHits.status, 'paid')))
    .groupBy(jackpotHits.levelId);
  for (const id of levelIds) {
    const c = contributed.find((row) => row.levelId === id);
    const p = paid.find((row) => row.levelId === id);
    totals.set(id, {
      contributions: c?.rows ?? 0,
      contributed: c?.amount ?? 0,
      hits: p?.rows ?? 0,
      paid: p?.amount ?? 0,
    });
  }
  return totals;
}
