import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { LedgerError, postLedgerTransaction } from './ledger';
import { betsInPlayAccount, playerBalance } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';
import { postingPaths } from './ledger-paths-testing';
import { failure, ledgerFixtures } from './ledger-testing';

let database: DatabaseHandle;

let matchId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  matchId = (await insertCatalogueFixture(database.db)).matches.prematch.id;
});

afterAll(async () => {
  await database.close();
});

const { newPlayer, fund, reference } = ledgerFixtures(() => database.db);

/** The player's EUR account and the EUR operator account. */
async function accountIds(playerId: number) {
  const rows = await database.db
    .select({ id: ledgerAccounts.id, playerId: ledgerAccounts.playerId, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.currency} = 'EUR' AND (${ledgerAccounts.playerId} = ${playerId} OR ${ledgerAccounts.kind} = 'operator')`,
    );
  const player = rows.find((r) => r.playerId === playerId)?.id;
  const operator = rows.find((r) => r.kind === 'operator')?.id;
  if (player === undefined || operator === undefined) throw new Error('accounts missing');
  return { player, operator };
}

/** Raw ledger transactions (no entries), to write entries by hand around the posting API. */
async function insertTransactions(tx: Database, count: number): Promise<number[]> {
  const rows = await tx
    .insert(ledgerTransactions)
    .values(
      Array.from({ length: count }, () => ({
        kind: 'adjustment' as const,
        currency: 'EUR',
        reference: reference('raw'),
        createdAt: new Date(),
      })),
    )
    .returning({ id: ledgerTransactions.id });
  return rows.map((row) => row.id);
}

const entry = (transactionId: number | undefined, accountId: number, amount: number) => ({
  transactionId: transactionId ?? 0,
  accountId,
  amount,
  balanceAfter: 0,
  createdAt: new Date(),
});

/**
 * Every invariant of the ledger: each transaction sums to zero (in its own currency: each entry's account is in
 * it), all balances of a currency sum to zero, each balance equals its entries, no player below zero, and each
 * account's entries form a running balance in id order.
 */
async function expectInvariants() {
  await expectHealthyLedger();
  const foreign = await rawRows<{ id: number }>(
    database.db,
    sql`SELECT e.id FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.currency <> t.currency`,
  );
  expect(foreign).toEqual([]);
  const currencies = await rawRows<{ currency: string; total: string }>(
    database.db,
    sql`SELECT currency, SUM(balance) AS total FROM ledger_accounts GROUP BY currency HAVING SUM(balance) <> 0`,
  );
  expect(currencies).toEqual([]);
}

/**
 * What the ledger holds: every account's balance, and how many transactions and entries there are. Accounts at
 * zero are left out: a refused posting may have opened a house account it meant to credit, which moves no money.
 */
async function ledgerState() {
  const [counts] = await rawRows<{ transactions: string; entries: string }>(
    database.db,
    sql`SELECT (SELECT count(*) FROM ledger_transactions) AS transactions,
          (SELECT count(*) FROM ledger_entries) AS entries`,
  );
  const balances = await database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.balance} <> 0`)
    .orderBy(ledgerAccounts.id);
  return { transactions: Number(counts?.transactions), entries: Number(counts?.entries), balances };
}

