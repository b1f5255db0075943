import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketResults, markets } from '../../db/schema/catalogue';
import { notifications } from '../../db/schema/notifications';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { campaignInput, createCampaign, grant } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { NOTIFICATIONS_KEPT_PER_PLAYER, type NotificationDraft, recordNotifications } from '.';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const { publishToPlayer, ofType } = recordPlayerEvents();

const testApp = useTestApp({
  dependencies: {
    betting: { inPlayDelayMs: { default: 0 } },
    publishToPlayer,
  },
});

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];
const newPlayer = (balance = 10_000) => createSignedInPlayer(testApp.app, testApp.database.db, { balance });

const notificationEvents = (playerId: number) => ofType(playerId, 'notification');
const lastUnread = (playerId: number) => ofType(playerId, 'unread_counters_changed').at(-1)?.data;

async function place(client: Client, marketId: number, specifier: string, outcomeId: string, odds: number) {
  const response = await client.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 1000, currency: 'EUR' },
        selections: [
          {
            match_id: fixture.matches.prematch.id,
            market_id: marketId,
            specifier,
            outcome_id: outcomeId,
            odds,
          },
        ],
      },
    ],
  });
  expect(response.statusCode).toBe(200);
  return Number(response.json()[0].betId);
}

/** Stores the draw's result on the prematch 1X2 (the trigger enqueues settlement) and waits for the worker. */
async function storeOneXTwo(draw: 'won' | 'lost') {
  const other = draw === 'won' ? 'lost' : 'won';
  for (const [outcomeId, result] of [
    ['1', other],
    ['2', draw],
    ['3', 'lost'],
  ] as const) {
    await testApp.database.db
      .insert(marketResults)
      .values({
        matchId: fixture.matches.prematch.id,
        marketId: 1,
        specifier: '',
        outcomeId,
        result,
        certainty: 'confirmed',
      })
      .onConflictDoUpdate({
        target: [
          marketResults.matchId,
          marketResults.marketId,
          marketResults.specifier,
          marketResults.outcomeId,
        ],
        set: { result },
      });
  }
  await testApp.app.settlement.drain();
}

async function removeOneXTwoResults() {
  await testApp.database.db
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, fixture.matches.prematch.id), eq(marketResults.marketId, 1)));
  await testApp.app.settlement.drain();
}

const list = async (client: Client, query = '') =>
  (await client.get(`/api/sportsbook/notifications${query}`)).json();
const unread = async (client: Client) =>
  (await client.get('/api/sportsbook/notifications/counters?unread')).json().unread as number;
const storedCount = async (playerId: number) =>
  Number(
    (
      await testApp.database.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.playerId, playerId))
    )[0]?.n,
  );

/** Records `n` deposit notifications for the player directly, as a paid deposit does. */
async function seed(playerId: number, n: number, from = 1) {
  const drafts: NotificationDraft[] = Array.from({ length: n }, (_, i) => ({
    playerId,
    kind: 'deposit_paid',
    source: `payment:test-${from + i}`,
    params: { payment_id: from + i, amount: 1000 + i, currency: 'EUR' },
    object: null,
  }));
  return testApp.database.db.transaction((tx) => recordNotifications(tx, drafts, new Date()));
}

