import type { Withdrawal, WithdrawalStatus } from '@sportsbook/contracts/wallet';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema/wallet';
import { requestRows, toRequestAnswer } from './request-rows';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const rows = requestRows(withdrawals, 'withdrawal');

export const insertWithdrawal = rows.insert;
export const findWithdrawalByKey = rows.findByKey;
/** Locks a withdrawal for a status change (a player's cancel and the operator's decision cannot both win). */
export const lockWithdrawal = rows.lock;
export const findWithdrawal = rows.find;

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
export const moveWithdrawal: (
  db: Database,
  id: number,
  from: readonly WithdrawalStatus[],
  patch: Partial<
    Pick<WithdrawalRow, 'status' | 'providerReference' | 'failureReason' | 'closeTransactionId'>
  > & {
    updatedAt: Date;
  },
) => Promise<boolean> = rows.move;

export const toWithdrawal: (row: WithdrawalRow) => Withdrawal = toRequestAnswer;
