import type { Payment, PaymentStatus } from '@sportsbook/contracts/wallet';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/wallet';
import { requestRows, toRequestAnswer } from './request-rows';

export type PaymentRow = typeof payments.$inferSelect;

const rows = requestRows(payments, 'payment');

export const insertPayment = rows.insert;
export const findPayment = rows.find;
export const findByIdempotencyKey = rows.findByKey;
/** Locks the payment row for a status change, so a webhook retry and the first delivery cannot both pay. */
export const lockPayment = rows.lock;

export async function findPlayerPayment(db: Database, playerId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
  return row;
}

/** Moves a payment on only from the statuses given; answers whether it moved. */
export const movePayment: (
  db: Database,
  id: number,
  from: readonly PaymentStatus[],
  patch: Partial<
    Pick<PaymentRow, 'status' | 'providerReference' | 'failureReason' | 'ledgerTransactionId'>
  > & {
    updatedAt: Date;
  },
) => Promise<boolean> = rows.move;

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

export const toPayment: (row: PaymentRow) => Payment = toRequestAnswer;
