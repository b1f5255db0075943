import type { FreebetKind } from '@sportsbook/domain/bonus-kinds';
import type { FreebetTerms } from '@sportsbook/domain/freebets';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { freebets } from '../../db/schema/bonuses';

export type FreebetRow = typeof freebets.$inferSelect;

export interface FreebetIssue {
  playerId: number;
  currency: string;
  amount: number;
  minOdds?: number | null;
  maxOdds?: number | null;
  selectionCountFrom?: number;
  selectionCountTo?: number | null;
  matchStatus?: FreebetTerms['matchStatus'];
  validTo: Date;
  issuedAt?: Date;
  /** What it pays; plain `freebet` unless told. */
  kind?: FreebetKind;
}

/** Issues a freebet (plain unless told another kind) to a player, activated at once as every freebet is (ADR 028); answers its id. */
export async function issueFreebet(db: Database, issue: FreebetIssue): Promise<number> {
  const issuedAt = issue.issuedAt ?? new Date();
  const [row] = await db
    .insert(freebets)
    .values({
      playerId: issue.playerId,
      currency: issue.currency,
      amount: issue.amount,
      minOdds: issue.minOdds ?? null,
      maxOdds: issue.maxOdds ?? null,
      selectionCountFrom: issue.selectionCountFrom ?? 1,
      selectionCountTo: issue.selectionCountTo ?? null,
      matchStatus: issue.matchStatus ?? 'any',
      validTo: issue.validTo,
      kind: issue.kind ?? 'freebet',
      issuedAt,
      activatedAt: issuedAt,
    })
    .returning({ id: freebets.id });
  if (!row) throw new Error('freebet insert answered no row');
  return row.id;
}

/** Whether the player was ever issued a freebet (the demo seed issues one once). */
export async function hasFreebets(db: Database, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: freebets.id })
    .from(freebets)
    .where(eq(freebets.playerId, playerId))
    .limit(1);
  return row !== undefined;
}

/** Active freebets whose time ran out become expired (kept honest on every read of the player's list). */
export async function expireFreebets(db: Database, playerId: number, now: Date): Promise<void> {
  await db
    .update(freebets)
    .set({ status: 'expired' })
    .where(and(eq(freebets.playerId, playerId), eq(freebets.status, 'active'), lte(freebets.validTo, now)));
}

/** The player's freebets, oldest first; `activeOnly` keeps the usable ones. */
export async function listFreebets(
  db: Database,
  playerId: number,
  now: Date,
  options: { activeOnly?: boolean; limit?: number } = {},
): Promise<FreebetRow[]> {
  await expireFreebets(db, playerId, now);
  return db
    .select()
    .from(freebets)
    .where(
      and(eq(freebets.playerId, playerId), options.activeOnly ? eq(freebets.status, 'active') : undefined),
    )
    .orderBy(asc(freebets.validTo), asc(freebets.id))
    .limit(options.limit ?? 500);
}

/** Locks the freebets (any owner) for the rest of the transaction, in id order; placement checks them. */
export async function lockFreebets(tx: Database, ids: readonly number[]): Promise<Map<number, FreebetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(freebets)
    .where(inArray(freebets.id, [...ids]))
    .orderBy(asc(freebets.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Marks a locked, active freebet used by a bet. */
export async function useFreebet(tx: Database, id: number, betId: number, at: Date): Promise<void> {
  const done = await tx
    .update(freebets)
    .set({ status: 'used', betId, usedAt: at })
    .where(and(eq(freebets.id, id), eq(freebets.status, 'active')))
    .returning({ id: freebets.id });
  if (done.length !== 1) throw new Error(`freebet ${id} was not active when used`);
}

/** A refunded bet gives its freebet back: active again, or expired if its time has run out. */
export async function giveBackFreebet(tx: Database, id: number, betId: number, now: Date): Promise<void> {
  await tx
    .update(freebets)
    .set({
      status: sql`CASE WHEN ${freebets.validTo} > ${now.toISOString()}::timestamptz THEN 'active' ELSE 'expired' END`,
      betId: null,
      usedAt: null,
    })
    .where(and(eq(freebets.id, id), eq(freebets.betId, betId)));
}

/**
 * A corrected result takes back a refund: the freebet is used by the bet again if it is still unused. If the
 * player has used it meanwhile, it stays with that bet (the house bears the second stake; see ADR 017).
 */
export async function retakeFreebet(tx: Database, id: number, betId: number, at: Date): Promise<boolean> {
  const done = await tx
    .update(freebets)
    .set({ status: 'used', betId, usedAt: at })
    .where(and(eq(freebets.id, id), inArray(freebets.status, ['active', 'expired'])))
    .returning({ id: freebets.id });
  return done.length === 1;
}

export function freebetTerms(row: FreebetRow): FreebetTerms {
  return {
    kind: row.kind,
    status: row.status,
    currency: row.currency,
    amount: row.amount,
    minOdds: row.minOdds,
    maxOdds: row.maxOdds,
    selectionCountFrom: row.selectionCountFrom,
    selectionCountTo: row.selectionCountTo,
    matchStatus: row.matchStatus,
    validTo: row.validTo.getTime(),
  };
}
