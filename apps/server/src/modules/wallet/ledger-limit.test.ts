import { readFileSync } from 'node:fs';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments } from '../../db/schema/wallet';
import { createTestDatabase } from '../../testing/test-database';
import { type HouseAccount, LedgerLimitExceeded, type LedgerPosting, postLedgerTransaction } from './ledger';
import { openAccount, playerBalance } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';
import { postLedgerBatch } from './ledger-batch';
import { failure, ledgerFixtures } from './ledger-testing';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const { newPlayer, reference } = ledgerFixtures(() => database.db);

const houseBalance = async (house: HouseAccount, currency: string) => {
  const [row] = await database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, house),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.shard, 0),
        isNull(ledgerAccounts.playerId),
      ),
    );
  return row?.balance ?? 0;
};

const posted = async (ref: string) =>
  (await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, ref))).length;

/** From a house account to a player: the player's account grows, the house's goes below zero. */
const houseToPlayer = (house: HouseAccount, playerId: number, currency: string, amount: number) =>
  ({
    kind: 'adjustment',
    currency,
    reference: reference('limit'),
    entries: [
      { account: { house }, amount: -amount },
      { account: { playerId }, amount },
    ],
  }) satisfies LedgerPosting;

const healthy = async () => expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);

describe('the ledger limit in postings', () => {
  it('refuses an amount beyond the limit before writing anything', async () => {
    const playerId = await newPlayer();
    const huge = houseToPlayer('operator', playerId, 'EUR', Number.MAX_SAFE_INTEGER);
    await expect(postLedgerTransaction(database.db, huge)).rejects.toBeInstanceOf(LedgerLimitExceeded);
    const over = houseToPlayer('operator', playerId, 'EUR', LEDGER_LIMIT + 1);
    await expect(postLedgerTransaction(database.db, over)).rejects.toThrow(/ledger limit/);
    expect(await posted(huge.reference)).toBe(0);
    expect(await posted(over.reference)).toBe(0);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(0);
  });

  it('refuses a posting that would take a house account past the limit and leaves every balance as it was', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    // Up to the limit exactly is allowed: the deposits clearing account of KRW ends at -LEDGER_LIMIT.
    const full = await postLedgerTransaction(
      database.db,
      houseToPlayer('deposits_clearing', first, 'KRW', LEDGER_LIMIT - 500),
    );
    expect(full.ok).toBe(true);
    await postLedgerTransaction(database.db, houseToPlayer('deposits_clearing', second, 'KRW', 500));
    expect(await houseBalance('deposits_clearing', 'KRW')).toBe(-LEDGER_LIMIT);

    const oneMore = houseToPlayer('deposits_clearing', second, 'KRW', 1);
    const refused = postLedgerTransaction(database.db, oneMore);
    await expect(refused).rejects.toBeInstanceOf(LedgerLimitExceeded);
    await expect(refused).rejects.toThrow(/house:deposits_clearing:0/);
    expect(await posted(oneMore.reference)).toBe(0);
    expect(await houseBalance('deposits_clearing', 'KRW')).toBe(-LEDGER_LIMIT);
    expect(await playerBalance(database.db, second, 'KRW')).toBe(500);
    await healthy();
  });

  it('refuses a posting that would take a player account past the limit', async () => {
    const playerId = await newPlayer();
    await postLedgerTransaction(database.db, houseToPlayer('bonus', playerId, 'JPY', LEDGER_LIMIT));
    const refused = postLedgerTransaction(database.db, houseToPlayer('operator', playerId, 'JPY', 1));
    await expect(refused).rejects.toThrow(new RegExp(`player:${playerId}`));
    expect(await playerBalance(database.db, playerId, 'JPY')).toBe(LEDGER_LIMIT);
    await healthy();
  });

  it("leaves the caller's transaction usable after a refused posting (a savepoint)", async () => {
    const playerId = await newPlayer();
    await postLedgerTransaction(database.db, houseToPlayer('bonus', playerId, 'AUD', LEDGER_LIMIT - 10));
    const balance = await database.db.transaction(async (tx: Database) => {
      await expect(
        postLedgerTransaction(tx, houseToPlayer('operator', playerId, 'AUD', 11)),
      ).rejects.toBeInstanceOf(LedgerLimitExceeded);
      const fits = await postLedgerTransaction(tx, houseToPlayer('operator', playerId, 'AUD', 10));
      return fits.ok ? fits.playerBalance : undefined;
    });
    expect(balance).toBe(LEDGER_LIMIT);
    await healthy();
  });

  it('refuses a batch whose step would take an account past the limit, writing none of it', async () => {
    const playerId = await newPlayer();
    await postLedgerTransaction(database.db, houseToPlayer('bonus', playerId, 'PLN', LEDGER_LIMIT - 1));
    const fine = houseToPlayer('operator', playerId, 'PLN', 1);
    const over = houseToPlayer('operator', playerId, 'PLN', 1);
    await expect(postLedgerBatch(database.db, [[fine], [over]])).rejects.toBeInstanceOf(LedgerLimitExceeded);
    expect(await posted(fine.reference)).toBe(0);
    expect(await playerBalance(database.db, playerId, 'PLN')).toBe(LEDGER_LIMIT - 1);
    await healthy();
  });
});

