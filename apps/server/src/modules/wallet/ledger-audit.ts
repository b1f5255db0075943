import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/wallet';

export interface LedgerAudit {
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: { transactionId: number; total: number }[];
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: { accountId: number; balance: number; entries: number }[];
  /** Player accounts below zero. */
  negativePlayerAccounts: number[];
}

/** Scans the whole ledger for broken invariants; every list is empty on a healthy ledger. */
export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const unbalanced = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      total: sql<number>`SUM(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`SUM(${ledgerEntries.amount}) <> 0`);
  const sums = db
    .select({
      accountId: ledgerEntries.accountId,
      total: sql<number>`SUM(${ledgerEntries.amount})`.as('total'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('sums');
  const drifted = await db
    .select({
      accountId: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      entries: sql<number>`COALESCE(${sums.total}, 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(sums, eq(sums.accountId, ledgerAccounts.id))
    .where(sql`${ledgerAccounts.balance} <> COALESCE(${sums.total}, 0)`);
  const negative = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.kind} = 'player' AND ${ledgerAccounts.balance} < 0`);
  return {
    unbalancedTransactions: unbalanced,
    driftedAccounts: drifted,
    negativePlayerAccounts: negative.map((row) => row.id),
  };
}
