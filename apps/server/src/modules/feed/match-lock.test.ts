import { createSimulator } from '@sportsbook/feed/simulator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { emptyIds, upsertFixtures, upsertMarkets } from './ingest-catalogue';
import { ingestSnapshot } from './ingest-snapshot';

// A placement holds its legs' markets FOR KEY SHARE and then inserts its legs, whose foreign key takes the match
// row FOR KEY SHARE. A feed transaction that held a match row in a mode stronger than that (an upsert setting a
// column of a unique index, such as the slug) while it went on to lock that match's markets for a bet stop or a
// result deadlocked with such a placement: the chaos run saw "deadlock detected" as a 500 on a placement.
// PGlite serves one connection at a time; lock conflicts need PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('the feed and placements share a match row (PostgreSQL)', () => {
  const testApp = useTestApp();

  it('a feed update of a stored match and its markets leaves both open to a placement’s key-share lock', async () => {
    const { db } = testApp.database;
    const snapshot = createSimulator({ seed: 'match-lock', speed: 1, startTime: Date.now() }).snapshot();
    const ids = emptyIds();
    await ingestSnapshot(db, ids, snapshot);
    const stored = snapshot.matches.find((m) => m.markets.length > 0);
    const matchId = stored && ids.matches.get(stored.fixture.urn_id);
    if (!stored || matchId === undefined) throw new Error('the simulator stored no match with markets');

    const lockedByPlacement = await db.transaction(async (feedTx) => {
      await upsertFixtures(feedTx, ids, [stored]);
      await upsertMarkets(
        feedTx,
        stored.markets.map((market) => ({ matchId, market, provider: stored.fixture.provider })),
      );
      // Another connection, while the feed's transaction is open: NOWAIT fails at once on a conflicting lock.
      return db.transaction(async (placementTx) => {
        const match = await placementTx.execute(
          sql`SELECT id FROM matches WHERE id = ${matchId} FOR KEY SHARE NOWAIT`,
        );
        const marketRows = await placementTx.execute(
          sql`SELECT market_id FROM markets WHERE match_id = ${matchId} FOR KEY SHARE NOWAIT`,
        );
        // Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result unknown.
        const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
        return { match: rowsOf(match).length, markets: rowsOf(marketRows).length };
      });
    });
    expect(lockedByPlacement).toEqual({ match: 1, markets: stored.markets.length });
  });
});
