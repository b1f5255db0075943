import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { createTestDatabase } from '../../testing/test-database';
import { LedgerError, postLedgerTransaction } from './ledger';
import { playerBalance } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';
import { ledgerFixtures } from './ledger-testing';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const { newPlayer, fund, reference } = ledgerFixtures(() => database.db);

const stake = (playerId: number, amount: number, ref = reference('stake')) =>
  postLedgerTransaction(database.db, {
    kind: 'bet_stake',
    currency: 'EUR',
    reference: ref,
    entries: [
      { account: { playerId }, amount: -amount },
      { account: { house: 'bets_in_play' }, amount },
    ],
  });

async function expectHealthyLedger() {
  expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);
}

describe('postLedgerTransaction', () => {
  it('moves money between accounts and records entries with the balance after each', async () => {
    const playerId = await newPlayer();
    const funded = await fund(playerId, 10_000);
    expect(funded).toMatchObject({ ok: true, duplicate: false, playerBalance: 10_000 });
    const staked = await stake(playerId, 2_500);
    expect(staked).toMatchObject({
      ok: true,
      playerBalance: 7_500,
      balanceChanges: [{ playerId, currency: 'EUR', balance: 7_500 }],
    });
    if (!staked.ok) throw new Error('unreachable');
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, staked.transactionId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-2_500, 2_500]);
    expect(entries.find((e) => e.amount === -2_500)?.balanceAfter).toBe(7_500);
    await expectHealthyLedger();
  });

  it('answers insufficient_funds and writes nothing when a player account would go negative', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 1_000);
    const ref = reference('too-much');
    const result = await stake(playerId, 1_001, ref);
    expect(result).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      playerId,
      currency: 'EUR',
      balance: 1_000,
      required: 1_001,
    });
    const written = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, ref));
    expect(written).toEqual([]);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(1_000);
    // The same reference can be used once the player can pay.
    await fund(playerId, 1);
    expect(await stake(playerId, 1_001, ref)).toMatchObject({ ok: true, playerBalance: 0 });
  });

  it('refuses a debit from an account that was never opened without opening one', async () => {
    const playerId = await newPlayer();
    const result = await postLedgerTransaction(database.db, {
      kind: 'bet_stake',
      currency: 'BTC',
      reference: reference('no-account'),
      entries: [
        { account: { playerId }, amount: -1 },
        { account: { house: 'bets_in_play' }, amount: 1 },
      ],
    });
    expect(result).toMatchObject({ ok: false, reason: 'insufficient_funds', balance: 0, required: 1 });
    const accounts = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, playerId));
    expect(accounts).toEqual([]);
  });

  it('applies a reference once: a retry answers duplicate and moves nothing', async () => {
    const playerId = await newPlayer();
    const ref = reference('deposit');
    const posting = {
      kind: 'deposit' as const,
      currency: 'EUR',
      reference: ref,
      entries: [
        { account: { house: 'deposits_clearing' as const }, amount: -5_000 },
        { account: { playerId }, amount: 5_000 },
      ],
    };
    const first = await postLedgerTransaction(database.db, posting);
    const second = await postLedgerTransaction(database.db, posting);
    expect(first).toMatchObject({ ok: true, duplicate: false, playerBalance: 5_000 });
    expect(second).toMatchObject({ ok: true, duplicate: true, playerBalance: 5_000, balanceChanges: [] });
    if (!first.ok || !second.ok) throw new Error('unreachable');
    expect(second.transactionId).toBe(first.transactionId);
    await expect(postLedgerTransaction(database.db, { ...posting, kind: 'bonus_credit' })).rejects.toThrow(
      LedgerError,
    );
  });

  it.each([
    ['an unbalanced posting', [-5, 4]],
    ['a zero amount', [0, 0]],
    ['a fractional amount', [-1.5, 1.5]],
    ['an unsafe amount', [-(2 ** 53), 2 ** 53]],
  ])('throws LedgerError for %s', async (_label, [a, b]) => {
    const playerId = await newPlayer();
    await expect(
      postLedgerTransaction(database.db, {
        kind: 'adjustment',
        currency: 'EUR',
        reference: reference('bad'),
        entries: [
          { account: { house: 'operator' }, amount: a ?? 0 },
          { account: { playerId }, amount: b ?? 0 },
        ],
      }),
    ).rejects.toThrow(LedgerError);
  });

  it('throws LedgerError for one entry, a repeated account and an empty reference', async () => {
    const playerId = await newPlayer();
    const base = { kind: 'adjustment' as const, currency: 'EUR', reference: reference('bad') };
    await expect(
      postLedgerTransaction(database.db, { ...base, entries: [{ account: { playerId }, amount: 1 }] }),
    ).rejects.toThrow(/at least two/);
    await expect(
      postLedgerTransaction(database.db, {
        ...base,
        entries: [
          { account: { playerId }, amount: 1 },
          { account: { playerId }, amount: -1 },
        ],
      }),
    ).rejects.toThrow(/twice/);
    await expect(
      postLedgerTransaction(database.db, {
        ...base,
        reference: ' ',
        entries: [
          { account: { playerId }, amount: 1 },
          { account: { house: 'operator' }, amount: -1 },
        ],
      }),
    ).rejects.toThrow(/reference/);
  });

  it('joins the caller transaction: a rollback there undoes the posting', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 3_000);
    const ref = reference('rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        const result = await postLedgerTransaction(tx, {
          kind: 'bet_stake',
          currency: 'EUR',
          reference: ref,
          entries: [
            { account: { playerId }, amount: -1_000 },
            { account: { house: 'bets_in_play' }, amount: 1_000 },
          ],
        });
        expect(result).toMatchObject({ ok: true, playerBalance: 2_000 });
        throw new Error('bet insert failed');
      }),
    ).rejects.toThrow('bet insert failed');
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(3_000);
    expect(
      await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, ref)),
    ).toEqual([]);
  });
});
