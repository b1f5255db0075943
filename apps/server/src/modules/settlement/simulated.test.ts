import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { simulatedFeed } from '../feed/source';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

// The feed's time is the wall clock's: placement refuses a prematch match whose start time has passed.
const start = Date.now();
const events = recordPlayerEvents();

const testApp = useTestApp({
  dependencies: {
    feed: simulatedFeed({ seed: 'settlement-test', speed: 60, startTime: () => start, outages: false }),
    publishToPlayer: events.publishToPlayer,
  },
});

beforeAll(async () => {
  await testApp.app.feedRunner?.syncSnapshot();
});

const control = (url: string, payload?: object) =>
  createTestClient(testApp.app).post(`/api/dev/feed${url}`, payload);

describe('settlement driven by the simulated feed', () => {
  it('pays a home win when the match finishes 2-1 and takes it back when the result is corrected to 1-1', async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      // An hour ahead: the match is still prematch when the bet is placed.
      url: `/api/sportsbook/matches?sport_key=football&match_status=0&type=match&bettable=true&limit=1&start_from=${new Date(start + 3_600_000).toISOString()}`,
    });
    const match = list.json().data[0];
    const home = match.main_market.outcomes.find((o: { id: string }) => o.id === '1');
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const placed = await client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 1000, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: 1,
              specifier: match.main_market.specifier,
              outcome_id: '1',
              odds: home.odds,
            },
          ],
        },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const betId = Number(placed.json()[0].betId);
    // A stake of 1000 minor units returns its odds in thousandths.
    const won = home.odds as number;

    expect((await control(`/matches/${match.id}/start`)).statusCode).toBe(200);
    expect((await control(`/matches/${match.id}/finish`, { home: 2, away: 1 })).statusCode).toBe(200);
    await testApp.app.settlement.drain();
    const [settled] = await testApp.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(settled).toMatchObject({ status: 'done', result: 'win', payout: won });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000 + won);
    expect(events.balances()).toContainEqual({ playerId, balance: 9000 + won });

    expect((await control(`/matches/${match.id}/correct-result`, { home: 1, away: 1 })).statusCode).toBe(200);
    await testApp.app.settlement.drain();
    const [corrected] = await testApp.database.db.select().from(bets).where(eq(bets.id, betId));
    expect(corrected).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  });
});
