import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger } from '../wallet/ledger-audit';

// PGlite serves one connection at a time; real concurrency needs PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('betting under concurrency (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
    fixture = await insertCatalogueFixture(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const bet = (stake: number) => ({
    type: 'single',
    stake: { value: stake, currency: 'EUR' },
    selections: [
      { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
    ],
  });
  const healthy = async () =>
    expect(await auditLedger(database.db)).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativePlayerAccounts: [],
    });

  it('makes one bet from parallel placements with the same idempotency key', async () => {
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 10_000 });
    const body = { meta: { idempotency_key: 'parallel-key-1' }, bets: [bet(1000)] };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/sportsbook/v3/bets', body)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(responses.map((r) => r.json()[0].betId));
    expect(ids.size).toBe(1);
    expect(await database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(9000);
    await healthy();
  });

  it('never overdraws a balance with parallel placements', async () => {
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 5000 });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/api/sportsbook/v3/bets', { bets: [bet(1000)] })),
    );
    const ok = responses.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(5);
    expect(
      responses.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'insufficient_funds'),
    ).toBe(true);
    expect(await database.db.select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(5);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(0);
    await healthy();
  });

  it('pays a bet cashed out in parallel once', async () => {
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 1000 });
    const placed = await client.post('/api/sportsbook/v3/bets', { bets: [bet(1000)] });
    const betId = placed.json()[0].betId;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/sportsbook/bets/cashout', { bet_id: betId, to_cashout: 950 }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(950);
    const cashouts = (await database.db.select().from(ledgerTransactions)).filter(
      (t) => t.kind === 'cashout' && t.metadata?.betId === Number(betId),
    );
    expect(cashouts).toHaveLength(1);
    await healthy();
  });
});
