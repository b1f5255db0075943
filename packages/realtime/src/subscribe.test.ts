import type { PublicationContext, Subscription } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  disconnectClients,
  newClient,
  startServer,
  subscriptionToken,
  type TestServer,
  until,
} from './test-support';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterEach(() => disconnectClients());
afterAll(() => srv.close());

function collect(sub: Subscription): PublicationContext[] {
  const got: PublicationContext[] = [];
  sub.on('publication', (ctx) => got.push(ctx));
  return got;
}

function unsubscribedCode(sub: Subscription): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    sub.on('unsubscribed', (ctx) => resolve({ code: ctx.code, reason: ctx.reason })),
  );
}

describe('public channels', () => {
  it('an anonymous client subscribes and receives publications in order', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:match-1');
    const got = collect(sub);
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    for (let i = 1; i <= 5; i++) await srv.node.publish('public:match-1', { seq: i, odds: 2000 + i });
    await until(() => got.length === 5);
    expect(got.map((p) => p.data)).toEqual([1, 2, 3, 4, 5].map((i) => ({ seq: i, odds: 2000 + i })));
    const offsets = got.map((p) => p.offset ?? 0);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(offsets).size).toBe(5);
  });

  it('reports the stream position on subscribe', async () => {
    const first = await srv.node.publish('public:positioned', { a: 1 });
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:positioned');
    const subscribed = new Promise<{ offset: number; epoch: string } | undefined>((resolve) =>
      sub.on('subscribed', (ctx) => resolve(ctx.streamPosition)),
    );
    client.connect();
    sub.subscribe();
    expect(await subscribed).toEqual({ offset: first.offset, epoch: first.epoch });
  });

  it('refuses an unknown channel with error 102 and keeps the connection', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('nowhere:1');
    const refused = unsubscribedCode(sub);
    client.connect();
    sub.subscribe();
    expect(await refused).toEqual({ code: 102, reason: 'unknown channel' });
    expect(client.state).toBe('connected');
  });
});

describe('private player channels', () => {
  it('refuses a subscription without a token (103)', async () => {
    const client = newClient(srv.url, { token: await connectionToken('alice') });
    const sub = client.newSubscription('player:alice');
    const refused = unsubscribedCode(sub);
    client.connect();
    sub.subscribe();
    expect(await refused).toEqual({ code: 103, reason: 'permission denied' });
  });

  it("refuses another player's channel even with that player's token (103)", async () => {
    const client = newClient(srv.url, { token: await connectionToken('alice') });
    const sub = client.newSubscription('player:bob', { token: await subscriptionToken('bob', 'player:bob') });
    const refused = unsubscribedCode(sub);
    client.connect();
    sub.subscribe();
    expect((await refused).code).toBe(103);
  });

  it("refuses the player's own channel with a token minted for another player (103)", async () => {
    const client = newClient(srv.url, { token: await connectionToken('alice') });
    const sub = client.newSubscription('player:alice', {
      token: await subscriptionToken('bob', 'player:alice'),
    });
    const refused = unsubscribedCode(sub);
    client.connect();
    sub.subscribe();
    expect((await refused).code).toBe(103);
  });

  it('refuses a token for another channel (103) and an anonymous client (103)', async () => {
    const alice = newClient(srv.url, { token: await connectionToken('alice') });
    const wrongChannel = alice.newSubscription('player:alice', {
      token: await subscriptionToken('alice', 'player:x'),
    });
    const anon = newClient(srv.url);
    const anonSub = anon.newSubscription('player:alice', {
      token: await subscriptionToken('alice', 'player:alice'),
    });
    const refused = [unsubscribedCode(wrongChannel), unsubscribedCode(anonSub)];
    alice.connect();
    anon.connect();
    wrongChannel.subscribe();
    anonSub.subscribe();
    expect((await Promise.all(refused)).map((r) => r.code)).toEqual([103, 103]);
  });

  it('accepts the right token and delivers private publications to that player only', async () => {
    const alice = newClient(srv.url, { token: await connectionToken('alice') });
    const sub = alice.newSubscription('player:alice', {
      getToken: async (ctx) => subscriptionToken('alice', ctx.channel),
    });
    const got = collect(sub);
    alice.connect();
    sub.subscribe();
    await sub.ready(3000);
    await srv.node.publish('player:alice', { balance: 1250 });
    await srv.node.publish('player:bob', { balance: 999 });
    await srv.node.publish('player:alice', { balance: 1300 });
    await until(() => got.length === 2);
    expect(got.map((p) => p.data)).toEqual([{ balance: 1250 }, { balance: 1300 }]);
  });
});
