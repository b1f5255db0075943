import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { openAccount, playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { ledgerFixtures } from '../wallet/ledger-testing';
import { createPlacementWriter } from './placement-batcher';
import type { PlacementWrite } from './placement-sql';
import { writePlacements } from './placement-sql';

let database: DatabaseHandle;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const { newPlayer, fund } = ledgerFixtures(() => database.db);

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await insertCatalogueFixture(database.db);
  for (const shard of [0, 1]) await openAccount(database.db, { house: 'bets_in_play', shard }, 'EUR');
});

afterAll(async () => {
  await database.close();
});

let keys = 0;
/** A placement of singles on the prematch 1x2 home price, credited to `shard`. */
const placement = (playerId: number, stakes: number[], shard = 0, key = `k${++keys}`): PlacementWrite => ({
  playerId,
  currency: 'EUR',
  shard,
  deviceId: null,
  quick: false,
  acceptMode: 'none',
  at: new Date(),
  bets: stakes.map((stake, i) => ({
    idempotencyKey: `${key}#${i}`,
    reference: `bet:${playerId}:${key}#${i}`,
    ref: `T${key}-${i}-${playerId}`,
    type: 'single',
    systemWinCount: null,
    systemTotalCount: null,
    freebetId: null,
    bonusType: null,
    boost: null,
    status: 'waiting_results',
    stake,
    odds: 1850,
    potentialReturn: Math.floor((stake * 1850) / 1000),
    isVip: false,
    acceptAfter: null,
    selections: [
      { matchId: fixture.matches.prematch.id, marketId: 1, specifier: '', outcomeId: '1', odds: 1850 },
    ],
  })),
});
const healthy = async () => expect(await auditLedger(database.db)).toEqual(HEALTHY_LEDGER);
const betsOf = (playerId: number) => database.db.select().from(bets).where(eq(bets.playerId, playerId));

describe('writePlacements: several placements in one statement', () => {
  it('stores every covered placement and leaves an uncovered one out entirely', async () => {
    const [a, b, c, d] = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
    await fund(a, 5_000);
    await fund(b, 1_500);
    await fund(c, 10_000);
    // d has no account at all: nothing to debit.
    const results = await writePlacements(database.db, [
      placement(a, [1_000, 2_000], 0),
      placement(b, [1_000, 1_000], 1),
      placement(c, [3_000], 0),
      placement(d, [100], 1),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false]);
    expect(results[1]).toEqual({ ok: false, balance: 1_500, required: 2_000 });
    expect(results[3]).toEqual({ ok: false, balance: 0, required: 100 });
    expect(results[0]?.ok && results[0].balance).toBe(2_000);
    expect(await betsOf(a)).toHaveLength(2);
    expect(await betsOf(b)).toEqual([]);
    expect(await betsOf(c)).toHaveLength(1);
    expect(await playerBalance(database.db, b, 'EUR')).toBe(1_500);
    expect(await playerBalance(database.db, c, 'EUR')).toBe(7_000);
    await healthy();
  });

  it("keeps each shard's balance_after a running balance when one statement credits it several times", async () => {
    const shard0 = async () => {
      const [row] = await database.db
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.kind, 'bets_in_play'),
            isNull(ledgerAccounts.playerId),
            eq(ledgerAccounts.shard, 0),
          ),
        );
      if (!row) throw new Error('no shard 0');
      return row;
    };
    const before = await shard0();
    const players = [await newPlayer(), await newPlayer(), await newPlayer()];
    for (const id of players) await fund(id, 10_000);
    await writePlacements(database.db, [
      placement(players[0] ?? 0, [100, 200]),
      placement(players[1] ?? 0, [300]),
      placement(players[2] ?? 0, [400, 500, 600]),
    ]);
    const entries = await database.db
      .select({ amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, before.id))
      .orderBy(asc(ledgerEntries.transactionId));
    const mine = entries.slice(-6);
    let running = before.balance;
    for (const entry of mine) {
      running += entry.amount;
      expect(entry.after).toBe(running);
    }
    expect(mine.map((e) => e.amount)).toEqual([100, 200, 300, 400, 500, 600]);
    expect((await shard0()).balance).toBe(before.balance + 2_100);
    await healthy();
  });

  it('fails as a whole on a reused key, changing nothing', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    await fund(a, 5_000);
    await fund(b, 5_000);
    await writePlacements(database.db, [placement(a, [1_000], 0, 'reused-key')]);
    await expect(
      writePlacements(database.db, [placement(b, [1_000]), placement(a, [1_000], 0, 'reused-key')]),
    ).rejects.toThrow();
    expect(await betsOf(b)).toEqual([]);
    expect(await playerBalance(database.db, a, 'EUR')).toBe(4_000);
    expect(await playerBalance(database.db, b, 'EUR')).toBe(5_000);
    await healthy();
  });
});

describe('createPlacementWriter', () => {
  it('writes concurrent placements together, and answers a reused key alone while the others are stored', async () => {
    const writer = createPlacementWriter(database.db, { inFlight: 1, batchSize: 10 });
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer()));
    for (const id of players) await fund(id, 1_000);
    const first = players[0] ?? 0;
    await writer.write(placement(first, [100], 0, 'writer-reused'));
    const outcomes = await Promise.allSettled([
      ...players.map((id) => writer.write(placement(id, [200], id % 2))),
      writer.write(placement(first, [100], 0, 'writer-reused')),
    ]);
    expect(outcomes.slice(0, 6).map((o) => o.status === 'fulfilled' && o.value.ok)).toEqual(
      Array(6).fill(true),
    );
    const reused = outcomes[6];
    expect(reused?.status === 'rejected' ? reused.reason : undefined).toMatchObject({ code: '23505' });
    expect(await playerBalance(database.db, first, 'EUR')).toBe(700);
    for (const id of players.slice(1)) expect(await playerBalance(database.db, id, 'EUR')).toBe(800);
    await healthy();
  });

  it("puts one player's placements in separate statements, so the balance is checked for each in turn", async () => {
    const writer = createPlacementWriter(database.db, { inFlight: 2, batchSize: 10 });
    const player = await newPlayer();
    await fund(player, 1_000);
    const results = await Promise.all([
      writer.write(placement(player, [600])),
      writer.write(placement(player, [600])),
      writer.write(placement(player, [400])),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok)).toHaveLength(1);
    expect(await playerBalance(database.db, player, 'EUR')).toBe(0);
    expect(await betsOf(player)).toHaveLength(2);
    await healthy();
  });
});
