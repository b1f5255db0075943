import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { createTestDatabase } from '../../testing/test-database';
import { LedgerError, type LedgerPosting } from './ledger';
import { playerBalance } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';
import { postLedgerBatch, previewLedgerBatch } from './ledger-batch';
import { ledgerFixtures } from './ledger-testing';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const { newPlayer, fund, reference } = ledgerFixtures(() => database.db);

const transfer = (from: number, to: number, amount: number, ref = reference('batch')): LedgerPosting => ({
  kind: 'adjustment',
  currency: 'EUR',
  reference: ref,
  entries: [
    { account: { playerId: from }, amount: -amount },
    { account: { playerId: to }, amount },
  ],
});

const healthy = async () => expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);

describe('postLedgerBatch', () => {
  it('posts to the house account shard each entry names, opening a shard not yet open', async () => {
    const player = await newPlayer();
    await fund(player, 1_000);
    const shardBalance = async (shard: number) => {
      const [row] = await database.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          sql`${ledgerAccounts.kind} = 'bets_in_play' AND ${ledgerAccounts.currency} = 'USD'
            AND ${ledgerAccounts.shard} = ${shard} AND ${ledgerAccounts.playerId} IS NULL`,
        );
      return row?.balance;
    };
    const stake = (shard: number, amount: number): LedgerPosting => ({
      kind: 'bet_stake',
      currency: 'USD',
      reference: reference('shard'),
      entries: [
        { account: { house: 'operator' }, amount: -amount },
        { account: { house: 'bets_in_play', shard }, amount },
      ],
    });
    await database.db.transaction((tx) => postLedgerBatch(tx, [[stake(0, 100)], [stake(7, 30)]]));
    await database.db.transaction((tx) => postLedgerBatch(tx, [[stake(7, 5)], [stake(3, 1)]]));
    expect([await shardBalance(0), await shardBalance(3), await shardBalance(7)]).toEqual([100, 1, 35]);
    await healthy();
  });

  it('applies groups in order, all or nothing, as posting them one by one would', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    await fund(a, 100);
    const result = await database.db.transaction((tx) =>
      postLedgerBatch(tx, [
        [transfer(a, b, 60)],
        // The second posting would overdraw b: the group's first posting is not kept either.
        [transfer(b, a, 10), transfer(b, a, 60)],
        [transfer(a, b, 40)],
        [transfer(a, b, 1)],
      ]),
    );
    expect(result.groups).toEqual([
      { ok: true },
      { ok: false, reason: 'insufficient_funds', playerId: b, currency: 'EUR', balance: 50, required: 60 },
      { ok: true },
      { ok: false, reason: 'insufficient_funds', playerId: a, currency: 'EUR', balance: 0, required: 1 },
    ]);
    expect(await playerBalance(database.db, a, 'EUR')).toBe(0);
    expect(await playerBalance(database.db, b, 'EUR')).toBe(100);
    expect(result.balanceChanges.sort((x, y) => x.playerId - y.playerId)).toEqual([
      { playerId: a, currency: 'EUR', balance: 0 },
      { playerId: b, currency: 'EUR', balance: 100 },
    ]);
    // Each entry carries the balance after it, in posting order.
    const [account] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.playerId, b));
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account?.id ?? 0))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { amount: 60, after: 60 },
      { amount: 40, after: 100 },
    ]);
    await healthy();
  });

  it('opens accounts that receive money, refuses a debit from one never opened, and never reuses a reference', async () => {
    const [a, fresh, empty] = [await newPlayer(), await newPlayer(), await newPlayer()];
    await fund(a, 50);
    const result = await postLedgerBatch(database.db, [[transfer(a, fresh, 20)], [transfer(empty, a, 5)]]);
    expect(result.groups.map((g) => g.ok)).toEqual([true, false]);
    expect(await playerBalance(database.db, fresh, 'EUR')).toBe(20);
    const [opened] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, empty));
    expect(opened).toBeUndefined();

    const used = reference('used');
    await postLedgerBatch(database.db, [[transfer(a, fresh, 1, used)]]);
    const count = async () => (await database.db.select().from(ledgerTransactions)).length;
    const before = await count();
    await expect(
      postLedgerBatch(database.db, [[transfer(a, fresh, 2)], [transfer(a, fresh, 1, used)]]),
    ).rejects.toThrow(LedgerError);
    expect(await count()).toBe(before);
    await expect(
      postLedgerBatch(database.db, [
        [transfer(a, fresh, 1, reference('twice'))],
        [transfer(a, fresh, 1, used)],
      ]),
    ).rejects.toThrow(/already posted/);
    const twice = reference('twice');
    await expect(
      postLedgerBatch(database.db, [[transfer(a, fresh, 1, twice), transfer(a, fresh, 1, twice)]]),
    ).rejects.toThrow(/appears twice/);
    expect(await count()).toBe(before);
    await healthy();
  });

  it('matches a model of sequential postings for random groups, and its preview agrees', async () => {
    const step = fc.record({
      from: fc.nat(3),
      to: fc.nat(3),
      amount: fc.integer({ min: 1, max: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 4, maxLength: 4 }),
        async (groups, opening) => {
          const ids = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
          const model = [...opening];
          for (const [i, id] of ids.entries()) if ((opening[i] ?? 0) > 0) await fund(id, opening[i] ?? 0);
          const postings = groups.map((group) =>
            group
              .filter((s) => s.from !== s.to)
              .map((s) => transfer(ids[s.from] ?? 0, ids[s.to] ?? 0, s.amount)),
          );
          const expected = postings.map((_, g) => {
            const trial = [...model];
            for (const s of groups[g] ?? []) {
              if (s.from === s.to) continue;
              trial[s.from] = (trial[s.from] ?? 0) - s.amount;
              trial[s.to] = (trial[s.to] ?? 0) + s.amount;
              if ((trial[s.from] ?? 0) < 0) return false;
            }
            model.splice(0, model.length, ...trial);
            return true;
          });
          const preview = await previewLedgerBatch(database.db, postings);
          const result = await database.db.transaction((tx) => postLedgerBatch(tx, postings));
          expect(result.groups.map((g) => g.ok)).toEqual(expected);
          expect(preview).toEqual(result.groups);
          for (const [i, id] of ids.entries())
            expect(await playerBalance(database.db, id, 'EUR')).toBe(model[i]);
        },
      ),
      { numRuns: 12 },
    );
    await healthy();
  });

  it("moves nothing when the caller's transaction rolls back", async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    await fund(a, 100);
    await expect(
      database.db.transaction(async (tx) => {
        await postLedgerBatch(tx, [[transfer(a, b, 70)]]);
        await tx.execute(sql`SELECT 1/0`);
      }),
    ).rejects.toThrow();
    expect(await playerBalance(database.db, a, 'EUR')).toBe(100);
    expect(await playerBalance(database.db, b, 'EUR')).toBe(0);
    await healthy();
  });
});
