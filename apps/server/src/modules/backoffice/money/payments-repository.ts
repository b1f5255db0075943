import type {
  DepositHistory,
  DepositHistoryQuery,
  WithdrawalQueue,
  WithdrawalQueueQuery,
} from '@sportsbook/contracts/backoffice-money';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { players } from '../../../db/schema/players';
import { payments, withdrawals } from '../../../db/schema/wallet';
import { toPayment, toWithdrawal } from '../../payments';

const DAY_MS = 86_400_000;

/** A day range of the query as instants: from the first day's start to the end of the last (UTC). */
function dayRange(
  column: typeof withdrawals.createdAt | typeof payments.createdAt,
  from?: string,
  to?: string,
) {
  return [
    from ? gte(column, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  ];
}

/**
 * The withdrawal queue: pending ones first, oldest first (the order they wait in), then every other one newest
 * first; filtered by status, player and day, a page at a time.
 */
export async function withdrawalQueue(db: Database, q: WithdrawalQueueQuery): Promise<WithdrawalQueue> {
  const where = and(
    q.status ? eq(withdrawals.status, q.status) : undefined,
    q.player_id ? eq(withdrawals.playerId, q.player_id) : undefined,
    ...dayRange(withdrawals.createdAt, q.from, q.to),
  );
  const pendingFirst = sql`case when ${withdrawals.status} = 'pending' then 0 else 1 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, email: players.email })
      .from(withdrawals)
      .innerJoin(players, eq(players.id, withdrawals.playerId))
      .where(where)
      .orderBy(
        asc(pendingFirst),
        sql`case when ${withdrawals.status} = 'pending' then ${withdrawals.id} else -${withdrawals.id} end`,
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    items: rows.map(({ row, email }) => ({
      ...toWithdrawal(row),
      player_id: row.playerId,
      player_email: email,
    })),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** Deposits, newest first, filtered by status, player and day, a page at a time. */
export async function depositHistory(db: Database, q: DepositHistoryQuery): Promise<DepositHistory> {
  const where = and(
    q.status ? eq(payments.status, q.status) : undefined,
    q.player_id ? eq(payments.playerId, q.player_id) : undefined,
    ...dayRange(payments.createdAt, q.from, q.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: payments, email: players.email })
      .from(payments)
      .innerJoin(players, eq(players.id, payments.playerId))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return {
    items: rows.map(({ row, email }) => ({
      ...toPayment(row),
      player_id: row.playerId,
      player_email: email,
    })),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}
