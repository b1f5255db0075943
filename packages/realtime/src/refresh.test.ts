import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  disconnectClients,
  newClient,
  sleep,
  startServer,
  subscriptionToken,
  type TestServer,
  until,
} from './test-support';

// Short token lifetimes and a one-second grace after expiry keep these tests to a few seconds.
let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ expiredCloseDelayMs: 1000, expiredSubCloseDelayMs: 1000 });
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
    await sleep(3500);
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
    await sleep(3500);
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
