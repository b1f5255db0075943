import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { createSignedInPlayer } from '../players/testing';

let database: DatabaseHandle;
let liveMatchId: number;
const config = loadConfig({ LOG_LEVEL: 'silent' });
// Long enough that no placement timer fires during the test: only the restart sweep can decide the bets.
const betting = { inPlayDelayMs: { default: 60_000 } };

beforeAll(async () => {
  database = await createTestDatabase();
  liveMatchId = (await insertCatalogueFixture(database.db)).matches.live.id;
  await database.db
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, liveMatchId), eq(markets.marketId, 1)));
});

afterAll(async () => {
  await database.close();
});

const statusOf = async (ids: number[]) =>
  (await database.db.select().from(bets).where(inArray(bets.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((b) => b.status);

describe('in-play bets left by a restart', () => {
  it('decides the due ones as the app starts and the others when their delay ends', async () => {
    const before: FastifyInstance = await buildApp({ config, database, betting });
    const { client } = await createSignedInPlayer(before, database.db, { balance: 10_000 });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await client.post('/api/sportsbook/v3/bets', {
        bets: [
          {
            type: 'single',
            stake: { value: 1000, currency: 'EUR' },
            selections: [{ match_id: liveMatchId, market_id: 1, specifier: '', outcome_id: '1', odds: 1400 }],
          },
        ],
      });
      expect(response.json()[0].status).toBe('submitted');
      ids.push(Number(response.json()[0].betId));
    }
    // The process stops with its timers; while it is down one bet's delay ends, the other's is about to.
    await before.close();
    const [due, soon] = ids;
    await database.db
      .update(bets)
      .set({ acceptAfter: new Date(Date.now() - 1_000) })
      .where(eq(bets.id, due ?? 0));
    await database.db
      .update(bets)
      .set({ acceptAfter: new Date(Date.now() + 1_000) })
      .where(eq(bets.id, soon ?? 0));

    const after = await buildApp({ config, database, betting });
    try {
      await after.ready();
      expect(await statusOf(ids)).toEqual(['waiting_results', 'submitted']);
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      expect(await statusOf(ids)).toEqual(['waiting_results', 'waiting_results']);
    } finally {
      await after.close();
    }
  });
});
