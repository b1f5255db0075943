import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  disconnectClients,
  inSeconds,
  newClient,
  startServer,
  subscriptionToken,
  type TestServer,
  until,
} from './test-support';

// Short token lifetimes and a one-second grace after expiry keep these tests to a few seconds.
const GRACE_MS = 1000;
/** The node checks expiry on its ticker: every second with the default pong timeout. */
const TICK_MS = 1000;
/**
 * Waits for the moment the server would have closed a connection or subscription whose token of `ttlSeconds`
 * was signed just before this call, had the token not been refreshed: a deadline the token sets, not a guess
 * at how long this machine takes.
 */
async function pastExpiryOf(ttlSeconds: number): Promise<void> {
  const closesAt = inSeconds(ttlSeconds) * 1000 + GRACE_MS + TICK_MS;
  await until(() => Date.now() >= closesAt, closesAt - Date.now() + 5_000);
}

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ expiredCloseDelayMs: GRACE_MS, expiredSubCloseDelayMs: GRACE_MS });
});
afterEach(() => disconnectClients());
afterAll(() => srv.close());

describe('connection token expiry', () => {
  it('refreshes an expiring token through getToken and keeps the connection', async () => {
    let calls = 0;
    const client = newClient(srv.url, {
      token: await connectionToken('carol', 2),
      getToken: async () => {
        calls += 1;
        return connectionToken('carol', 600);
      },
    });
    const states: string[] = [];
    client.on('state', (ctx) => states.push(ctx.newState));
    client.connect();
    await client.ready(3000);
    await pastExpiryOf(2);
    // A round trip on the connection after that moment: the server still serves it.
    const after = client.newSubscription('public:after-expiry');
    after.subscribe();
    await after.ready(3000);
    expect(calls).toBe(1);
    expect(client.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
  });

  it('disconnects with 3005 when the token is not refreshed in time', async () => {
    const client = newClient(srv.url, {
      token: await connectionToken('dave', 1),
      // A token service that never answers.
      getToken: () => new Promise<string>(() => {}),
    });
    const reconnecting = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('connecting', (ctx) => {
        if (ctx.code !== 0) resolve({ code: ctx.code, reason: ctx.reason });
      });
    });
    client.connect();
    expect(await reconnecting).toEqual({ code: 3005, reason: 'connection expired' });
  });

  it('disconnects with 3500 when a refresh brings a token of another user', async () => {
    const client = newClient(srv.url, {
      token: await connectionToken('erin', 2),
      getToken: async () => connectionToken('mallory', 600),
    });
    const disconnected = new Promise<number>((resolve) =>
      client.on('disconnected', (ctx) => resolve(ctx.code)),
    );
    client.connect();
    expect(await disconnected).toBe(3500);
  });
});

describe('subscription token expiry', () => {
  it('refreshes a subscription token with sub_refresh and stays subscribed', async () => {
    let calls = 0;
    const client = newClient(srv.url, { token: await connectionToken('frank') });
    const sub = client.newSubscription('player:frank', {
      getToken: async (ctx) => {
        calls += 1;
        return subscriptionToken('frank', ctx.channel, calls === 1 ? 2 : 600);
      },
    });
    const states: string[] = [];
    sub.on('state', (ctx) => states.push(ctx.newState));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await pastExpiryOf(2);
    expect(calls).toBe(2);
    expect(sub.state).toBe('subscribed');
    expect(states).toEqual(['subscribing', 'subscribed']);
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    await srv.node.publish('player:frank', { n: 1 });
    await until(() => got.length === 1);
  });

  it('unsubscribes with 2501 when the subscription token is not refreshed, then resubscribes', async () => {
    let calls = 0;
    const client = newClient(srv.url, { token: await connectionToken('gina') });
    const sub = client.newSubscription('player:gina', {
      token: await subscriptionToken('gina', 'player:gina', 1),
      getToken: async (ctx) => {
        calls += 1;
        // The refresh hangs; the resubscribe after the server's unsubscribe gets a good token.
        if (calls === 1) return new Promise<string>(() => {});
        return subscriptionToken('gina', ctx.channel, 600);
      },
    });
    const subscribing: number[] = [];
    sub.on('subscribing', (ctx) => subscribing.push(ctx.code));
    client.connect();
    sub.subscribe();
    await until(() => subscribing.includes(2501), 5000);
    await until(() => sub.state === 'subscribed', 5000);
    expect(client.state).toBe('connected');
  });
});