/** Whether an error (or one of its causes) is the database's unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function expectHealthyLedger() {
  expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);
}

describe('database guarantees', () => {
  it('keeps entries and transactions append-only', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    expect(await failure(database.db.update(ledgerEntries).set({ amount: 1 }))).toMatch(
      /ledger_entries is append-only/,
    );
    expect(await failure(database.db.delete(ledgerEntries))).toMatch(/ledger_entries is append-only/);
    expect(await failure(database.db.update(ledgerTransactions).set({ kind: 'deposit' }))).toMatch(
      /ledger_transactions is append-only/,
    );
    expect(await failure(database.db.execute(sql`TRUNCATE ledger_entries CASCADE`))).toMatch(/append-only/);
    await expectHealthyLedger();
  });

  it('refuses a transaction whose entries do not sum to zero', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const [account] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, playerId));
    if (!account) throw new Error('no account');
    const message = await failure(
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'adjustment', currency: 'EUR', reference: reference('raw'), createdAt: new Date() })
          .returning();
        if (!row) throw new Error('no row');
        await tx.insert(ledgerEntries).values({
          transactionId: row.id,
          accountId: account.id,
          amount: 50,
          balanceAfter: 150,
          createdAt: new Date(),
        });
      }),
    );
    expect(message).toMatch(/ledger transaction \d+ is unbalanced by 50/);
    await expectHealthyLedger();
  });

  it('checks every transaction of a bulk insert, and entries added to a balanced transaction later', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const ids = await accountIds(playerId);
    const message = await failure(
      database.db.transaction(async (tx) => {
        const [good, bad] = await insertTransactions(tx, 2);
        await tx
          .insert(ledgerEntries)
          .values([
            entry(good, ids.player, 30),
            entry(good, ids.operator, -30),
            entry(bad, ids.player, 20),
            entry(bad, ids.operator, -19),
          ]);
      }),
    );
    expect(message).toMatch(/ledger transaction \d+ is unbalanced by 1/);
    // A balanced transaction stays balanced: a later statement adding one entry to it is refused.
    const later = await failure(
      database.db.transaction(async (tx) => {
        const [balanced] = await insertTransactions(tx, 1);
        await tx
          .insert(ledgerEntries)
          .values([entry(balanced, ids.player, 5), entry(balanced, ids.operator, -5)]);
        await tx.insert(ledgerEntries).values([entry(balanced, ids.player, 5)]);
      }),
    );
    expect(later).toMatch(/ledger transaction \d+ is unbalanced by 5/);
    await expectHealthyLedger();
  });

  it('refuses an entry naming no transaction or no account, or an account in another currency', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const ids = await accountIds(playerId);
    const missingTransaction = await failure(
      database.db.transaction(async (tx) => {
        const [real = 0] = await insertTransactions(tx, 1);
        await tx
          .insert(ledgerEntries)
          .values([entry(real, ids.player, 5), entry(real + 1_000_000, ids.operator, -5)]);
      }),
    );
    expect(missingTransaction).toMatch(/names no ledger transaction/);
    const missingAccount = await failure(
      database.db.transaction(async (tx) => {
        const [real = 0] = await insertTransactions(tx, 1);
        await tx.insert(ledgerEntries).values([entry(real, ids.player, 5), entry(real, 999_999, -5)]);
      }),
    );
    expect(missingAccount).toMatch(/names no ledger account 999999/);
    await postLedgerTransaction(database.db, {
      kind: 'adjustment',
      currency: 'USD',
      reference: reference('usd'),
      entries: [
        { account: { house: 'operator' }, amount: -10 },
        { account: { playerId }, amount: 10 },
      ],
    });
    const [usd] = await database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.playerId} = ${playerId} AND ${ledgerAccounts.currency} = 'USD'`);
    if (!usd) throw new Error('no USD account');
    const otherCurrency = await failure(
      database.db.transaction(async (tx) => {
        const [eur] = await insertTransactions(tx, 1);
        await tx.insert(ledgerEntries).values([entry(eur, usd.id, 5), entry(eur, ids.operator, -5)]);
      }),
    );
    expect(otherCurrency).toMatch(/posts to an account in another currency/);
    await expectHealthyLedger();
  });

  it('never removes a ledger account or changes what it is; only its balance moves', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const ids = await accountIds(playerId);
    const byId = eq(ledgerAccounts.id, ids.player);
    expect(await failure(database.db.delete(ledgerAccounts).where(byId))).toMatch(/never removed/);
    expect(await failure(database.db.execute(sql`TRUNCATE ledger_accounts CASCADE`))).toMatch(
      /never removed/,
    );
    expect(await failure(database.db.update(ledgerAccounts).set({ currency: 'USD' }).where(byId))).toMatch(
      /keeps its id, kind, owner and currency/,
    );
    expect(await failure(database.db.update(ledgerAccounts).set({ id: 9_999_999 }).where(byId))).toMatch(
      /keeps its id, kind, owner and currency/,
    );
    await expectHealthyLedger();
  });

  it('refuses a negative player balance even when written directly', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const message = await failure(
      database.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.playerId, playerId)),
    );
    expect(message).toMatch(/ledger_accounts_player_not_negative/);
  });
});

describe('ledger invariants under random postings', () => {
  it('never loses or creates money and never lets a player go negative', async () => {
    const operation = fc.oneof(
      fc.record({
        type: fc.constant('fund' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        type: fc.constant('stake' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        type: fc.constant('transfer' as const),
        from: fc.nat(2),
        to: fc.nat(2),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({ type: fc.constant('retry' as const), index: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const ids = [await newPlayer(), await newPlayer(), await newPlayer()];
        const model = [0, 0, 0];
        const applied: { ref: string; delta: number[] }[] = [];
        for (const op of operations) {
          if (op.type === 'retry') {
            const earlier = applied[op.index % Math.max(1, applied.length)];
            if (!earlier) continue;
            // Replaying any earlier reference must change nothing.
            const replay = await postLedgerTransaction(database.db, {
              kind: 'adjustment',
              currency: 'EUR',
              reference: earlier.ref,
              entries: [
                { account: { house: 'operator' }, amount: -1 },
                { account: { house: 'bonus' }, amount: 1 },
              ],
            }).catch((error: unknown) => error);
            expect(
              replay instanceof LedgerError ||
                (typeof replay === 'object' && replay !== null && 'duplicate' in replay),
            ).toBe(true);
            continue;
          }
          const ref = reference('prop');
          let entries: {
            account: { playerId: number } | { house: 'operator' | 'bets_in_play' };
            amount: number;
          }[];
          const delta = [0, 0, 0];
          if (op.type === 'fund') {
            entries = [
              { account: { house: 'operator' }, amount: -op.amount },
              { account: { playerId: ids[op.who] ?? 0 }, amount: op.amount },
            ];
            delta[op.who] = op.amount;
          } else if (op.type === 'stake') {
            entries = [
              { account: { playerId: ids[op.who] ?? 0 }, amount: -op.amount },
              { account: { house: 'bets_in_play' }, amount: op.amount },
            ];
            delta[op.who] = -op.amount;
          } else {
            if (op.from === op.to) continue;
            entries = [
              { account: { playerId: ids[op.from] ?? 0 }, amount: -op.amount },
              { account: { playerId: ids[op.to] ?? 0 }, amount: op.amount },
            ];
            delta[op.from] = -op.amount;
            delta[op.to] = op.amount;
          }
          const affordable = delta.every((d, i) => (model[i] ?? 0) + d >= 0);
          const result = await postLedgerTransaction(database.db, {
            kind: op.type === 'stake' ? 'bet_stake' : 'adjustment',
            currency: 'EUR',
            reference: ref,
            entries,
          });
          expect(result.ok).toBe(affordable);
          if (result.ok) {
            delta.forEach((d, i) => {
              model[i] = (model[i] ?? 0) + d;
            });
            applied.push({ ref, delta });
          }
        }
        for (const [i, id] of ids.entries()) {
          expect(await playerBalance(database.db, id, 'EUR')).toBe(model[i]);
        }
      }),
      { numRuns: 15 },
    );
    await expectHealthyLedger();
  });
});

// The same invariants, whichever way a posting takes into the ledger (wallet/ledger.ts names them). Each path gets a
// currency of its own for the limit test, whose house accounts end near the limit.
const paths = postingPaths(() => matchId).map((path, i) => ({
  path,
  limitCurrency: ['GBP', 'PLN', 'NOK', 'AUD'][i] ?? 'CZK',
}));

describe.each(paths)('posting through $path.name', ({ path, limitCurrency }) => {
  it('keeps every invariant through random fundings and stakes, posting exactly the stakes the balance covers', async () => {
    const operation = fc.oneof(
      fc.record({
        type: fc.constant('fund' as const),
        who: fc.nat(1),
        currency: fc.constantFrom('EUR', 'USD'),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        type: fc.constant('stake' as const),
        who: fc.nat(1),
        currency: fc.constantFrom('EUR', 'USD'),
        amounts: fc.array(fc.integer({ min: 1, max: 3_000 }), { minLength: 1, maxLength: 3 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const players = [await newPlayer(), await newPlayer()];
        const model = new Map<string, number>();
        for (const op of operations) {
          const playerId = players[op.who] ?? 0;
          const key = `${op.who}:${op.currency}`;
          const balance = model.get(key) ?? 0;
          if (op.type === 'fund') {
            await fund(playerId, op.amount, op.currency);
            model.set(key, balance + op.amount);
            continue;
          }
          const total = op.amounts.reduce((sum, amount) => sum + amount, 0);
          const stakes = op.amounts.map((amount) => ({ reference: reference('stake'), amount }));
          const result = await path.stake(database.db, playerId, op.currency, stakes);
          expect(result).toBe(balance >= total ? 'posted' : 'refused');
          if (result === 'posted') model.set(key, balance - total);
        }
        for (const [i, playerId] of players.entries()) {
          for (const currency of ['EUR', 'USD']) {
            expect(await playerBalance(database.db, playerId, currency)).toBe(
              model.get(`${i}:${currency}`) ?? 0,
            );
          }
        }
      }),
      { numRuns: 6 },
    );
    await expectInvariants();
  });

  it('refuses stakes the balance does not cover as a whole, writing nothing', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 100);
    const before = await ledgerState();
    const stakes = [60, 60].map((amount) => ({ reference: reference('short'), amount }));
    expect(await path.stake(database.db, playerId, 'EUR', stakes)).toBe('refused');
    expect(await ledgerState()).toEqual(before);
    await expectInvariants();
  });

  it('posts a reference once: posting it again changes nothing', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 1_000);
    const stakes = [100, 200].map((amount) => ({ reference: reference('once'), amount }));
    expect(await path.stake(database.db, playerId, 'EUR', stakes)).toBe('posted');
    const before = await ledgerState();
    // One posting answers a repeat as a duplicate; the batched paths refuse it with a unique violation.
    const again = await path.stake(database.db, playerId, 'EUR', stakes).catch((error: unknown) => error);
    expect(again === 'posted' || isUniqueViolation(again)).toBe(true);
    expect(await ledgerState()).toEqual(before);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(700);
    await expectInvariants();
  });

  it('refuses a stake that would take its house account past the ledger limit, writing nothing', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 1_000, limitCurrency);
    // The player's bets_in_play shard, filled from the bonus account to 50 below the limit.
    await postLedgerTransaction(database.db, {
      kind: 'adjustment',
      currency: limitCurrency,
      reference: reference('fill'),
      entries: [
        { account: { house: 'bonus' }, amount: -(LEDGER_LIMIT - 50) },
        { account: betsInPlayAccount(playerId), amount: LEDGER_LIMIT - 50 },
      ],
    });
    const before = await ledgerState();
    await expect(
      path.stake(database.db, playerId, limitCurrency, [{ reference: reference('over'), amount: 60 }]),
    ).rejects.toThrow();
    expect(await ledgerState()).toEqual(before);
    expect(
      await path.stake(database.db, playerId, limitCurrency, [{ reference: reference('fits'), amount: 50 }]),
    ).toBe('posted');
    await expectInvariants();
  });
});
