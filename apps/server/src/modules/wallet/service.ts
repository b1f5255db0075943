import type { Account, WalletTransaction } from '@sportsbook/contracts/wallet';
import { and, count, desc, eq } from 'drizzle-orm';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import type { SignedInPlayer } from '../../http/session';
import { currencyExists, updatePlayer } from '../player-records';
import { listPlayerAccounts, openAccount, playerBalance } from './ledger-accounts';

/** The player's accounts, the active one first; the active one is listed even before its first deposit. */
export async function playerAccounts(
  db: Database,
  player: Pick<SignedInPlayer, 'id' | 'currency'>,
): Promise<Account[]> {
  const rows = await listPlayerAccounts(db, player.id);
  const accounts = rows.map((row) => ({ ...row, active: row.currency === player.currency }));
  if (!accounts.some((a) => a.active)) accounts.push({ currency: player.currency, balance: 0, active: true });
  return accounts.sort((a, b) => Number(b.active) - Number(a.active) || a.currency.localeCompare(b.currency));
}

/** Switches the active account, opening it at 0 in a currency the player did not hold yet. */
export async function switchCurrency(
  db: Database,
  player: SignedInPlayer,
  currency: string,
): Promise<Account> {
  if (!(await currencyExists(db, currency))) {
    throw new DomainError('invalid', 'unknown_currency', `Unknown currency ${currency}`, {
      details: [{ field: 'body.currency', message: 'is not a currency this site accepts' }],
    });
  }
  await db.transaction(async (tx) => {
    await openAccount(tx, { playerId: player.id }, currency);
    await updatePlayer(tx, player.id, { currency });
  });
  return { currency, balance: await playerBalance(db, player.id, currency), active: true };
}

/** A page of the player's ledger history, newest first. */
export async function transactionsPage(
  db: Database,
  playerId: number,
  { page, limit, currency }: { page: number; limit: number; currency?: string | undefined },
): Promise<{ items: WalletTransaction[]; total: number }> {
  const where = and(
    eq(ledgerAccounts.playerId, playerId),
    currency ? eq(ledgerAccounts.currency, currency) : undefined,
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      currency: ledgerAccounts.currency,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      reference: ledgerTransactions.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      currency: row.currency,
      amount: row.amount,
      balance_after: row.balanceAfter,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
