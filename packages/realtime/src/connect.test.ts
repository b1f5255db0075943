import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  disconnectClients,
  inSeconds,
  newClient,
  secret,
  startServer,
  type TestServer,
  until,
} from './test-support';
import { signConnectionToken } from './tokens';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterEach(() => disconnectClients());
afterAll(() => srv.close());

describe('connect with the centrifuge client', () => {
  it('connects anonymously without a token', async () => {
    const client = newClient(srv.url);
    client.connect();
    await client.ready(3000);
    expect(client.state).toBe('connected');
    expect(srv.node.connectionCount()).toBe(1);
  });

  it('connects with a connection token and gets a client id', async () => {
    const client = newClient(srv.url, { token: await connectionToken('player-1') });
    let clientId = '';
    client.on('connected', (ctx) => {
      clientId = ctx.client;
    });
    client.connect();
    await client.ready(3000);
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fetches a new token when the given one has expired, then connects', async () => {
    const expired = await signConnectionToken({ sub: 'player-2', exp: inSeconds(-60) }, secret);
    let calls = 0;
    const client = newClient(srv.url, {
      token: expired,
      getToken: async () => {
        calls += 1;
        return connectionToken('player-2');
      },
    });
    client.connect();
    await client.ready(5000);
    expect(calls).toBe(1);
  });

  it('disconnects for good with 3500 on a token signed with another secret', async () => {
    const forged = await signConnectionToken({ sub: 'player-3', exp: inSeconds(600) }, 'y'.repeat(40));
    const client = newClient(srv.url, { token: forged });
    const disconnected = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('disconnected', (ctx) => resolve(ctx));
    });
    client.connect();
    const ctx = await disconnected;
    expect(ctx).toEqual({ code: 3500, reason: 'invalid token' });
    // The client emits 'disconnected' only when it gives up: a code it would retry moves it to 'connecting'
    // instead, and nothing moves it out of 'disconnected' but a call to connect().
    expect(client.state).toBe('disconnected');
  });

  it('keeps serving other clients while one is refused', async () => {
    const good = newClient(srv.url, { token: await connectionToken('player-4') });
    const bad = newClient(srv.url, { token: 'not-a-jwt' });
    good.connect();
    bad.connect();
    await good.ready(3000);
    await until(() => bad.state === 'disconnected');
    expect(good.state).toBe('connected');
  });
});
