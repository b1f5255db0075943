import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { createTestDatabase } from '../../testing/test-database';
import { simulatedFeed } from '../feed/source';
import { holdProvidersUp } from '../feed/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger } from '../wallet/ledger-audit';

// The feed's time is the wall clock's: placement refuses a prematch match whose start time has passed.
const start = Date.now();
let database: DatabaseHandle;
let app: FastifyInstance;
const balances: { playerId: number; balance: number }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    feed: simulatedFeed({ seed: 'settlement-test', speed: 60, startTime: () => start }),
    publishToPlayer: (playerId, event) => {
      balances.push({ playerId, balance: event.data.balance });
    },
  });
  await app.feedRunner?.syncSnapshot();
  await holdProvidersUp(app, database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const control = (url: string, payload?: object) => createTestClient(app).post(`/api/dev/feed${url}`, payload);

describe('settlement driven by the simulated feed', () => {
  it('pays a home win when the match finishes 2-1 and takes it back when the result is corrected to 1-1', async () => {
    const list = await app.inject({
      method: 'GET',
      // An hour ahead: the match is still prematch when the bet is placed.
      url: `/api/sportsbook/matches?sport_key=football&match_status=0&type=match&bettable=true&limit=1&start_from=${new Date(start + 3_600_000).toISOString()}`,
    });
    const match = list.json().data[0];
    const home = match.main_market.outcomes.find((o: { id: string }) => o.id === '1');
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 10_000 });
    const placed = await client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 1000, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: 1,
              specifier: match.main_market.specifier,
              outcome_id: '1',
              odds: home.odds,
            },
          ],
        },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const betId = Number(placed.json()[0].betId);
    // A stake of 1000 minor units returns its odds in thousandths.
    const won = home.odds as number;

    expect((await control(`/matches/${match.id}/start`)).statusCode).toBe(200);
    expect((await control(`/matches/${match.id}/finish`, { home: 2, away: 1 })).statusCode).toBe(200);
    await app.settlement.drain();
    const [settled] = await database.db.select().from(bets).where(eq(bets.id, betId));
    expect(settled).toMatchObject({ status: 'done', result: 'win', payout: won });
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(9000 + won);
    expect(balances).toContainEqual({ playerId, balance: 9000 + won });

    expect((await control(`/matches/${match.id}/correct-result`, { home: 1, away: 1 })).statusCode).toBe(200);
    await app.settlement.drain();
    const [corrected] = await database.db.select().from(bets).where(eq(bets.id, betId));
    expect(corrected).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(9000);
    expect(await auditLedger(database.db)).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativePlayerAccounts: [],
      brokenChains: [],
    });
  });
});
