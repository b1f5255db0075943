import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/wallet';

export interface LedgerAudit {
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: { transactionId: number; total: number }[];
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: { accountId: number; balance: number; entries: number }[];
  /** Player accounts below zero. */
  negativePlayerAccounts: number[];
  /**
   * Entries whose balance_after is not the account's previous entry's balance_after (0 before the first) plus the
   * entry's amount, entries taken in id order per account: the running balance a statement is rebuilt from.
   */
  brokenChains: { accountId: number; entryId: number; balanceAfter: number; expected: number }[];
}

/** What `auditLedger` answers for a healthy ledger: every list empty (the tests' one expectation). */
export const HEALTHY_LEDGER: LedgerAudit = {
  unbalancedTransactions: [],
  driftedAccounts: [],
  negativePlayerAccounts: [],
  brokenChains: [],
};

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
    brokenChains: await brokenChains(db),
  };
}

/** The entries that do not continue their account's running balance (see LedgerAudit.brokenChains). */
async function brokenChains(db: Database): Promise<LedgerAudit['brokenChains']> {
  const rows = await rawRows<{ account_id: number; id: string; balance_after: string; expected: string }>(
    db,
    sql`SELECT account_id, id, balance_after, expected FROM (
          SELECT account_id, id, balance_after,
            COALESCE(lag(balance_after) OVER (PARTITION BY account_id ORDER BY id), 0) + amount AS expected
          FROM ledger_entries) chained
        WHERE balance_after <> expected
        ORDER BY account_id, id`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    entryId: Number(row.id),
    balanceAfter: Number(row.balance_after),
    expected: Number(row.expected),
  }));
}
