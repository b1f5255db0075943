import { tradingMatchesSchema } from '@sportsbook/contracts/backoffice';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { marketResults, markets, matches } from '../../db/schema/catalogue';
import { ledgerAccounts } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createFeedIngestor } from '../feed';
import { createSignedInPlayer } from '../players/testing';
import { insertOpenBet } from '../settlement/testing';
import { signedInStaff, type TestStaff } from './testing';

const testApp = useTestApp();
const db = () => testApp.database.db;

let matchId = 0;
let trader: TestStaff;
const marketPath = (marketId: number, specifier = '') =>
  encodeURIComponent(`${matchId}|${marketId}|${specifier}`);

/** The feed's price update of the fixture's 1X2 market: open, with its own prices. */
const feedPrices = (odds: [number, number, number]) => ({
  type: 'odds_changed' as const,
  at: Date.now(),
  match_urn_id: 'sr:match:1',
  markets: [
    {
      id: 1,
      specifier: '',
      name: '1X2',
      status: MARKET_STATUS.active,
      outcomes: [
        { id: '1', name: 'Home', odds: odds[0], active: true },
        { id: '2', name: 'Draw', odds: odds[1], active: true },
        { id: '3', name: 'Away', odds: odds[2], active: true },
      ],
      groups: ['main'],
      priority: 1,
      most_balanced: false,
    },
  ],
});

async function market1x2() {
  const [row] = await db()
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, matchId), eq(markets.marketId, 1), eq(markets.specifier, '')));
  if (!row) throw new Error('no 1X2 market');
  return row;
}

beforeAll(async () => {
  await insertCatalogueFixture(db());
  const [match] = await db().select().from(matches).where(eq(matches.urnId, 'sr:match:1'));
  matchId = match?.id ?? 0;
  trader = await signedInStaff(testApp.app, db(), 'trader');
});

describe('a trader suspends and reopens', () => {
  it('holds a suspended market against the feed, publishes it live and reopens it', async () => {
    const published: RealtimeEvent[] = [];
    const spy = vi.spyOn(testApp.app.realtime, 'publish').mockImplementation(async (channel, event) => {
      if (channel === `match:${matchId}`) published.push(event);
    });
    try {
      const suspended = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/suspend`, {
        reason: 'injury news',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json()).toMatchObject({
        before: { status: MARKET_STATUS.active, trader_suspended: false },
        after: { status: MARKET_STATUS.suspended, trader_suspended: true },
      });
      expect(published.at(-1)).toMatchObject({
        type: 'markets_changed',
        data: { match_id: matchId, markets: [{ id: 1, specifier: '', status: MARKET_STATUS.suspended }] },
      });

      // The feed sends the market open again: it stays suspended, and so does what the feed runner publishes.
      const ingestor = createFeedIngestor(db());
      await ingestor.load();
      const changes = await ingestor.applyEvents([feedPrices([1800, 3500, 4200])]);
      expect((await market1x2()).status).toBe(MARKET_STATUS.suspended);
      expect([...(changes.markets.get(matchId)?.values() ?? [])]).toMatchObject([
        { id: 1, status: MARKET_STATUS.suspended },
      ]);

      const reopened = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/reopen`, {});
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect((await market1x2()).status).toBe(MARKET_STATUS.active);
      expect(published.at(-1)).toMatchObject({
        data: { markets: [{ id: 1, status: MARKET_STATUS.active }] },
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('holds every market of a suspended match until the match is reopened', async () => {
    const suspended = await trader.client.post(`/api/backoffice/matches/${matchId}/suspend`, {});
    expect(suspended.statusCode, suspended.body).toBe(200);
    const ingestor = createFeedIngestor(db());
    await ingestor.load();
    await ingestor.applyEvents([feedPrices([1900, 3400, 4000])]);
    expect((await market1x2()).status).toBe(MARKET_STATUS.suspended);
    const listed = tradingMatchesSchema.parse((await trader.client.get('/api/backoffice/matches')).json());
    expect(listed.data.find((m) => m.id === matchId)?.trader_suspended).toBe(true);
    expect((await trader.client.post(`/api/backoffice/matches/${matchId}/reopen`, {})).statusCode).toBe(200);
    expect((await market1x2()).status).toBe(MARKET_STATUS.active);
  });
});

describe('a trader prices', () => {
  it('overrides a price between 1.01 and 1000 and keeps it over the feed until removed', async () => {
    for (const odds of [1009, 1_000_001]) {
      const refused = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/price`, {
        outcome_id: '1',
        odds,
      });
      expect(refused.statusCode, `${odds}`).toBe(400);
    }
    const unknown = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/price`, {
      outcome_id: '99',
      odds: 2000,
    });
    expect(unknown.statusCode).toBe(404);
    const set = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/price`, {
      outcome_id: '1',
      odds: 2750,
    });
    expect(set.statusCode, set.body).toBe(200);
    const ingestor = createFeedIngestor(db());
    await ingestor.load();
    await ingestor.applyEvents([feedPrices([1700, 3600, 4400])]);
    expect((await market1x2()).outcomes.map((o) => o.odds)).toEqual([2750, 3600, 4400]);
    await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/price`, {
      outcome_id: '1',
      odds: null,
    });
    await ingestor.applyEvents([feedPrices([1650, 3600, 4400])]);
    expect((await market1x2()).outcomes.map((o) => o.odds)).toEqual([1650, 3600, 4400]);
  });

  it('keeps per-sport margin and in-play delay within their limits', async () => {
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    const path = `/api/backoffice/sports/${match?.sportId}/settings`;
    const saved = await trader.client.put(path, { margin_bp: 650, in_play_delay_seconds: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await trader.client.get(path)).json()).toEqual({
      sport_id: match?.sportId,
      margin_bp: 650,
      in_play_delay_seconds: 7,
    });
    expect((await trader.client.put(path, { margin_bp: 650, in_play_delay_seconds: 31 })).statusCode).toBe(
      400,
    );
  });
});

describe('liability and void', () => {
  it('shows open liability per outcome and voids a market through the settlement queue once', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    const balance = async () =>
      (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.playerId, playerId)))[0]?.balance;
    const betId = await insertOpenBet(db(), {
      playerId,
      type: 'single',
      stake: 1_000,
      legs: [{ matchId, marketId: 1, specifier: '', outcomeId: '2', odds: 2000 }],
    });
    expect(await balance()).toBe(9_000);
    const listed = tradingMatchesSchema.parse(
      (await trader.client.get('/api/backoffice/matches?status=upcoming')).json(),
    );
    const outcome = listed.data
      .find((m) => m.id === matchId)
      ?.markets.find((m) => m.market_id === 1)
      ?.outcomes.find((o) => o.id === '2');
    expect(outcome?.liability).toEqual({ EUR: 2_000 });

    expect((await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/void`, {})).statusCode).toBe(
      400,
    );
    const voided = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/void`, {
      reason: 'priced on the wrong line',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const results = await db().select().from(marketResults).where(eq(marketResults.matchId, matchId));
    expect(results.filter((r) => r.marketId === 1).map((r) => r.result)).toEqual(['void', 'void', 'void']);
    await vi.waitFor(
      async () => {
        const [bet] = await db().select().from(bets).where(eq(bets.id, betId));
        expect(bet?.status).toBe('done');
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await balance()).toBe(10_000);
    const again = await trader.client.post(`/api/backoffice/markets/${marketPath(1)}/void`, {
      reason: 'once more',
    });
    expect(again.statusCode).toBe(409);
    await testApp.app.settlement.drain();
    expect(await balance()).toBe(10_000);
  });
});
