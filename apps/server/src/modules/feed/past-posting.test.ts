import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { providerStatuses } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { createFeedIngestor, type FeedIngestor } from './ingest';
import { pricesEvent, settlementEvent, totalMarket, totalResult } from './testing';

// The past-posting race, on PostgreSQL only (PGlite runs one statement at a time, so nothing is ever in flight
// beside the feed's batch): players keep placing bets on a market while its result arrives. A bet the feed's
// result did not see committed must not be accepted: each accepted bet's transaction is checked against the
// database's snapshot taken right after the result's commit (a bet invisible to it committed after the result).
const PLAYERS = 24;
const ROUNDS = 4;
const MATCH = 'sr:match:1';
const test = useTestApp();
let ingestor: FeedIngestor;
let matchId: number;
/** Placement requests sent and not yet answered, and their number as each result began to be stored. */
let inFlight = 0;
const inFlightAtResult: number[] = [];
let players: Awaited<ReturnType<typeof createSignedInPlayer>>[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const { db } = test.database;
  const fixture = await insertCatalogueFixture(db);
  matchId = fixture.matches.prematch.id;
  await db.insert(providerStatuses).values({ provider: 'betradar', active: true });
  ingestor = createFeedIngestor(db);
  await ingestor.load();
  players = await Promise.all(
    Array.from({ length: PLAYERS }, () => createSignedInPlayer(test.app, db, { balance: 10_000_000 })),
  );
});

/** Places singles of 100 on the line until one is refused; answers the ids of those accepted. */
async function keepPlacing(
  player: (typeof players)[number],
  line: string,
): Promise<{ accepted: number[]; refusals: string[] }> {
  const accepted: number[] = [];
  for (;;) {
    inFlight += 1;
    const response = await player.client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 100, currency: 'EUR' },
          selections: [
            { match_id: matchId, market_id: 18, specifier: `total=${line}`, outcome_id: '12', odds: 1900 },
          ],
        },
      ],
    });
    inFlight -= 1;
    if (response.statusCode !== 200) {
      expect(response.statusCode).toBe(400);
      return { accepted, refusals: [response.json().data.errors_by_bet[0].localized_message] };
    }
    accepted.push(Number(response.json()[0].betId));
  }
}

/** The accepted bets whose transaction the snapshot taken after the result's commit does not see. */
async function committedAfter(snapshot: string, betIds: number[]): Promise<number[]> {
  // xmin is the 32-bit transaction id; the snapshot's ids carry the epoch in their high bits.
  const rows = await rawRows<{ id: number }>(
    test.database.db,
    sql`WITH s AS (SELECT ${snapshot}::pg_snapshot AS snap,
        (pg_snapshot_xmax(${snapshot}::pg_snapshot)::text::bigint >> 32) << 32 AS epoch)
      SELECT b.id FROM bets b, s
      WHERE b.id = ANY (${arrayParam(betIds)}::int[])
        AND NOT pg_visible_in_snapshot((s.epoch + b.xmin::text::bigint)::text::xid8, s.snap)`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

describe.runIf(process.env.DATABASE_URL)('a result arriving while bets are in flight (PostgreSQL)', () => {
  it('accepts only bets committed before the result and refuses every one after it', async () => {
    const late: number[] = [];
    let acceptedInAll = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const line = `${round}.5`;
      await ingestor.applyEvents([pricesEvent(MATCH, totalMarket(line))]);
      const placing = players.map((player) => keepPlacing(player, line));
      // The result arrives once the placements run at full speed (each player has had a few answered).
      await waitForBets(acceptedInAll + PLAYERS * 3);
      inFlightAtResult.push(inFlight);
      await ingestor.applyEvents([settlementEvent(MATCH, totalResult(line, '12'))]);
      const [snapshot] = await rawRows<{ snap: string }>(
        test.database.db,
        sql`SELECT pg_current_snapshot()::text AS snap`,
      );
      const outcomes = await Promise.all(placing);
      const accepted = outcomes.flatMap((o) => o.accepted);
      acceptedInAll += accepted.length;
      expect(new Set(outcomes.flatMap((o) => o.refusals))).toEqual(
        new Set(['error.betslip.selection_unavailable']),
      );
      late.push(...(await committedAfter(snapshot?.snap ?? '', accepted)));
    }
    expect(acceptedInAll).toBeGreaterThanOrEqual(PLAYERS * 3 * ROUNDS);
    // The race was on: placements were in flight each time a result was being stored.
    expect(
      inFlightAtResult.every((n) => n > 0),
      `in flight: ${inFlightAtResult}`,
    ).toBe(true);
    expect(late).toEqual([]);
    // Every accepted bet is settled on the result (the settlement saw it: it was stored before the result).
    await test.app.settlement.drain();
    const open = await rawRows<{ id: number }>(
      test.database.db,
      sql`SELECT id FROM bets WHERE status <> 'done'`,
    );
    expect(open).toEqual([]);
  }, 120_000);
});

/** Waits until at least `count` bets are stored. */
async function waitForBets(count: number): Promise<void> {
  for (;;) {
    const [row] = await rawRows<{ n: number }>(test.database.db, sql`SELECT count(*)::int AS n FROM bets`);
    if (Number(row?.n) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
