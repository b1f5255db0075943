import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { createMemoryRateLimiter } from '../../http/rate-limit';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerDebitRows } from '../wallet/ledger';
import { BETS_IN_PLAY_SHARDS, playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

// Every property run signs a new player in from one address: lift the sign-in limit for this file.
const signIns = createMemoryRateLimiter({ limit: 1_000, windowMs: 60_000 });
const testApp = useTestApp({
  dependencies: { platform: { rateLimiters: { signInByAddress: signIns, signInByEmail: signIns } } },
});

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

// Four selections (one provider) a slip may hold as separate singles.
const selections = () => {
  const match = fixture.matches.prematch.id;
  return [
    { match_id: match, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
    { match_id: match, market_id: 1, specifier: '', outcome_id: '2', odds: 3600 },
    { match_id: match, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 1900 },
    { match_id: match, market_id: 18, specifier: 'total=2.5', outcome_id: '13', odds: 1900 },
  ];
};
const singles = (stakes: readonly number[]) =>
  stakes.map((stake, i) => ({
    type: 'single',
    stake: { value: stake, currency: 'EUR' },
    selections: [selections()[i % 4]],
  }));
const healthy = async () => expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);

/** The player's ledger entries, oldest first. */
const playerEntries = (playerId: number) =>
  testApp.database.db
    .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.playerId, playerId))
    .orderBy(asc(ledgerEntries.id));

describe('the stake postings of one statement', () => {
  const batch = (groups: { playerId: number; amounts: number[]; reference?: string }[]) => ({
    kind: 'bet_stake' as const,
    currency: 'EUR',
    house: 'bets_in_play' as const,
    groups: groups.map((group) => ({
      playerId: group.playerId,
      shard: group.playerId % 16,
      at: new Date(0),
      postings: group.amounts.map((amount, i) => ({
        reference: group.reference ?? `r${group.playerId}:${i}`,
        amount,
        metadata: null,
      })),
    })),
  });

  it("gives each group its total and each posting what the group's later postings still take", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            playerId: fc.integer({ min: 1, max: 10_000 }),
            amounts: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
          }),
          { minLength: 1, maxLength: 6, selector: (group) => group.playerId },
        ),
        (groups) => {
          const rows = playerDebitRows(batch(groups));
          const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
          expect(rows.groups.map((g) => g.playerId)).toEqual(groups.map((g) => g.playerId));
          expect(rows.groups.map((g) => g.total)).toEqual(groups.map((g) => sum(g.amounts)));
          expect(rows.postings.map((p) => p.idx)).toEqual(
            groups.flatMap((g, idx) => g.amounts.map(() => idx)),
          );
          expect(rows.postings.map((p) => p.afterOffset)).toEqual(
            groups.flatMap((g) => g.amounts.map((_, i) => sum(g.amounts.slice(i + 1)))),
          );
          expect(rows.postings.map((p) => p.ord)).toEqual(
            groups.flatMap((g) => g.amounts).map((_, ord) => ord),
          );
        },
      ),
    );
  });

  it('refuses postings that could never be right', () => {
    const one = (amount: number, reference?: string) =>
      playerDebitRows(batch([{ playerId: 1, amounts: [amount], ...(reference ? { reference } : {}) }]));
    expect(() => one(0)).toThrow(/positive safe integer/);
    expect(() => one(-5)).toThrow(/positive safe integer/);
    expect(() => one(1.5)).toThrow(/positive safe integer/);
    expect(() => one(5, ' ')).toThrow(/reference/);
    expect(() => playerDebitRows(batch([]))).toThrow(/No postings/);
    expect(() => playerDebitRows(batch([{ playerId: 1, amounts: [] }]))).toThrow(/No postings/);
    expect(() =>
      playerDebitRows(
        batch([
          { playerId: 1, amounts: [5] },
          { playerId: 1, amounts: [6] },
        ]),
      ),
    ).toThrow(/one group per player/);
  });
});