describe('visitors', () => {
  it('get 401 from every notifications call', async () => {
    const visitor = createTestClient(testApp.app);
    await visitor.get('/api/platform/users/me');
    for (const response of [
      await visitor.get('/api/sportsbook/notifications'),
      await visitor.get('/api/sportsbook/notifications/counters?unread'),
      await visitor.post('/api/sportsbook/notifications/read', { ids: [1] }),
      await visitor.post('/api/sportsbook/notifications/read-all', {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('bet settlement', () => {
  it('notifies a won bet once, in the list, the counter and on the channel; a re-delivered result adds none', async () => {
    const { client, playerId } = await newPlayer();
    const betId = await place(client, 1, '', '2', 3600);
    await storeOneXTwo('won');
    const page = await list(client);
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        type: 'bet_won',
        title: 'Bet won',
        caption: `Bet #${betId}`,
        body: `Your bet #${betId} won 36.00 EUR.`,
        object_type: 'bet',
        object_id: String(betId),
        read: false,
        created_at: expect.any(String),
      },
    ]);
    expect(await unread(client)).toBe(1);
    expect(notificationEvents(playerId)).toEqual([{ type: 'notification', data: page.data[0] }]);
    expect(lastUnread(playerId)).toEqual({ unread: 1 });

    // The result is taken back (the bet reopens) and delivered again: the bet is settled again, won again.
    await removeOneXTwoResults();
    await storeOneXTwo('won');
    expect((await list(client)).data).toHaveLength(1);
    expect(notificationEvents(playerId)).toHaveLength(1);
    expect(await storedCount(playerId)).toBe(1);

    // A correction to another result is a new fact: the loss is notified too.
    await removeOneXTwoResults();
    await storeOneXTwo('lost');
    const after = await list(client);
    expect(after.data.map((n: { type: string }) => n.type)).toEqual(['bet_lost', 'bet_won']);
    expect(after.data[0].body).toBe(`Your bet #${betId} lost.`);
    expect(await unread(client)).toBe(2);
    await removeOneXTwoResults();
  });

  it('words the list in the asked locale, else in the player’s own', async () => {
    const { client, playerId } = await newPlayer();
    await seed(playerId, 1);
    expect((await list(client, '?locale=de')).data[0]).toMatchObject({
      title: 'Einzahlung eingegangen',
      caption: 'Zahlungen',
      body: '10.00 EUR wurden deinem Guthaben gutgeschrieben.',
      object_type: null,
      object_id: null,
    });
    expect((await list(client)).data[0].title).toBe('Deposit received');
    expect((await list(client, '?locale=xx')).code).toBe('bad_request');
  });
});

describe('cash-out', () => {
  it('notifies each cash-out of a bet, a share and then the rest; a refused one notifies nothing', async () => {
    const { client, playerId } = await newPlayer();
    const betId = await place(client, 18, 'total=2.5', '12', 1900);
    const history = (await client.get('/api/sportsbook/v3/bets')).json();
    const whole = history.data[0].to_cashout as number;
    const tiny = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: betId,
      to_cashout: 10,
      stake: 50,
    });
    expect(tiny.statusCode).toBe(400);
    expect((await list(client)).data).toEqual([]);

    const half = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: betId,
      to_cashout: whole / 2,
      stake: 500,
    });
    expect(half.statusCode).toBe(200);
    const rest = half.json().to_cashout as number;
    const last = await client.post('/api/sportsbook/bets/cashout', { bet_id: betId, to_cashout: rest });
    expect(last.statusCode).toBe(200);
    const page = await list(client);
    expect(
      page.data.map((n: { type: string; body: string; object_id: string }) => [n.type, n.body, n.object_id]),
    ).toEqual([
      ['bet_cashed_out', `You cashed out ${(rest / 100).toFixed(2)} EUR from bet #${betId}.`, String(betId)],
      ['bet_cashed_out', `You cashed out ${(whole / 200).toFixed(2)} EUR from bet #${betId}.`, String(betId)],
    ]);
    expect(notificationEvents(playerId)).toHaveLength(2);
    expect(lastUnread(playerId)).toEqual({ unread: 2 });
  });
});

describe('in-play rejection', () => {
  it('notifies the refund of a live bet its in-play check rejected', async () => {
    // An app with an in-play delay on the same database: the bet waits for its check, which the price fails.
    const delayed = await testApp.buildApp({
      dependencies: {
        betting: { inPlayDelayMs: { default: 60_000 } },
        publishToPlayer,
      },
    });
    const live = and(eq(markets.matchId, fixture.matches.live.id), eq(markets.marketId, 1));
    const priced = (draw: number) => [
      { id: '1', name: 'Home', odds: 1400, active: true },
      { id: '2', name: 'Draw', odds: draw, active: true },
      { id: '3', name: 'Away', odds: 7000, active: true },
    ];
    await testApp.database.db
      .update(markets)
      .set({ status: 1, outcomes: priced(4500) })
      .where(live);
    const { client, playerId } = await createSignedInPlayer(delayed, testApp.database.db, { balance: 5_000 });
    const placed = await client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 700, currency: 'EUR' },
          selections: [
            { match_id: fixture.matches.live.id, market_id: 1, specifier: '', outcome_id: '2', odds: 4500 },
          ],
        },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const betId = Number(placed.json()[0].betId);
    await testApp.database.db
      .update(markets)
      .set({ outcomes: priced(4000) })
      .where(live);
    expect(await delayed.betting.acceptDueBets(new Date(Date.now() + 120_000))).toBe(1);
    // Deciding again finds nothing submitted: still one notification.
    expect(await delayed.betting.acceptDueBets(new Date(Date.now() + 120_000))).toBe(0);
    const page = await list(client);
    expect(page.data).toEqual([
      expect.objectContaining({
        type: 'bet_refunded',
        title: 'Bet refunded',
        body: `Your in-play bet #${betId} was not accepted: 7.00 EUR refunded.`,
        object_type: 'bet',
        object_id: String(betId),
      }),
    ]);
    expect(notificationEvents(playerId)).toHaveLength(1);
    expect(lastUnread(playerId)).toEqual({ unread: 1 });
  });
});

describe('bonus issued', () => {
  it('notifies a granted bonus, linking to it', async () => {
    const { client, playerId } = await newPlayer();
    const campaignId = await createCampaign(testApp.app, campaignInput());
    const bonus = await grant(testApp.app, campaignId, playerId);
    const page = await list(client);
    expect(page.data).toEqual([
      expect.objectContaining({
        type: 'bonus_issued',
        title: 'Bonus received',
        object_type: 'bonus',
        object_id: bonus.id,
      }),
    ]);
    expect(notificationEvents(playerId)).toEqual([{ type: 'notification', data: page.data[0] }]);
  });
});

