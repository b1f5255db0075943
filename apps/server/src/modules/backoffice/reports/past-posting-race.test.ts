import { utcDay } from '@sportsbook/domain/reports';
import type { FeedEvent } from '@sportsbook/feed/types';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketBetStops } from '../../../db/schema/catalogue';
import { useTestApp } from '../../../testing/test-app';
import type { FeedIngestor } from '../../feed/ingest';
import { bettingRaceStage, pricesEvent, totalMarket } from '../../feed/testing';
import type { createSignedInPlayer } from '../../players/testing';
import { signedInStaff, type TestStaff } from '../testing';

// The race the past-posting report watches, on PostgreSQL only (PGlite runs one statement at a time, so nothing
// is in flight beside the feed's batch): players keep placing on a total line while the feed's bet stop for it
// is stored. The report must stay empty: no bet accepted inside the stop the trigger recorded.
const PLAYERS = 12;
const MATCH = 'sr:match:1';
const test = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });
let ingestor: FeedIngestor;
let matchId: number;
let risk: TestStaff;
let inFlight = 0;
/** Bets accepted so far, counted as their answers come. */
let acceptedSoFar = 0;
const inFlightAtStop: number[] = [];
let players: Awaited<ReturnType<typeof createSignedInPlayer>>[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  ({ matchId, ingestor, players } = await bettingRaceStage(test.app, test.database.db, PLAYERS));
  risk = await signedInStaff(test.app, test.database.db, 'risk');
});

type Player = (typeof players)[number];

/** Places singles on the line until one is refused; answers how many were accepted. */
async function keepPlacing(player: Player, line: string): Promise<number> {
  let accepted = 0;
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
    if (response.statusCode !== 200) return accepted;
    accepted += 1;
    acceptedSoFar += 1;
  }
}

const betStop = (line: string): FeedEvent => ({
  type: 'bet_stop',
  at: Date.now(),
  match_urn_id: MATCH,
  markets: [{ market_id: 18, specifier: `total=${line}` }],
  reason: 'dangerous_moment',
});

/** Waits, without a fixed sleep, until the condition holds. */
async function waitUntil(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe.runIf(process.env.DATABASE_URL)('a bet stop arriving while bets are in flight (PostgreSQL)', () => {
  it('keeps the past-posting report empty: no bet is accepted inside the recorded stop', async () => {
    const lines = ['0.5', '1.5', '2.5'];
    let accepted = 0;
    for (const line of lines) {
      await ingestor.applyEvents([pricesEvent(MATCH, totalMarket(line))]);
      const placing = players.map((player) => keepPlacing(player, line));
      // The stop arrives once bets flow at full speed: a few answered per player, more in flight.
      const target = acceptedSoFar + PLAYERS * 3;
      await waitUntil(() => acceptedSoFar >= target && inFlight > 0);
      inFlightAtStop.push(inFlight);
      await ingestor.applyEvents([betStop(line)]);
      accepted += (await Promise.all(placing)).reduce((a, b) => a + b, 0);
      const spells = await test.database.db
        .select()
        .from(marketBetStops)
        .where(
          and(
            eq(marketBetStops.matchId, matchId),
            eq(marketBetStops.marketId, 18),
            eq(marketBetStops.specifier, `total=${line}`),
          ),
        );
      expect(spells).toHaveLength(1);
    }
    expect(
      inFlightAtStop.every((n) => n > 0),
      `in flight: ${inFlightAtStop}`,
    ).toBe(true);
    expect(accepted).toBeGreaterThan(0);
    const today = utcDay(new Date());
    const report = await risk.client.get(`/api/backoffice/reports/past-posting?from=${today}&to=${today}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().rows).toEqual([]);
  }, 120_000);
});
