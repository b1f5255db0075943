import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { listFreebets } from '../modules/bonuses/repository';
import { findPlayerByEmail } from '../modules/players/repository';
import { createTestClient } from '../modules/players/testing';
import { auditLedger } from '../modules/wallet/ledger-audit';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { DEMO_FREEBET_MIN_ODDS, DEMO_PLAYERS, seedDemoPlayers } from './seed';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoPlayers(database.db);
  await seedDemoPlayers(database.db); // idempotent: a restart changes nothing
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const signIn = async (email: string) => {
  const client = createTestClient(app);
  const password = DEMO_PLAYERS.find((p) => p.email === email)?.password ?? '';
  const response = await client.post('/api/platform/users/sign_in', { email, password });
  return { client, response };
};

describe('demo players', () => {
  it('lists the credentials the brief asks for', () => {
    expect(DEMO_PLAYERS.find((p) => p.email === 'demo@example.com')).toMatchObject({
      password: 'demo-pass-1',
      currency: 'EUR',
      balance: 100_000,
    });
    expect(DEMO_PLAYERS.map((p) => p.email)).toEqual([
      'demo@example.com',
      'second@example.com',
      'btc@example.com',
      'pve@example.com',
      'excluded@example.com',
      'freebet@example.com',
      'spitest@example.com',
    ]);
  });

  it('seeds demo@example.com with 1,000.00 EUR once, however often it runs', async () => {
    const { client, response } = await signIn('demo@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'demo@example.com', auth_fields_missed: [] });
    expect((await client.get('/api/platform/player/accounts')).json()).toEqual([
      { currency: 'EUR', balance: 100_000, active: true },
    ]);
    expect((await client.get('/api/platform/wallet/transactions')).json().total).toBe(1);
    expect(await auditLedger(database.db)).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativePlayerAccounts: [],
      brokenChains: [],
    });
  });

  it('seeds the BTC, pve and spi_test players with their traits', async () => {
    const btc = await signIn('btc@example.com');
    expect((await btc.client.get('/api/platform/player/accounts')).json()[0]).toEqual({
      currency: 'BTC',
      balance: 5_000_000,
      active: true,
    });
    expect((await signIn('pve@example.com')).response.json()).toMatchObject({
      serasa: { pve: true },
      currency: 'BRL',
    });
    expect((await signIn('spitest@example.com')).response.json().statuses).toEqual([{ id: 'spi_test' }]);
  });

  it('gives every demo player one active freebet, once however often it runs', async () => {
    for (const demo of DEMO_PLAYERS) {
      const player = await findPlayerByEmail(database.db, demo.email);
      const rows = player ? await listFreebets(database.db, player.id, new Date()) : [];
      expect(
        rows.map((row) => [row.status, row.currency, row.amount, row.minOdds]),
        demo.email,
      ).toEqual([['active', demo.currency, demo.freebet, DEMO_FREEBET_MIN_ODDS]]);
    }
    const { client } = await signIn('freebet@example.com');
    const listed = (await client.get('/api/sportsbook/bonuses/freebets')).json().data;
    expect(listed).toMatchObject([
      { status: 'active', min_odds: 1500, issued: { currency: 'EUR', amount: 500 } },
    ]);
  });

  it('keeps the self-excluded player out', async () => {
    const { response } = await signIn('excluded@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('self_excluded');
  });
});
