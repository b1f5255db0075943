import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import {
  type CatalogueFixture,
  fixtureSelections,
  insertCatalogueFixture,
} from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';

const testApp = useTestApp();
let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

const { home, over } = fixtureSelections(() => fixture);

describe('custom bets', () => {
  it('lists the open markets and prices legs of one match coherently, refusing what cannot combine (120)', async () => {
    const list = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/sportsbook/bets/custom/markets/${fixture.matches.prematch.id}`,
      })
    ).json();
    expect(list.map((m: { id: number }) => m.id).sort()).toEqual([1, 18]);
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const quote = await client.post('/api/sportsbook/bets/custom/odds', { selections: [home(), over()] });
    // 1.850 x 1.900 = 3.515, less the 10% correlation discount.
    expect(quote.json()).toEqual({ custom_odds: 3163 });
    const sameMarket = await client.post('/api/sportsbook/bets/custom/odds', {
      selections: [home(), { ...home(), outcome_id: '2', odds: 3600 }],
    });
    expect(sameMarket.statusCode).toBe(400);
    expect(sameMarket.json().code).toBe(120);

    const custom = (custom_odds: number) => ({
      bets: [
        {
          type: 'custom_bet',
          stake: { value: 1000, currency: 'EUR' },
          selections: [home(), over()],
          custom_odds,
        },
      ],
    });
    const wrong = await client.post('/api/sportsbook/v3/bets', custom(4000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(120);
    const placed = await client.post('/api/sportsbook/v3/bets', custom(3163));
    expect(placed.statusCode).toBe(200);
    expect(placed.json()[0]).toMatchObject({ odds: 3163, status: 'waiting_results' });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
  });
});

describe('custom bet price', () => {
  const custom = (custom_odds: number) => ({
    bets: [
      {
        type: 'custom_bet',
        stake: { value: 1000, currency: 'EUR' },
        selections: [home(), over()],
        custom_odds,
      },
    ],
  });

  it('is the server quote under every acceptance mode, never the number the client sent', async () => {
    const { app, database } = testApp;
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 10_000 });
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'any' });
    const greedy = await client.post('/api/sportsbook/v3/bets', custom(999_999));
    expect(greedy.statusCode).toBe(200);
    const [placed] = greedy.json();
    expect(placed.odds).toBe(3163);
    // The legs are recorded at the prices the quote was made from.
    expect(placed.selections.map((s: { odds: number }) => s.odds)).toEqual([1850, 1900]);
    const [row] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(placed.betId)));
    expect(row).toMatchObject({ odds: 3163, potentialReturn: 3163 });

    // Under "higher" a lower number sent is taken at the quote; a higher one is refused with 120.
    await client.post('/api/sportsbook/settings', { auto_accept_odds_change: 'higher' });
    const lower = await client.post('/api/sportsbook/v3/bets', custom(2000));
    expect(lower.json()[0].odds).toBe(3163);
    const higher = await client.post('/api/sportsbook/v3/bets', custom(3200));
    expect(higher.statusCode).toBe(400);
    expect(higher.json()).toMatchObject({ code: 120, data: { details: { custom_odds: 3163 } } });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(8000);
  });
});
