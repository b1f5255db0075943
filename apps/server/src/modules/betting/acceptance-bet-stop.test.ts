import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { reportWindow, utcDay } from '@sportsbook/domain/reports';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { pastPostedRows } from '../backoffice/reports/wagers';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet';

// The in-play acceptance sweep against a bet stop the feed is storing right now, on PostgreSQL only (PGlite serves
// one connection, so nothing runs beside the feed's transaction). The feed locks a market FOR UPDATE before it
// stops it; placement reads the market FOR KEY SHARE SKIP LOCKED, so a bet is never taken on a market being
// stopped. The sweep read the market without a lock: it saw the last committed status (active) under the
// uncommitted stop, accepted the delayed bets, and the past-posting report listed them.
const BETS = 5;
const STAKE = 100;
const test = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 60_000 } } } });
let matchId: number;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const fixture = await insertCatalogueFixture(test.database.db);
  matchId = fixture.matches.live.id;
  await test.database.db.update(markets).set({ status: MARKET_STATUS.active }).where(liveMarket());
});

const liveMarket = () =>
  and(eq(markets.matchId, matchId), eq(markets.marketId, 1), eq(markets.specifier, ''));

/** The feed's bet stop, written and held uncommitted until `release` is called; `written` once the row changed. */
function heldBetStop() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let written = () => {};
  const stopWritten = new Promise<void>((resolve) => {
    written = resolve;
  });
  const committed = test.database.db.transaction(async (tx) => {
    await tx.select({ id: markets.marketId }).from(markets).where(liveMarket()).for('update');
    await tx.update(markets).set({ status: MARKET_STATUS.suspended }).where(liveMarket());
    written();
    await released;
  });
  return { stopWritten, release, committed };
}

describe.runIf(process.env.DATABASE_URL)(
  'the in-play acceptance sweep during a bet stop (PostgreSQL)',
  () => {
    it('rejects the delayed bets of a market the feed is stopping, and the past-posting report stays empty', async () => {
      const { db } = test.database;
      const { client, playerId } = await createSignedInPlayer(test.app, db, { balance: 10_000 });
      const response = await client.post('/api/sportsbook/v3/bets', {
        bets: Array.from({ length: BETS }, () => ({
          type: 'single',
          stake: { value: STAKE, currency: 'EUR' },
          selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds: 1400 }],
        })),
      });
      expect(response.statusCode, response.body).toBe(200);
      const ids = (response.json() as { betId: string; status: string }[]).map((bet) => Number(bet.betId));
      expect(ids).toHaveLength(BETS);

      // The stop is stored (and its spell recorded by the trigger) but not committed when the delay ends.
      const stop = heldBetStop();
      await stop.stopWritten;
      const decided = await test.app.betting.acceptDueBets(new Date(Date.now() + 120_000));
      stop.release();
      await stop.committed;

      expect(decided).toBe(BETS);
      const today = utcDay(new Date());
      const window = reportWindow(today, utcDay(new Date(Date.now() + 120_000)));
      if (!window) throw new Error('no window');
      expect(await pastPostedRows(db, window)).toEqual([]);
      const rows = await db.select({ status: bets.status }).from(bets).where(inArray(bets.id, ids));
      expect(rows.map((row) => row.status)).toEqual(Array(BETS).fill('rejected'));
      expect(await playerBalance(db, playerId, 'EUR')).toBe(10_000);
    });
  },
);