describe('placing a slip of several bets', () => {
  it('posts each bet as its own balanced transaction, balance_after stepping down in slip order', async () => {
    await fc.assert(
      fc.asyncProperty(
        // From 1.00: a smaller stake could win nothing at these prices, which the domain refuses.
        fc.array(fc.integer({ min: 100, max: 5_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3_000 }),
        async (stakes, spare) => {
          const total = stakes.reduce((a, b) => a + b, 0);
          const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
            balance: total + spare,
          });
          const response = await client.post('/api/sportsbook/v3/bets', { bets: singles(stakes) });
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json().map((bet: { stake: number }) => bet.stake)).toEqual(stakes);
          const [funding, ...stakeEntries] = await playerEntries(playerId);
          expect(funding?.balanceAfter).toBe(total + spare);
          let balance = total + spare;
          expect(
            stakeEntries.map((entry) => {
              balance += entry.amount;
              return [entry.amount, entry.balanceAfter - balance];
            }),
          ).toEqual(stakes.map((stake) => [-stake, 0]));
          expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(spare);
        },
      ),
      { numRuns: 12 },
    );
    await healthy();
  });

  it('refuses a slip whose stakes together exceed the balance, changing nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 2_500,
    });
    const before = (await testApp.database.db.select().from(ledgerTransactions)).length;
    const response = await client.post('/api/sportsbook/v3/bets', { bets: singles([1_000, 1_000, 1_000]) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'insufficient_funds',
      data: { details: { balance: 2_500, required: 3_000, currency: 'EUR' } },
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(2_500);
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
    expect(await testApp.database.db.select().from(ledgerTransactions)).toHaveLength(before);
  });

  it('credits the stakes to the bets_in_play shard of the player, and the shards hold every stake', async () => {
    const shards = BETS_IN_PLAY_SHARDS;
    const placed: { playerId: number; stake: number }[] = [];
    for (const stake of [700, 800, 900]) {
      const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
        balance: 1_000,
      });
      expect((await client.post('/api/sportsbook/v3/bets', { bets: singles([stake]) })).statusCode).toBe(200);
      placed.push({ playerId, stake });
    }
    const houses = await testApp.database.db
      .select({ id: ledgerAccounts.id, shard: ledgerAccounts.shard, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'bets_in_play'), isNull(ledgerAccounts.playerId)));
    for (const { playerId, stake } of placed) {
      const house = houses.find((h) => h.shard === playerId % shards);
      if (!house) throw new Error(`no bets_in_play shard ${playerId % shards}`);
      const [credit] = await testApp.database.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(
          bets,
          eq(ledgerTransactions.reference, sql`'bet:' || ${bets.playerId} || ':' || ${bets.idempotencyKey}`),
        )
        .where(and(eq(ledgerEntries.accountId, house.id), eq(bets.playerId, playerId)));
      expect(credit?.amount).toBe(stake);
    }
    const [open] = await testApp.database.db
      .select({ stakes: sql<number>`COALESCE(SUM(${bets.stake}), 0)`.mapWith(Number) })
      .from(bets)
      .where(eq(bets.status, 'waiting_results'));
    expect(houses.reduce((sum, h) => sum + h.balance, 0)).toBe(open?.stakes);
    await healthy();
  });

  it("counts the slip's earlier bets against a wager limit, refusing the slip as a whole", async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const limit = await client.post('/api/platform/player/limits', {
      type: 'wager',
      period: 'day',
      amount: 2_500,
    });
    expect(limit.statusCode).toBe(201);
    const over = await client.post('/api/sportsbook/v3/bets', { bets: singles([1_500, 1_500]) });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'wager_limit_exceeded', data: { details: { used: 1_500 } } });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
    const within = await client.post('/api/sportsbook/v3/bets', { bets: singles([1_500, 1_000]) });
    expect(within.statusCode).toBe(200);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(7_500);
    await healthy();
  });
});
