import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { jackpotContributions, jackpotHits, jackpotPendingBets } from '../../db/schema/jackpots';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { createJackpotThroughApi, jackpotInput, poolMoney } from './testing';

// PGlite serves one connection at a time; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('jackpot drains and placements (PostgreSQL)', () => {
  const testApp = useTestApp();
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
  let jackpotId: number;

  beforeAll(async () => {
    await testApp.app.jackpotDrain.close();
    fixture = await insertCatalogueFixture(testApp.database.db);
    jackpotId = await createJackpotThroughApi(testApp.app, jackpotInput('Race jackpot'));
  });

  const single = (stake: number) => ({
    meta: {},
    bets: [
      {
        type: 'single',
        stake: { value: stake, currency: 'EUR' },
        selections: [
          { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
        ],
      },
    ],
  });

  it('places a qualifying bet while a drain holds every level locked: placements never queue on the pools', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    const placed = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM jackpot_levels FOR UPDATE`);
      return client.post('/api/sportsbook/v3/bets', single(1_000));
    });
    expect(placed.statusCode).toBe(200);
    const [waiting] = await testApp.database.db.select({ n: count() }).from(jackpotPendingBets);
    expect(waiting?.n).toBe(1);
    await testApp.app.jackpotDrain.runOnce();
  }, 20_000);

  it('a drain and a cash-out of a waiting bet do not deadlock: the drain takes the bet before the house account', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 });
    const placed = await client.post('/api/sportsbook/v3/bets', single(1_000));
    expect(placed.statusCode).toBe(200);
    const betId = Number(placed.json()[0].betId);
    const db = testApp.database.db;
    let draining: Promise<unknown> = Promise.resolve();
    // As a cash-out does: the bet row first, then the ledger's house account, then the commit.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM bets WHERE id = ${betId} FOR UPDATE`);
      draining = testApp.app.jackpotDrain.runOnce();
      // The drain waits for this bet's lock (its contribution row's foreign key).
      await expect
        .poll(async () => {
          // A backend this transaction blocks while it writes a contribution row: the drain at its foreign key.
          const rows = await rawRows<{ pid: number }>(
            tx,
            sql`SELECT a.pid FROM pg_stat_activity a
              WHERE pg_backend_pid() = ANY (pg_blocking_pids(a.pid))
                AND EXISTS (SELECT 1 FROM pg_locks l
                  WHERE l.pid = a.pid AND l.relation = 'jackpot_contributions'::regclass)`,
          );
          return rows.length;
        })
        .toBe(1);
      // Had the drain taken the house account before the bet, this would deadlock and one side would fail.
      await tx.execute(sql`SELECT id FROM ledger_accounts WHERE kind = 'operator' FOR UPDATE`);
    });
    const drained = await draining;
    expect(drained).toMatchObject({ bets: 1 });
  }, 20_000);

  it('two nodes draining ten bets at once after a forced hit decide each bet once and pay one hit', async () => {
    const secondNode = await testApp.buildApp();
    await secondNode.jackpotDrain.close();
    const players = await Promise.all(
      Array.from({ length: 10 }, () =>
        createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 }),
      ),
    );
    const forced = await createTestClient(testApp.app).post(`/api/dev/jackpots/${jackpotId}/force-hit`, {});
    expect(forced.statusCode).toBe(200);
    const answers = await Promise.all(
      players.map(({ client }) => client.post('/api/sportsbook/v3/bets', single(1_000))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const drains = await Promise.all([testApp.app.jackpotDrain.runOnce(), secondNode.jackpotDrain.runOnce()]);
    expect(drains.reduce((sum, drain) => sum + drain.bets, 0)).toBe(10);
    const [hits] = await testApp.database.db.select({ n: count() }).from(jackpotHits);
    expect(hits?.n).toBe(1);
    const [contributions] = await testApp.database.db.select({ n: count() }).from(jackpotContributions);
    // One row per bet and level: the earlier tests' two bets and these ten, two levels each.
    expect(contributions?.n).toBe(12 * 2);
    const balances = await Promise.all(
      players.map(({ playerId }) => playerBalance(testApp.database.db, playerId, 'EUR')),
    );
    // Nine players paid their stake; one was also paid the mini pool: its seed and the contributions before its bet.
    expect(balances.filter((b) => b === 9_000)).toHaveLength(9);
    const winner = balances.find((b) => b !== 9_000) ?? 0;
    expect(winner).toBeGreaterThan(9_000 + 1_000);
    const money = await poolMoney(testApp.database.db);
    expect(money.paid).toBe(winner - 9_000);
    expect(money.seeds + money.contributions).toBe(money.pools + money.paid);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
