import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/wallet';
import { createTestDatabase } from '../../testing/test-database';
import { postLedgerTransaction } from './ledger';
import { playerBalance } from './ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from './ledger-audit';
import { ledgerFixtures } from './ledger-testing';

// Real concurrency needs PostgreSQL: PGlite serves one connection and runs transactions one after another.
describe.skipIf(!process.env.DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const { newPlayer } = ledgerFixtures(() => database.db);

  // A deposit under the reference the test names: the retry race below posts the same one many times at once.
  const fund = (playerId: number, amount: number, reference: string) =>
    postLedgerTransaction(database.db, {
      kind: 'deposit',
      currency: 'EUR',
      reference,
      entries: [
        { account: { house: 'deposits_clearing' }, amount: -amount },
        { account: { playerId }, amount },
      ],
    });

  it('lets parallel debits take exactly what the balance covers, never more', async () => {
    const playerId = await newPlayer();
    await fund(playerId, 1_000, `race-fund-${playerId}`);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postLedgerTransaction(database.db, {
          kind: 'bet_stake',
          currency: 'EUR',
          reference: `race-${playerId}-${i}`,
          entries: [
            { account: { playerId }, amount: -30 },
            { account: { house: 'bets_in_play' }, amount: 30 },
          ],
        }),
      ),
    );
    const succeeded = results.filter((r) => r.ok).length;
    expect(succeeded).toBe(33);
    expect(results.filter((r) => !r.ok && r.reason === 'insufficient_funds')).toHaveLength(27);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(10);
    expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('pays a deposit retried in parallel with the same reference exactly once', async () => {
    const playerId = await newPlayer();
    const reference = `payment-retry-${playerId}`;
    const results = await Promise.all(Array.from({ length: 12 }, () => fund(playerId, 2_500, reference)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(2_500);
    expect(
      await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference)),
    ).toHaveLength(1);
  });

  it('moves money both ways between two players in parallel without deadlock or loss', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await fund(a, 5_000, `ab-fund-${a}`);
    await fund(b, 5_000, `ab-fund-${b}`);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return postLedgerTransaction(database.db, {
          kind: 'adjustment',
          currency: 'EUR',
          reference: `ab-${a}-${i}`,
          entries: [
            { account: { playerId: from }, amount: -(100 + i) },
            { account: { playerId: to }, amount: 100 + i },
          ],
        });
      }),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const total = (await playerBalance(database.db, a, 'EUR')) + (await playerBalance(database.db, b, 'EUR'));
    expect(total).toBe(10_000);
    expect((await auditLedger(database.db)).driftedAccounts).toEqual([]);
  });
});
