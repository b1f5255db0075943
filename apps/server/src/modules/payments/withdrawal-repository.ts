import type { Withdrawal, WithdrawalStatus } from '@sportsbook/contracts/wallet';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema/wallet';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(
  db: Database,
  row: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

export async function findWithdrawalByKey(db: Database, playerId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

/** Locks a withdrawal for a status change (a player's cancel and the operator's decision cannot both win). */
export async function lockWithdrawal(db: Database, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function findWithdrawal(db: Database, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** The player's withdrawals, newest first (a player has few; the latest 100 are listed). */
export async function listPlayerWithdrawals(db: Database, playerId: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.id))
    .limit(100);
}

/** Moves a withdrawal on only from the statuses given; answers whether it moved. */
export async function moveWithdrawal(
  db: Database,
  id: number,
  from: readonly WithdrawalStatus[],
  patch: Partial<
    Pick<WithdrawalRow, 'status' | 'providerReference' | 'failureReason' | 'closeTransactionId'>
  > & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set(patch)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
    .returning({ id: withdrawals.id });
  return rows.length === 1;
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
