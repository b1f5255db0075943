import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { payments, withdrawals } from '../../db/schema/wallet';

/**
 * A deposit and a withdrawal are the same kind of record: a player's money request, found again by the
 * player's idempotency key and moved from status to status under a row lock. One set of queries serves both
 * tables, so the locking and the compare-and-set move cannot drift apart between them.
 */
type RequestTable = typeof payments | typeof withdrawals;

export function requestRows<T extends RequestTable>(table: T, what: string) {
  type Row = T['$inferSelect'];
  // Drizzle cannot follow a generic table through its query builder; the union is the table it checks.
  const t: RequestTable = table;

  return {
    async insert(db: Database, row: T['$inferInsert']): Promise<Row> {
      const [inserted] = await db.insert(t).values(row).returning();
      if (!inserted) throw new Error(`${what} insert returned nothing`);
      return inserted as Row;
    },

    async find(db: Database, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row as Row | undefined;
    },

    async findByKey(db: Database, playerId: number, key: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.playerId, playerId), eq(t.idempotencyKey, key)));
      return row as Row | undefined;
    },

    /** Locks the row for a status change, so two deciders (a retry and the first delivery, a cancel and a decision) cannot both win. */
    async lock(db: Database, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },

    /** Moves the row on only from the statuses given; answers whether it moved. */
    async move(
      db: Database,
      id: number,
      from: readonly Row['status'][],
      patch: Partial<Row> & { updatedAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(t)
        .set(patch)
        .where(and(eq(t.id, id), inArray(t.status, [...from])))
        .returning({ id: t.id });
      return rows.length === 1;
    },
  };
}

/** The answer shape both requests share (contracts `paymentSchema`, `withdrawalSchema`). */
export function toRequestAnswer<R extends RequestTable['$inferSelect']>(row: R) {
  return {
    id: row.id,
    status: row.status as R['status'],
    amount: row.amount,
    currency: row.currency,
    method: row.method as R['method'],
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