describe('deposits', () => {
  it('notifies a paid and a declined deposit once each', async () => {
    const { client, playerId } = await newPlayer(0);
    const paid = await client.post('/api/platform/payments/deposits', {
      amount: 2_550,
      currency: 'EUR',
      method: 'card',
    });
    expect(paid.json().result).toBe('success');
    const declined = await client.post('/api/platform/payments/deposits', {
      amount: 1_013,
      currency: 'EUR',
      method: 'card',
    });
    expect(declined.json().result).toBe('error');
    const page = await list(client);
    expect(page.data.map((n: { type: string; body: string }) => [n.type, n.body])).toEqual([
      ['deposit_declined', 'Your deposit of 10.13 EUR was declined.'],
      ['deposit_paid', '25.50 EUR was added to your balance.'],
    ]);
    expect(lastUnread(playerId)).toEqual({ unread: 2 });
  });
});

describe('paging', () => {
  it('lists newest first in pages with the spec’s pagination', async () => {
    const { client, playerId } = await newPlayer();
    await seed(playerId, 5);
    const first = await list(client, '?limit=2');
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 2, last_page: 3 });
    const last = await list(client, '?limit=2&page=3');
    expect(last.data).toHaveLength(1);
    const all = await list(client, '?limit=50');
    expect(all.data.map((n: { body: string }) => n.body)).toEqual(
      ['10.04', '10.03', '10.02', '10.01', '10.00'].map((a) => `${a} EUR was added to your balance.`),
    );
    expect((await list(client, '?limit=2&page=4')).data).toEqual([]);
  });

  it.each([
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const { client } = await newPlayer();
    const response = await client.get(`/api/sportsbook/notifications?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it(`keeps each player's newest ${NOTIFICATIONS_KEPT_PER_PLAYER}`, async () => {
    const { client, playerId } = await newPlayer();
    await seed(playerId, NOTIFICATIONS_KEPT_PER_PLAYER);
    await seed(playerId, 3, NOTIFICATIONS_KEPT_PER_PLAYER + 1);
    expect(await storedCount(playerId)).toBe(NOTIFICATIONS_KEPT_PER_PLAYER);
    const oldest = (await list(client, `?limit=50&page=${NOTIFICATIONS_KEPT_PER_PLAYER / 50}`)).data.at(-1);
    expect(oldest.body).toBe('10.03 EUR was added to your balance.');
  });
});

describe('reading', () => {
  it('marks the named ones read, publishes the new count, and marking again changes nothing', async () => {
    const { client, playerId } = await newPlayer();
    await seed(playerId, 3);
    const ids = (await list(client)).data.map((n: { id: string }) => n.id);
    const read = await client.post('/api/sportsbook/notifications/read', { ids: [ids[0], ids[1]] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    expect(lastUnread(playerId)).toEqual({ unread: 1 });
    expect((await list(client)).data.map((n: { read: boolean }) => n.read)).toEqual([true, true, false]);
    const again = await client.post('/api/sportsbook/notifications/read', { ids: [ids[0]] });
    expect(again.json()).toEqual({ unread: 1 });
  });

  it('refuses another player’s id with a 404 and marks none of the ids read', async () => {
    const me = await newPlayer();
    const other = await newPlayer();
    await seed(me.playerId, 1);
    await seed(other.playerId, 1);
    const mine = (await list(me.client)).data[0].id;
    const theirs = (await list(other.client)).data[0].id;
    const response = await me.client.post('/api/sportsbook/notifications/read', { ids: [mine, theirs] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await unread(me.client)).toBe(1);
    expect(await unread(other.client)).toBe(1);
  });

  it.each([
    ['no ids', { ids: [] }],
    ['too many ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['a word', { ids: ['abc'] }],
    ['zero', { ids: [0] }],
    ['an id past int4', { ids: [2_147_483_648] }],
    ['no body field', {}],
  ])('refuses %s with a 400 and changes nothing', async (_name, body) => {
    const { client, playerId } = await newPlayer();
    await seed(playerId, 1);
    const response = await client.post('/api/sportsbook/notifications/read', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
    expect(await unread(client)).toBe(1);
  });

  it('read-all clears the count of this player only and publishes it', async () => {
    const me = await newPlayer();
    const other = await newPlayer();
    await seed(me.playerId, 4);
    await seed(other.playerId, 2);
    const response = await me.client.post('/api/sportsbook/notifications/read-all', {});
    expect(response.json()).toEqual({ unread: 0 });
    expect(lastUnread(me.playerId)).toEqual({ unread: 0 });
    expect(await unread(me.client)).toBe(0);
    expect(await unread(other.client)).toBe(2);
  });
});
