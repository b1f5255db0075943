import { describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });

describe('a placement sent again with its idempotency key', () => {
  it('answers the first bets, at the stake first placed, after a partial cash-out lowered what is at risk', async () => {
    const { app, database } = testApp;
    const fixture = await insertCatalogueFixture(database.db);
    const { client, playerId } = await createSignedInPlayer(app, database.db, { balance: 10_000 });
    const body = {
      meta: { idempotency_key: 'replay-after-cashout-01' },
      bets: [
        {
          type: 'single',
          stake: { value: 1000, currency: 'EUR' },
          selections: [
            {
              match_id: fixture.matches.prematch.id,
              market_id: 1,
              specifier: '',
              outcome_id: '2',
              odds: 3600,
            },
          ],
        },
      ],
    };
    const first = await client.post('/api/sportsbook/v3/bets', body);
    expect(first.statusCode).toBe(200);
    const [placed] = first.json();
    const offer = (await client.get('/api/sportsbook/v3/bets')).json().data[0].to_cashout as number;
    const half = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: placed.betId,
      to_cashout: Math.floor(offer / 2),
      stake: 500,
    });
    expect(half.statusCode).toBe(200);
    const balance = await playerBalance(database.db, playerId, 'EUR');

    const again = await client.post('/api/sportsbook/v3/bets', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([{ ...placed, status: expect.any(String) }]);
    expect(await playerBalance(database.db, playerId, 'EUR')).toBe(balance);
  });
});
