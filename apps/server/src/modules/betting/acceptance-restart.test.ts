import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { createSignedInPlayer } from '../players/testing';
import { defaultBettingConfig } from './config';
import type { BettingEvent } from './events';
import { createBettingService } from './service';

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

/** Places `count` in-play singles as a new player on an app that is then closed; answers the bets' ids. */
async function betsLeftByRestart(count: number): Promise<number[]> {
  const before: FastifyInstance = await buildApp({ config, database, betting });
  const { client } = await createSignedInPlayer(before, database.db, { balance: 10_000 });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
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
  // The process stops with its timers.
  await before.close();
  return ids;
}

/** The bets' statuses once none is `submitted` any more, or after three seconds (a busy machine decides late). */
async function statusesOnceDecided(ids: number[]): Promise<string[]> {
  const deadline = Date.now() + 3_000;
  let statuses = await statusOf(ids);
  while (statuses.includes('submitted') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    statuses = await statusOf(ids);
  }
  return statuses;
}

describe('in-play bets left by a restart', () => {
  it('decides the due ones as the app starts and the others when their delay ends', async () => {
    const ids = await betsLeftByRestart(2);
    // While the process is down one bet's delay ends, the other's is about to.
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
      // The other's delay ends a second later.
      expect(await statusesOnceDecided(ids)).toEqual(['waiting_results', 'waiting_results']);
    } finally {
      await after.close();
    }
  });

  it('decides a bet whose timer fires before the clock reads the end of its delay', async () => {
    const [id = 0] = await betsLeftByRestart(1);
    // The restarted process's clock stands still: when the timer set for the end of the delay fires, the clock
    // still reads a moment before it (as Date may lag a timer by a millisecond).
    const frozen = new Date();
    await database.db
      .update(bets)
      .set({ acceptAfter: new Date(frozen.getTime() + 300) })
      .where(eq(bets.id, id));
    const published: BettingEvent[] = [];
    const service = createBettingService({
      db: database.db,
      config: { ...defaultBettingConfig, ...betting },
      publish: (_, event) => {
        published.push(event);
      },
      logger: pino({ level: 'silent' }),
      clock: () => frozen,
    });
    try {
      await service.start();
      expect(await statusOf([id])).toEqual(['submitted']);
      expect(await statusesOnceDecided([id])).toEqual(['waiting_results']);
      expect(published.map((event) => event.type)).toContain('bet_changed');
    } finally {
      await service.close();
    }
  });
});
