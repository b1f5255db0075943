import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

// PGlite serves one connection at a time; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('betting under concurrency (PostgreSQL)', () => {
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

  const testApp = useTestApp();

  beforeAll(async () => {
    fixture = await insertCatalogueFixture(testApp.database.db);
  });

  const bet = (stake: number) => ({
    type: 'single',
    stake: { value: stake, currency: 'EUR' },
    selections: [
      { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
    ],
  });
  const healthy = async () => expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);

  it('makes one bet from ten retries with one idempotency key, sent in parallel and then one by one', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const body = { meta: { idempotency_key: 'parallel-key-1' }, bets: [bet(1000)] };
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/sportsbook/v3/bets', body)),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const first = parallel[0]?.json();
    for (const response of parallel) expect(response.json()).toEqual(first);
    for (let retry = 0; retry < 10; retry++) {
      const again = await client.post('/api/sportsbook/v3/bets', body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    }
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    await healthy();
  });

  it('accepts exactly the 100 of 1,000 concurrent placements that the balance covers', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () => client.post('/api/sportsbook/v3/bets', { bets: [bet(100)] })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(100);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(900);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'insufficient_funds',
        data: { details: { required: 100, currency: 'EUR' } },
      });
    }
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(
      100,
    );
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(0);
    await healthy();
  }, 120_000);

  it('refuses a bet on a suspended market or a finished match, changing nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const { prematch, finished } = fixture.matches;
    // The finished match keeps an active-looking market: the match status alone must refuse it.
    await testApp.database.db.insert(markets).values({
      matchId: finished.id,
      marketId: 1,
      specifier: '',
      name: '1x2',
      status: 1,
      outcomes: [{ id: '1', name: 'Home', odds: 2000, active: true }],
      groups: ['main'],
      priority: 100,
      provider: 'betradar',
    });
    const total = and(eq(markets.matchId, prematch.id), eq(markets.marketId, 18));
    await testApp.database.db.update(markets).set({ status: -1 }).where(total);
    const single = (selection: Record<string, unknown>) => ({
      bets: [{ type: 'single', stake: { value: 1000, currency: 'EUR' }, selections: [selection] }],
    });
    const suspended = await client.post(
      '/api/sportsbook/v3/bets',
      single({ match_id: prematch.id, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 1900 }),
    );
    const over = await client.post(
      '/api/sportsbook/v3/bets',
      single({ match_id: finished.id, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }),
    );
    await testApp.database.db.update(markets).set({ status: 1 }).where(total);
    for (const response of [suspended, over]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_bet',
        data: { errors_by_bet: [{ localized_message: 'error.betslip.selection_unavailable' }] },
      });
    }
    expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
    await healthy();
  });

  it('pays a bet cashed out in parallel once', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 1000,
    });
    const placed = await client.post('/api/sportsbook/v3/bets', { bets: [bet(1000)] });
    const betId = placed.json()[0].betId;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/sportsbook/bets/cashout', { bet_id: betId, to_cashout: 950 }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(950);
    const cashouts = (await testApp.database.db.select().from(ledgerTransactions)).filter(
      (t) => t.kind === 'cashout' && t.metadata?.betId === Number(betId),
    );
    expect(cashouts).toHaveLength(1);
    await healthy();
  });
});
