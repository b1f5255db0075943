import { createSimulator } from '@sportsbook/feed/simulator';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { marketResults, markets, matches } from '../../db/schema/catalogue';
import { ledgerTransactions } from '../../db/schema/wallet';
import { useRestartableTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient, type TestClient } from '../players/testing';
import { simulatedFeed } from './source';

// The world before the restart stands three hours behind the wall clock, the world after it two hours and more
// later: every near-term match of the first world has closed by then, and its earliest prematch matches have
// start times the wall clock has passed.
const SEED = 'feed-restart';
const SPEED = 10;
const HOUR = 3_600_000;
const before = Math.floor(Date.now() / 1000) * 1000 - 3 * HOUR;
// In-play bets are accepted at once: the test decides when the feed moves, not a timer.
const betting = { inPlayDelayMs: { default: 0 } };

const simulatorAt = (startTime: number, speed = SPEED) =>
  simulatedFeed({ seed: SEED, speed, startTime: () => startTime, outages: false });

const testApp = useRestartableTestApp();

async function startApp(feedTime: number, speed = SPEED): Promise<void> {
  const app = await testApp.start({ dependencies: { betting, feed: simulatorAt(feedTime, speed) } });
  await app.ready();
}

const stopApp = () => testApp.stop();

interface ListedMatch {
  id: number;
  urn_id: string;
  status: number;
  start_time: string;
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] } | null;
}

async function listed(query: string): Promise<ListedMatch[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/sportsbook/matches?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const control = (path: string, body?: object) =>
  createTestClient(testApp.app).post(`/api/dev/feed${path}`, body);

/** A match's stored 1x2 price of an outcome. */
async function currentOdds(matchId: number, outcomeId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ outcomes: markets.outcomes })
    .from(markets)
    .where(and(eq(markets.matchId, matchId), eq(markets.marketId, 1), eq(markets.specifier, '')));
  const odds = row?.outcomes.find((o) => o.id === outcomeId)?.odds;
  if (odds === undefined) throw new Error(`match ${matchId} has no 1x2 price for ${outcomeId}`);
  return odds;
}

/** The first of these matches whose 1x2 market takes bets on every outcome. */
async function withOpenWinner(candidates: ListedMatch[]): Promise<ListedMatch> {
  const open = await testApp.database.db
    .select({ matchId: markets.matchId, outcomes: markets.outcomes })
    .from(markets)
    .where(
      and(
        inArray(
          markets.matchId,
          candidates.map((m) => m.id),
        ),
        eq(markets.marketId, 1),
        eq(markets.specifier, ''),
        eq(markets.status, 1),
      ),
    );
  const ids = new Set(open.filter((m) => m.outcomes.every((o) => o.active)).map((m) => m.matchId));
  const found = candidates.find((m) => ids.has(m.id));
  if (!found) throw new Error('no match with an open 1x2 market');
  return found;
}

/** A single of 1000 on a match's 1x2 outcome. */
const singleOn = (matchId: number, outcomeId: string, odds: number) => ({
  bets: [
    {
      type: 'single',
      stake: { value: 1000, currency: 'EUR' },
      selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: outcomeId, odds }],
    },
  ],
});

const scoreFor: Record<string, { home: number; away: number }> = {
  '1': { home: 1, away: 0 },
  '2': { home: 0, away: 0 },
  '3': { home: 0, away: 1 },
};

/** The 1x2 outcome a match wins when the simulator plays it out untouched (its script depends on its seed only). */
function naturalWinner(urn: string): string {
  const feed = createSimulator({ seed: SEED, speed: SPEED, startTime: before });
  // A provider's outage would hold the events back.
  for (const { provider } of feed.snapshot().providers) feed.control.setProviderActive(provider, true);
  const events = feed.control.fastForward(urn, 600);
  for (const event of events) {
    if (event.type !== 'bet_settlement') continue;
    const main = event.results.find((r) => r.market_id === 1 && r.specifier === '');
    const won = main?.outcomes.find((o) => o.result === 'won');
    if (won) return won.outcome_id;
  }
  throw new Error(`${urn} has no natural 1x2 result`);
}

async function ledgerReferences(): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions);
  return rows.map((row) => row.reference).sort();
}

