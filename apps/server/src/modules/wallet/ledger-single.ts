import { isWithinLedgerLimit, LEDGER_LIMIT } from '@sportsbook/domain/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { accountKey, findAccountId, type LedgerAccountRef, openAccount } from './ledger-accounts';
import {
  type BalanceChange,
  LedgerError,
  LedgerLimitExceeded,
  type LedgerPosting,
  type PostingResult,
  validatePosting,
} from './ledger-posting';

// Constants in the statement's text, not parameters: the bound is the same for every posting.
const LIMIT_SQL = { lowest: sql.raw(String(-LEDGER_LIMIT)), highest: sql.raw(String(LEDGER_LIMIT)) };

class InsufficientFunds extends Error {
  constructor(
    readonly playerId: number,
    readonly required: number,
  ) {
    super('insufficient funds');
  }
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction (or its own when given the
 * database): inserts the transaction and its entries and moves the balances, all or nothing (a savepoint).
 * Answers `insufficient_funds` instead of throwing when a player account would go below zero, so a caller
 * such as bet placement can turn it into its own error. Call `publishBalanceChanges` after the commit.
 */
export async function postLedgerTransaction(db: Database, posting: LedgerPosting): Promise<PostingResult> {
  validatePosting(posting);
  const at = posting.at ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ledgerTransactions)
        .values({
          kind: posting.kind,
          currency: posting.currency,
          reference: posting.reference,
          metadata: posting.metadata ?? null,
          createdAt: at,
        })
        .onConflictDoNothing({ target: ledgerTransactions.reference })
        .returning({ id: ledgerTransactions.id });
      if (!inserted) return answerDuplicate(tx, posting);

      const resolved = [];
      for (const entry of posting.entries) {
        const { account, amount } = entry;
        // A debit from a player account that was never opened cannot be covered; do not open one for it.
        const id =
          'playerId' in account && amount < 0
            ? await findAccountId(tx, account, posting.currency)
            : await openAccount(tx, account, posting.currency);
        if (id === undefined && 'playerId' in account) throw new InsufficientFunds(account.playerId, -amount);
        if (id === undefined) throw new LedgerError(`No ledger account ${accountKey(account)}`);
        resolved.push({ ...entry, id });
      }
      // Rows are locked in id order so concurrent postings over the same accounts cannot deadlock.
      resolved.sort((a, b) => a.id - b.id);

      const balanceChanges: BalanceChange[] = [];
      const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
      for (const entry of resolved) {
        const [row] = await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${entry.amount}` })
          .where(
            and(
              eq(ledgerAccounts.id, entry.id),
              sql`(${ledgerAccounts.kind} <> 'player' OR ${ledgerAccounts.balance} + ${entry.amount} >= 0)`,
              sql`${ledgerAccounts.balance} + ${entry.amount} BETWEEN ${LIMIT_SQL.lowest} AND ${LIMIT_SQL.highest}`,
            ),
          )
          .returning({ balance: ledgerAccounts.balance });
        if (!row) throw await whyRefused(tx, posting, entry);
        entryRows.push({
          transactionId: inserted.id,
          accountId: entry.id,
          amount: entry.amount,
          balanceAfter: row.balance,
          createdAt: at,
        });
        if ('playerId' in entry.account) {
          balanceChanges.push({
            playerId: entry.account.playerId,
            currency: posting.currency,
            balance: row.balance,
          });
        }
      }
      // One statement for all entries: the database checks each statement's transactions balance (0005).
      await tx.insert(ledgerEntries).values(entryRows);
      const first = posting.entries.find((e) => 'playerId' in e.account);
      const firstPlayer = first && 'playerId' in first.account ? first.account.playerId : undefined;
      return {
        ok: true as const,
        transactionId: inserted.id,
        duplicate: false,
        playerBalance: balanceChanges.find((c) => c.playerId === firstPlayer)?.balance,
        balanceChanges,
      };
    });
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, error.playerId), eq(ledgerAccounts.currency, posting.currency)));
    return {
      ok: false,
      reason: 'insufficient_funds',
      playerId: error.playerId,
      currency: posting.currency,
      balance: row?.balance ?? 0,
      required: error.required,
    };
  }
}

/**
 * Why an account's balance update matched no row: the limit (the database's CHECK would refuse it too; checked
 * in the update so the posting ends in a clear error rather than a failed statement) or a player's missing funds.
 */
async function whyRefused(
  db: Database,
  posting: LedgerPosting,
  entry: { id: number; account: LedgerAccountRef; amount: number },
): Promise<Error> {
  const [current] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, entry.id));
  if (current && !isWithinLedgerLimit(current.balance + entry.amount)) {
    return new LedgerLimitExceeded(
      posting.reference,
      posting.currency,
      `account ${accountKey(entry.account)}`,
    );
  }
  return new InsufficientFunds('playerId' in entry.account ? entry.account.playerId : 0, -entry.amount);
}

async function answerDuplicate(db: Database, posting: LedgerPosting): Promise<PostingResult> {
  const [existing] = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      currency: ledgerTransactions.currency,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, posting.reference));
  if (!existing || existing.kind !== posting.kind || existing.currency !== posting.currency) {
    throw new LedgerError(`Reference ${posting.reference} was already used for a different posting`);
  }
  const playerIds = posting.entries.flatMap((e) => ('playerId' in e.account ? [e.account.playerId] : []));
  const rows =
    playerIds.length === 0
      ? []
      : await db
          .select({ playerId: ledgerAccounts.playerId, balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(
            and(inArray(ledgerAccounts.playerId, playerIds), eq(ledgerAccounts.currency, posting.currency)),
          );
  const balanceChanges = rows.flatMap((row) =>
    row.playerId === null
      ? []
      : [{ playerId: row.playerId, currency: posting.currency, balance: row.balance }],
  );
  return {
    ok: true,
    transactionId: existing.id,
    duplicate: true,
    playerBalance: balanceChanges.find((c) => c.playerId === playerIds[0])?.balance,
    balanceChanges: [],
  };
}
