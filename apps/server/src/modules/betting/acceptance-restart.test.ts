import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestDatabase } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { defaultBettingConfig } from './config';
import type { BettingEvent } from './events';
import { createBettingService } from './service';

// The file's tests start and stop their own apps on this database, as restarts do.
const testDb = useTestDatabase();
let liveMatchId: number;
// Long enough that no placement timer fires during the test: only the restart sweep can decide the bets.
const betting = { inPlayDelayMs: { default: 60_000 } };

beforeAll(async () => {
  liveMatchId = (await insertCatalogueFixture(testDb.database.db)).matches.live.id;
  await testDb.database.db
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, liveMatchId), eq(markets.marketId, 1)));
});

const statusOf = async (ids: number[]) =>
  (await testDb.database.db.select().from(bets).where(inArray(bets.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((b) => b.status);

/** Places `count` in-play singles as a new player on an app that is then closed; answers the bets' ids. */
async function betsLeftByRestart(count: number): Promise<number[]> {
  const before: FastifyInstance = await testDb.buildApp({ dependencies: { betting } });
  const { client } = await createSignedInPlayer(before, testDb.database.db, { balance: 10_000 });
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

/** The bets' statuses once none is `submitted` any more (a busy machine decides late). */
function statusesOnceDecided(ids: number[]): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const statuses = await statusOf(ids);
      expect(statuses).not.toContain('submitted');
      return statuses;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('in-play bets left by a restart', () => {
  it('decides the due ones as the app starts and the others when their delay ends', async () => {
    const ids = await betsLeftByRestart(2);
    // While the process is down one bet's delay ends, the other's is about to (in 3 s: longer than the
    // restart takes on a busy machine, so the start-up sweep never sees it due).
    const [due, soon] = ids;
    await testDb.database.db
      .update(bets)
      .set({ acceptAfter: new Date(Date.now() - 1_000) })
      .where(eq(bets.id, due ?? 0));
    await testDb.database.db
      .update(bets)
      .set({ acceptAfter: new Date(Date.now() + 3_000) })
      .where(eq(bets.id, soon ?? 0));

    const after = await testDb.buildApp({ dependencies: { betting } });
    try {
      await after.ready();
      expect(await statusOf(ids)).toEqual(['waiting_results', 'submitted']);
      // The other's delay ends a few seconds later.
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
    await testDb.database.db
      .update(bets)
      .set({ acceptAfter: new Date(frozen.getTime() + 300) })
      .where(eq(bets.id, id));
    const published: BettingEvent[] = [];
    const service = createBettingService({
      db: testDb.database.db,
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
