import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { FeedEvent } from '@sportsbook/feed/types';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { useTestApp } from '../../testing/test-app';
import { giveFreebet } from '../bonuses/testing';
import type { createSignedInPlayer } from '../players/testing';
import type { FeedIngestor } from './ingest';
import { emptyState } from './ingest-catalogue';
import { bettingRaceStage, pricesEvent, settlementEvent, totalMarket, totalResult } from './testing';

// The past-posting race, on PostgreSQL only (PGlite runs one statement at a time, so nothing is ever in flight
// beside the feed's batch): players keep placing bets on a market while its result arrives. A bet the feed's
// result did not see committed must not be accepted: each accepted bet's transaction is checked against the
// database's snapshot taken right after the result's commit (a bet invisible to it committed after the result).
const PLAYERS = 24;
const FREEBET_AMOUNT = 200;
/** Freebets given to each player for the freebet rounds: more than a player places before a result. */
const FREEBETS_EACH = 40;
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
  ({ matchId, ingestor, players } = await bettingRaceStage(test.app, test.database.db, PLAYERS));
});

type Player = (typeof players)[number];
/** What pays a bet's stake: 1.00 in cash, or a freebet of the player's, each used once. */
type Staking = (player: Player) => {
  stake: { value: number; currency: 'EUR' };
  bonus?: { id: string; type: 'freebet' };
};
const cash: Staking = () => ({ stake: { value: 100, currency: 'EUR' } });
const freebetsLeft = new Map<number, number[]>();
const freebet: Staking = (player) => {
  const id = freebetsLeft.get(player.playerId)?.pop();
  if (id === undefined) throw new Error(`player ${player.playerId} ran out of test freebets`);
  return { stake: { value: FREEBET_AMOUNT, currency: 'EUR' }, bonus: { id: String(id), type: 'freebet' } };
};

/** Places singles on the line until one is refused; answers the ids of those accepted. */
async function keepPlacing(
  player: Player,
  line: string,
  staking: Staking,
): Promise<{ accepted: number[]; refusals: string[] }> {
  const accepted: number[] = [];
  for (;;) {
    inFlight += 1;
    const response = await player.client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          ...staking(player),
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

/**
 * Rounds of the race on fresh total lines: every player keeps placing on the line while its result arrives. Answers
 * the accepted bets committed after the result (none may be) and how many were accepted in all.
 */
async function raceResults(
  lines: string[],
  staking: Staking,
  closing: (line: string) => FeedEvent = (line) => settlementEvent(MATCH, totalResult(line, '12')),
): Promise<{ late: number[]; accepted: number }> {
  const late: number[] = [];
  let acceptedInAll = 0;
  const before = await betCount();
  for (const line of lines) {
    await ingestor.applyEvents([pricesEvent(MATCH, totalMarket(line))]);
    const placing = players.map((player) => keepPlacing(player, line, staking));
    // The result arrives once the placements run at full speed (each player has had a few answered).
    await waitForBets(before + acceptedInAll + PLAYERS * 3);
    inFlightAtResult.push(inFlight);
    await ingestor.applyEvents([closing(line)]);
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
  return { late, accepted: acceptedInAll };
}

describe.runIf(process.env.DATABASE_URL)('a result arriving while bets are in flight (PostgreSQL)', () => {
  it('accepts only bets committed before the result and refuses every one after it', async () => {
    inFlightAtResult.length = 0;
    const { late, accepted } = await raceResults(['0.5', '1.5', '2.5', '3.5'], cash);
    expect(accepted).toBeGreaterThanOrEqual(PLAYERS * 3 * 4);
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

  it('holds for bets staked with freebets, which are written by their own transaction', async () => {
    inFlightAtResult.length = 0;
    for (const player of players) {
      const ids = await Promise.all(
        Array.from({ length: FREEBETS_EACH }, () =>
          giveFreebet(test.database.db, player.playerId, { amount: FREEBET_AMOUNT, minOdds: null }),
        ),
      );
      freebetsLeft.set(player.playerId, ids);
    }
    const { late, accepted } = await raceResults(['4.5', '5.5'], freebet);
    expect(accepted).toBeGreaterThanOrEqual(PLAYERS * 3 * 2);
    expect(
      inFlightAtResult.every((n) => n > 0),
      `in flight: ${inFlightAtResult}`,
    ).toBe(true);
    expect(late).toEqual([]);
  }, 120_000);

  // Last: the match stays closed for good.
  it('holds when the match closes without a bet stop: its markets stop taking bets at once', async () => {
    inFlightAtResult.length = 0;
    const closed: FeedEvent = {
      type: 'match_status_changed',
      at: Date.now(),
      match_urn_id: MATCH,
      state: { ...emptyState(), status: MATCH_STATUS.closed },
    };
    const { late, accepted } = await raceResults(['6.5'], cash, () => closed);
    expect(accepted).toBeGreaterThanOrEqual(PLAYERS * 3);
    expect(inFlightAtResult[0]).toBeGreaterThan(0);
    expect(late).toEqual([]);
  }, 120_000);
});

async function betCount(): Promise<number> {
  const [row] = await rawRows<{ n: number }>(test.database.db, sql`SELECT count(*)::int AS n FROM bets`);
  return Number(row?.n);
}

/** Waits until at least `count` bets are stored. */
async function waitForBets(count: number): Promise<void> {
  for (;;) {
    if ((await betCount()) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
