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

/**
 * The betting service of a restarted process whose clock stands still at `now`: what its start-up sweep sees as
 * due depends on `now` alone, not on how long the restart took. Events it publishes land in `published`.
 */
function restartedService(now: Date, published: BettingEvent[] = []) {
  return createBettingService({
    db: testDb.database.db,
    config: { ...defaultBettingConfig, ...betting },
    publish: (_, event) => {
      published.push(event);
    },
    logger: pino({ level: 'silent' }),
    clock: () => now,
  });
}

const acceptAfter = (id: number, at: Date) =>
  testDb.database.db.update(bets).set({ acceptAfter: at }).where(eq(bets.id, id));

describe('in-play bets left by a restart', () => {
  it('decides the due ones as the betting service starts and the others when their delay ends', async () => {
    const [due = 0, soon = 0] = await betsLeftByRestart(2);
    // While the process was down one bet's delay ended; the other's ends a second after the restart.
    const restartedAt = new Date();
    await acceptAfter(due, new Date(restartedAt.getTime() - 1_000));
    await acceptAfter(soon, new Date(restartedAt.getTime() + 1_000));
    const service = restartedService(restartedAt);
    try {
      await service.start();
      expect(await statusOf([due, soon])).toEqual(['waiting_results', 'submitted']);
      // The other's delay ends a second later.
      expect(await statusesOnceDecided([due, soon])).toEqual(['waiting_results', 'waiting_results']);
    } finally {
      await service.close();
    }
  });

  it('decides a bet whose timer fires before the clock reads the end of its delay', async () => {
    const [id = 0] = await betsLeftByRestart(1);
    // The restarted process's clock stands still: when the timer set for the end of the delay fires, the clock
    // still reads a moment before it (as Date may lag a timer by a millisecond).
    const frozen = new Date();
    await acceptAfter(id, new Date(frozen.getTime() + 300));
    const published: BettingEvent[] = [];
    const service = restartedService(frozen, published);
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
