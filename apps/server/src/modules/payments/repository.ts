import type { Payment, PaymentStatus } from '@sportsbook/contracts/wallet';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/wallet';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Database, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

export async function findPayment(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPlayerPayment(db: Database, playerId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
  return row;
}

export async function findByIdempotencyKey(db: Database, playerId: number, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
  return row;
}

/** Locks the payment row for a status change, so a webhook retry and the first delivery cannot both pay. */
export async function lockPayment(db: Database, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Moves a payment on only from the statuses given; answers whether it moved. */
export async function movePayment(
  db: Database,
  id: number,
  from: readonly PaymentStatus[],
  patch: Partial<
    Pick<PaymentRow, 'status' | 'providerReference' | 'failureReason' | 'ledgerTransactionId'>
  > & {
    updatedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set(patch)
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** How many of the player's deposits have been paid, in every currency. */
export async function paidDepositCount(db: Database, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'paid')));
  return row?.n ?? 0;
}

/** The method of the player's latest paid deposit in a currency (quick deposit reuses it). */
export async function lastPaidMethod(db: Database, playerId: number, currency: string) {
  const [row] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.currency, currency), eq(payments.status, 'paid')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.method;
}

export function toPayment(row: PaymentRow): Payment {
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
