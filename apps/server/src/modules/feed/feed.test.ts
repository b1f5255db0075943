import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { isLadderPrice } from '@sportsbook/domain/price-ladder';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketResults, markets } from '../../db/schema/catalogue';
import { useTestApp } from '../../testing/test-app';
import { createTestClient } from '../players/testing';
import { simulatedFeed } from './source';

// The feed's time is the wall clock's: placement refuses a prematch match whose start time has passed.
const start = Date.now();
const FEED_TEST_SPEED = 60;
const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({
      seed: 'feed-test',
      speed: FEED_TEST_SPEED,
      startTime: () => start,
      outages: false,
    }),
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url: `/api/sportsbook${url}` });
const control = (url: string, payload?: object) =>
  createTestClient(testApp.app).post(`/api/dev/feed${url}`, payload);

interface ListedMatch {
  id: number;
  status: number;
  type: string;
  sport: { key: string };
  main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] } | null;
}

async function firstPrematchFootball(): Promise<ListedMatch> {
  const { data } = (
    await get('/matches?sport_key=football&match_status=0&type=match&bettable=true&limit=1')
  ).json();
  expect(data).toHaveLength(1);
  return data[0];
}

describe('feed ingestion', () => {
  it('stores the simulated world: every sport, 200+ upcoming matches, some live, outrights', async () => {
    const sports = (await get('/sports')).json().data.map((s: { key: string }) => s.key);
    expect(sports).toEqual(
      expect.arrayContaining(['football', 'tennis', 'basketball', 'ice-hockey', 'cricket', 'cs2']),
    );
    const upcoming = (await get('/matches?match_status=0&limit=1')).json().pagination.total;
    const live = (await get('/matches?match_status=1&limit=1')).json().pagination.total;
    expect(upcoming).toBeGreaterThanOrEqual(200);
    expect(live).toBeGreaterThan(0);
    expect((await get('/matches?type=outright&limit=1')).json().pagination.total).toBeGreaterThan(0);
    const match = await firstPrematchFootball();
    expect(match.main_market?.id).toBe(1);
    const marketsPage = (await get(`/matches/${match.id}/markets`)).json();
    expect(marketsPage.pagination.total).toBeGreaterThan(10);
  });

  it('lists a match page main market first and every price on the ladder', async () => {
    const match = await firstPrematchFootball();
    const page: { data: { id: number; outcomes: { odds: number }[] }[] } = (
      await get(`/matches/${match.id}/markets`)
    ).json();
    expect(page.data[0]?.id).toBe(1);
    const prices = page.data.flatMap((market) => market.outcomes.map((outcome) => outcome.odds));
    expect(prices.filter((odds) => !isLadderPrice(odds))).toEqual([]);
  });

  it('applies the feed as time passes: a live match gets a newer clock reading', async () => {
    const before = (await get('/matches?match_status=1&sport_key=football&limit=1')).json().data[0];
    expect(before).toBeDefined();
    // The stored clock is a reading taken at a goal or a change of period (clients run it on from there), so the
    // feed must pass one: an hour of match time holds a football match's longest half (51 minutes) and more. It is
    // counted from now, not from the file's start: on a loaded machine the hooks alone can take a while.
    const changes = await testApp.app.feedRunner?.advance(Date.now() + (60 * 60_000) / FEED_TEST_SPEED);
    expect(changes?.matches.size).toBeGreaterThan(0);
    const after = (await get(`/matches/${before.id}`)).json();
    if (after.status !== MATCH_STATUS.live) {
      // It ended within the hour: its end reached the store.
      expect([MATCH_STATUS.finished, MATCH_STATUS.closed]).toContain(after.status);
      return;
    }
    const { clock: was } = before.statistics;
    const { clock: is } = after.statistics;
    expect(Date.parse(is.clock_updated_at)).toBeGreaterThan(Date.parse(was.clock_updated_at));
    expect(is.match_time).toBeGreaterThanOrEqual(was.match_time);
  });
});

describe('feed control surface', () => {
  it('forces a price that the API then serves', async () => {
    const match = await firstPrematchFootball();
    const market = match.main_market;
    if (!market) throw new Error('no main market');
    const outcome = market.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    const forced = outcome.odds + 250;
    const response = await control(`/matches/${match.id}/force-price`, {
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: forced,
    });
    expect(response.statusCode).toBe(200);
    const after = (await get(`/matches/${match.id}`)).json();
    expect(after.main_market.outcomes[0].odds).toBe(forced);
  });

  it('starts, finishes and settles a match, then corrects its result', async () => {
    const match = await firstPrematchFootball();
    expect((await control(`/matches/${match.id}/start`)).statusCode).toBe(200);
    expect((await get(`/matches/${match.id}`)).json().status).toBe(1);
    const finished = await control(`/matches/${match.id}/finish`, { home: 2, away: 1 });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().settled_markets).toBeGreaterThan(5);
    const after = (await get(`/matches/${match.id}`)).json();
    expect(after.status).toBeGreaterThanOrEqual(3);
    expect(after.statistics.total_score).toEqual({ home: 2, away: 1 });
    const homeWin = await testApp.database.db
      .select()
      .from(marketResults)
      .where(and(eq(marketResults.matchId, match.id), eq(marketResults.marketId, 1)));
    expect(Object.fromEntries(homeWin.map((r) => [r.outcomeId, r.result]))).toEqual({
      '1': 'won',
      '2': 'lost',
      '3': 'lost',
    });
    const settled = await testApp.database.db
      .select()
      .from(markets)
      .where(and(eq(markets.matchId, match.id), eq(markets.marketId, 1)));
    expect(settled[0]?.status).toBe(-3);

    const corrected = await control(`/matches/${match.id}/correct-result`, { home: 1, away: 1 });
    expect(corrected.statusCode).toBe(200);
    const draw = await testApp.database.db
      .select()
      .from(marketResults)
      .where(and(eq(marketResults.matchId, match.id), eq(marketResults.marketId, 1)));
    expect(Object.fromEntries(draw.map((r) => [r.outcomeId, r.result]))).toEqual({
      '1': 'lost',
      '2': 'won',
      '3': 'lost',
    });
  });

  it('refuses bad control calls with 4xx', async () => {
    expect((await control('/matches/999999/start')).statusCode).toBe(404);
    const match = await firstPrematchFootball();
    expect((await control(`/matches/${match.id}/fast-forward`, { minutes: -5 })).statusCode).toBe(400);
    expect((await control(`/matches/${match.id}/start`, { calm: 'yes' })).statusCode).toBe(400);
    const unknownMarket = await control(`/matches/${match.id}/force-price`, {
      market_id: 99999,
      specifier: '',
      outcome_id: '1',
      odds: 2000,
    });
    expect(unknownMarket.statusCode).toBe(404);
    expect((await control('/providers/nobody', { active: false })).statusCode).toBe(400);
  });
});
