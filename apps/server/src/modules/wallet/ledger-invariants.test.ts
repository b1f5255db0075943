import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { createTestDatabase } from '../../testing/test-database';
import { LedgerError, postLedgerTransaction } from './ledger';
import { playerBalance } from './ledger-accounts';
import { auditLedger } from './ledger-audit';
import { ledgerFixtures } from './ledger-testing';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const { newPlayer, fund, reference } = ledgerFixtures(() => database.db);

/** The messages of an error and its causes (Drizzle wraps the driver's error). */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' <- ');
  }
  return 'no error';
}

async function expectHealthyLedger() {
  expect(await auditLedger(database.db)).toEqual({
    unbalancedTransactions: [],
    driftedAccounts: [],
    negativePlayerAccounts: [],
  });
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

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
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

  it('keeps every balance inside the JS safe-integer range', async () => {
    const playerId = await newPlayer();
    await postLedgerTransaction(database.db, {
      kind: 'adjustment',
      currency: 'KRW',
      reference: reference('huge'),
      entries: [
        { account: { house: 'bonus' }, amount: -Number.MAX_SAFE_INTEGER },
        { account: { playerId }, amount: Number.MAX_SAFE_INTEGER },
      ],
    });
    const message = await failure(
      postLedgerTransaction(database.db, {
        kind: 'adjustment',
        currency: 'KRW',
        reference: reference('one-more'),
        entries: [
          { account: { house: 'operator' }, amount: -1 },
          { account: { playerId }, amount: 1 },
        ],
      }),
    );
    expect(message).toMatch(/ledger_accounts_balance_safe/);
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