async function betsById(ids: number[]) {
  const rows = await testApp.database.db.select().from(bets).where(inArray(bets.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function resultsOf(matchId: number) {
  const rows = await testApp.database.db
    .select()
    .from(marketResults)
    .where(eq(marketResults.matchId, matchId));
  return rows
    .map((r) => ({ ...r, settledAt: r.settledAt.toISOString() }))
    .sort((a, b) =>
      `${a.marketId}|${a.specifier}|${a.outcomeId}`.localeCompare(
        `${b.marketId}|${b.specifier}|${b.outcomeId}`,
      ),
    );
}

/** The error code of a refused placement, or 'placed'. */
async function placement(client: TestClient, body: ReturnType<typeof singleOn>): Promise<string> {
  const response = await client.post('/api/sportsbook/v3/bets', body);
  if (response.statusCode === 200) return 'placed';
  expect(response.statusCode).toBe(400);
  return response.json().data.errors_by_bet[0].localized_message;
}

const UNAVAILABLE = 'error.betslip.selection_unavailable';

/** What the first life of the app left behind. */
interface Before {
  /** Started, finished and corrected through the control surface, two hours ahead of the first world. */
  finished: ListedMatch;
  /** Its 1x2 outcomes: the script's, the one it was finished with, the one it was corrected to. */
  natural: string;
  finishedAs: string;
  /** A settled bet on the finished match (on the corrected result) and an open one on a live match. */
  settledBet: number;
  openBet: number;
  /** Live then, closed long before the second world's time. */
  vanishing: ListedMatch;
  /** The earliest prematch match: its start time is hours behind the wall clock. */
  expired: ListedMatch;
  storedResults: Awaited<ReturnType<typeof resultsOf>>;
  references: string[];
  player: { email: string; password: string };
}

let first: Before;
let client: TestClient;
const newReferences = async () => (await ledgerReferences()).filter((r) => !first.references.includes(r));

async function firstLife(): Promise<Before> {
  await startApp(before);
  await testApp.app.feedRunner?.syncSnapshot();
  const player = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 100_000 });

  // Neither score the match is finished with or corrected to is the one its script would have played.
  const finished = (
    await listed('sport_key=football&match_status=0&type=match&bettable=true&limit=100')
  ).find((m) => Date.parse(m.start_time) >= before + 2 * HOUR);
  if (!finished) throw new Error('no football match two hours ahead');
  const natural = naturalWinner(finished.urn_id);
  const [finishedAs, correctedTo] = ['1', '2', '3'].filter((o) => o !== natural) as [string, string];
  expect((await control(`/matches/${finished.id}/start`, { calm: true })).statusCode).toBe(200);
  const onFinished = await player.client.post(
    '/api/sportsbook/v3/bets',
    singleOn(finished.id, correctedTo, await currentOdds(finished.id, correctedTo)),
  );
  expect(onFinished.statusCode).toBe(200);
  const settledBet = Number(onFinished.json()[0].betId);
  await testApp.app.feedRunner?.advance(before + 30_000);
  expect((await control(`/matches/${finished.id}/finish`, scoreFor[finishedAs])).statusCode).toBe(200);
  await testApp.app.settlement.drain();
  await testApp.app.feedRunner?.advance(before + 60_000);
  const corrected = await control(`/matches/${finished.id}/correct-result`, scoreFor[correctedTo]);
  expect(corrected.statusCode).toBe(200);
  await testApp.app.settlement.drain();
  expect((await betsById([settledBet])).get(settledBet)).toMatchObject({ status: 'done', result: 'win' });

  const vanishing = await withOpenWinner(
    await listed('sport_key=football&match_status=1&type=match&bettable=true&limit=100'),
  );
  const onVanishing = await player.client.post(
    '/api/sportsbook/v3/bets',
    singleOn(vanishing.id, '1', await currentOdds(vanishing.id, '1')),
  );
  expect(onVanishing.statusCode).toBe(200);
  const [expired] = await listed('sport_key=football&match_status=0&type=match&limit=1&sort_by=start_time');
  if (!expired) throw new Error('no prematch football match');
  expect(Date.parse(expired.start_time)).toBeLessThan(Date.now());

  const left: Before = {
    finished,
    natural,
    finishedAs,
    settledBet,
    openBet: Number(onVanishing.json()[0].betId),
    vanishing,
    expired,
    storedResults: await resultsOf(finished.id),
    references: await ledgerReferences(),
    player: { email: player.email, password: player.password },
  };
  await stopApp();
  return left;
}

describe('a restart of the simulated feed', () => {
  async function signIn(): Promise<void> {
    client = createTestClient(testApp.app);
    const signedIn = await client.post('/api/platform/users/sign_in', first.player);
    expect(signedIn.statusCode).toBe(200);
  }

  beforeAll(async () => {
    first = await firstLife();
    // The second life: the feed starts two minutes into the finished match's scheduled time.
    await startApp(Date.parse(first.finished.start_time) + 2 * 60_000);
    await signIn();
  }, 180_000);

  it('refuses a prematch match past its start time before the feed has stored its state', async () => {
    const { expired } = first;
    expect(await placement(client, singleOn(expired.id, '1', await currentOdds(expired.id, '1')))).toBe(
      UNAVAILABLE,
    );
  });

  describe('once the feed has stored its state and run on', () => {
    beforeAll(async () => {
      await testApp.app.feedRunner?.syncSnapshot();
      await testApp.app.settlement.drain();
      // Past the finished match's scheduled end (a football script ends within 114 match minutes).
      await testApp.app.feedRunner?.advance(Date.parse(first.finished.start_time) + 13 * 60_000);
      await testApp.app.settlement.drain();
    }, 120_000);

    it('keeps the stored results and posts nothing for the settled bet', async () => {
      expect(await resultsOf(first.finished.id)).toEqual(first.storedResults);
      const after = await betsById([first.settledBet]);
      expect(after.get(first.settledBet)).toMatchObject({
        status: 'done',
        result: 'win',
        settlementVersion: 2,
      });
      const ofSettledBet = (r: string) =>
        r.startsWith(`settle:${first.settledBet}:`) || r.startsWith(`unsettle:${first.settledBet}:`);
      expect((await newReferences()).filter(ofSettledBet)).toEqual([]);
    });

    it('closes the matches it no longer knows and refunds the open bet on one (the only new posting)', async () => {
      const vanished = await testApp.database.db
        .select({ status: matches.status })
        .from(matches)
        .where(inArray(matches.id, [first.vanishing.id, first.expired.id]));
      expect(vanished.map((m) => m.status)).toEqual([3, 3]);
      expect((await betsById([first.openBet])).get(first.openBet)).toMatchObject({
        status: 'done',
        result: 'refund',
      });
      expect(await newReferences()).toEqual([`settle:${first.openBet}:1`]);
    });

    it('refuses bets on the finished match and on the matches it no longer knows', async () => {
      for (const match of [first.finished, first.vanishing, first.expired]) {
        const odds = await currentOdds(match.id, first.natural);
        expect(await placement(client, singleOn(match.id, first.natural, odds))).toBe(UNAVAILABLE);
      }
    });

    it('knows on its control surface every match the catalogue can show', async () => {
      const shown = await testApp.database.db
        .select({ id: matches.id, urn: matches.urnId })
        .from(matches)
        .where(inArray(matches.status, [0, 1, 2, 4]));
      expect(shown.length).toBeGreaterThan(100);
      const unknown: string[] = [];
      for (const match of shown) {
        // An unknown market of a known match is refused for the market (or the state), never for the match.
        const probe = await control(`/matches/${match.id}/suspend`, { market_id: 999_999, specifier: '' });
        if (probe.json().code === 'unknown_match') unknown.push(match.urn);
      }
      expect(unknown).toEqual([]);
    });

    it('still re-settles once on a correction made on purpose', async () => {
      const { finished, finishedAs, settledBet, openBet } = first;
      expect((await control(`/matches/${finished.id}/correct-result`, scoreFor[finishedAs])).statusCode).toBe(
        200,
      );
      await testApp.app.settlement.drain();
      expect((await betsById([settledBet])).get(settledBet)).toMatchObject({
        status: 'done',
        result: 'lose',
      });
      expect((await newReferences()).sort()).toEqual(
        [`settle:${openBet}:1`, `settle:${settledBet}:3`, `unsettle:${settledBet}:2`].sort(),
      );
    });
  });
  describe('then a feed of another world (another speed), which replays none of those calls', () => {
    let kept: Awaited<ReturnType<typeof resultsOf>>;
    let references: string[];
    const scheduled = () => Date.parse(first.finished.start_time);

    beforeAll(async () => {
      kept = await resultsOf(first.finished.id);
      references = await ledgerReferences();
      await stopApp();
      // That world has the finished match just before its scheduled start.
      await startApp(scheduled() - 30_000, 60);
      await signIn();
      await testApp.app.feedRunner?.syncSnapshot();
    }, 180_000);

    it('keeps the finished match closed and its markets shut, whatever its snapshot says', async () => {
      const { finished, natural } = first;
      const [row] = await testApp.database.db
        .select({ status: matches.status })
        .from(matches)
        .where(eq(matches.id, finished.id));
      expect(row?.status).toBe(3);
      const reopened = await testApp.database.db
        .select({ marketId: markets.marketId })
        .from(markets)
        .where(and(eq(markets.matchId, finished.id), eq(markets.status, 1)));
      expect(reopened).toEqual([]);
      const odds = await currentOdds(finished.id, natural);
      expect(await placement(client, singleOn(finished.id, natural, odds))).toBe(UNAVAILABLE);
    });

    it('keeps its results and posts nothing when that world plays it to its own result', async () => {
      await testApp.app.feedRunner?.advance(scheduled() + 3 * 60_000);
      await testApp.app.settlement.drain();
      expect(await resultsOf(first.finished.id)).toEqual(kept);
      expect((await ledgerReferences()).filter((r) => !references.includes(r))).toEqual([]);
      // Three hours of that world's feed are ingested here: 20-30 s on a busy two-core machine.
    }, 120_000);
  });
});