describe('the ledger limit in the database', () => {
  it('refuses a balance, an entry or a payment beyond the limit even when written directly', async () => {
    const playerId = await newPlayer();
    const accountId = await openAccount(database.db, { playerId }, 'EUR');
    const byId = eq(ledgerAccounts.id, accountId);
    expect(
      await failure(
        database.db
          .update(ledgerAccounts)
          .set({ balance: LEDGER_LIMIT + 1 })
          .where(byId),
      ),
    ).toMatch(/ledger_accounts_balance_within_limit/);

    const [transaction] = await database.db
      .insert(ledgerTransactions)
      .values({ kind: 'adjustment', currency: 'EUR', reference: reference('raw'), createdAt: new Date() })
      .returning({ id: ledgerTransactions.id });
    const entry = { transactionId: transaction?.id ?? 0, accountId, createdAt: new Date() };
    expect(
      await failure(
        database.db.insert(ledgerEntries).values([
          { ...entry, amount: LEDGER_LIMIT + 1, balanceAfter: 0 },
          { ...entry, amount: -LEDGER_LIMIT - 1, balanceAfter: 0 },
        ]),
      ),
    ).toMatch(/ledger_entries_amount_within_limit/);
    expect(
      await failure(
        database.db.insert(ledgerEntries).values([
          { ...entry, amount: 1, balanceAfter: LEDGER_LIMIT + 1 },
          { ...entry, amount: -1, balanceAfter: 0 },
        ]),
      ),
    ).toMatch(/ledger_entries_balance_after_within_limit/);

    const now = new Date();
    expect(
      await failure(
        database.db.insert(payments).values({
          playerId,
          method: 'card',
          amount: LEDGER_LIMIT + 1,
          currency: 'EUR',
          status: 'initial',
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ).toMatch(/payments_amount_within_limit/);
  });
});

const LIMIT_CONSTRAINTS = [
  'ledger_accounts_balance_within_limit',
  'ledger_entries_amount_within_limit',
  'ledger_entries_balance_after_within_limit',
  'payments_amount_within_limit',
];

const validated = async (db: Database) =>
  Object.fromEntries(
    (
      await rawRows<{ conname: string; convalidated: boolean }>(
        db,
        sql`SELECT conname, convalidated FROM pg_constraint
            WHERE conname IN (${sql.join(
              LIMIT_CONSTRAINTS.map((name) => sql`${name}`),
              sql`, `,
            )})`,
      )
    ).map((row) => [row.conname, row.convalidated]),
  );

describe('migration 0009', () => {
  it('ends with every limit validated on a database that obeys it', async () => {
    expect(await validated(database.db)).toEqual(
      Object.fromEntries(LIMIT_CONSTRAINTS.map((name) => [name, true])),
    );
  });

  it('still migrates a database that already holds a balance beyond the limit, and checks every change', async () => {
    const older = await createTestDatabase();
    try {
      // The state before 0009, with a clearing account pushed past the limit by the overflowing deposit.
      for (const name of LIMIT_CONSTRAINTS) {
        const table = name.startsWith('payments') ? 'payments' : name.split('_').slice(0, 2).join('_');
        await older.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`));
      }
      await older.db.execute(
        sql.raw(
          'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_balance_safe CHECK (abs(balance) <= 9007199254740991)',
        ),
      );
      const clearing = await openAccount(older.db, { house: 'deposits_clearing' }, 'EUR');
      await older.db.execute(
        sql`UPDATE ledger_accounts SET balance = -9007199254740991 WHERE id = ${clearing}`,
      );

      const migration = readFileSync(
        new URL('../../../drizzle/0009_ledger-limit.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) {
        await older.db.execute(sql.raw(statement));
      }

      expect(await validated(older.db)).toEqual({
        ledger_accounts_balance_within_limit: false,
        ledger_entries_amount_within_limit: true,
        ledger_entries_balance_after_within_limit: true,
        payments_amount_within_limit: true,
      });
      expect(
        await failure(
          older.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${clearing}`),
        ),
      ).toMatch(/ledger_accounts_balance_within_limit/);
    } finally {
      await older.close();
    }
  });
});
