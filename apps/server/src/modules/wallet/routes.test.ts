import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { postLedgerTransaction } from './ledger';

const testApp = useTestApp();

describe('accounts and the active currency', () => {
  it('lists the accounts with the active one first and switches currency, opening an account at 0', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 12_345 });
    expect((await client.get('/api/platform/player/accounts')).json()).toEqual([
      { currency: 'EUR', balance: 12_345, active: true },
    ]);
    const switched = await client.put('/api/platform/player/currency', { currency: 'btc' });
    expect(switched.json()).toEqual({ currency: 'BTC', balance: 0, active: true });
    expect((await client.get('/api/platform/player/accounts')).json()).toEqual([
      { currency: 'BTC', balance: 0, active: true },
      { currency: 'EUR', balance: 12_345, active: false },
    ]);
    expect((await client.get('/api/platform/player')).json().currency).toBe('BTC');
    const back = await client.put('/api/platform/player/currency', { currency: 'EUR' });
    expect(back.json()).toEqual({ currency: 'EUR', balance: 12_345, active: true });
  });

  it('refuses an unknown or malformed currency and a visitor', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const unknown = await client.put('/api/platform/player/currency', { currency: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_currency');
    expect((await client.put('/api/platform/player/currency', { currency: 7 })).statusCode).toBe(400);
    expect((await client.put('/api/platform/player/currency', {})).statusCode).toBe(400);
    expect((await createTestClient(testApp.app).get('/api/platform/player/accounts')).statusCode).toBe(401);
    expect(
      (await createTestClient(testApp.app).put('/api/platform/player/currency', { currency: 'EUR' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /wallet/transactions', () => {
  it('pages the player history newest first, filtered by currency', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 1_000,
    });
    for (let i = 1; i <= 4; i++) {
      await postLedgerTransaction(testApp.database.db, {
        kind: 'bet_stake',
        currency: 'EUR',
        reference: `history-${playerId}-${i}`,
        entries: [
          { account: { playerId }, amount: -100 * i },
          { account: { house: 'bets_in_play' }, amount: 100 * i },
        ],
      });
    }
    await client.put('/api/platform/player/currency', { currency: 'USD' });
    const first = (await client.get('/api/platform/wallet/transactions?limit=2')).json();
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(first.items.map((t: { amount: number }) => t.amount)).toEqual([-400, -300]);
    expect(first.items[0]).toMatchObject({ kind: 'bet_stake', currency: 'EUR', balance_after: 0 });
    const last = (await client.get('/api/platform/wallet/transactions?limit=2&page=3')).json();
    expect(last.items.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['adjustment', 1_000],
    ]);
    expect((await client.get('/api/platform/wallet/transactions?currency=USD')).json()).toEqual({
      items: [],
      page: 1,
      limit: 20,
      total: 0,
    });
  });

  it.each(['page=0', 'page=abc', 'limit=0', 'limit=101', 'currency=eu-ro'])(
    'refuses ?%s with 400',
    async (query) => {
      const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
      const response = await client.get(`/api/platform/wallet/transactions?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bad_request');
    },
  );
});
