import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errors, RealtimeError } from './codes';
import type { RpcContext } from './options';
import {
  connectionToken,
  disconnectClients,
  newClient,
  startServer,
  type TestServer,
  until,
} from './test-support';

const calls: RpcContext[] = [];
let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({
    rpc: async (ctx) => {
      calls.push(ctx);
      if (ctx.method === 'echo') return { echoed: ctx.data, user: ctx.userId };
      if (ctx.method === 'boom') throw new Error('handler bug');
      throw new RealtimeError(errors.methodNotFound);
    },
  });
});
afterEach(() => disconnectClients());
afterAll(() => srv.close());

describe('rpc', () => {
  it('dispatches to the handler with the caller and returns its data', async () => {
    const client = newClient(srv.url, { token: await connectionToken('nora') });
    client.connect();
    await client.ready(3000);
    const result = await client.rpc('echo', { stake: 500 });
    expect(result.data).toEqual({ echoed: { stake: 500 }, user: 'nora' });
    expect(calls.at(-1)).toMatchObject({ method: 'echo', userId: 'nora' });
  });

  it('answers the error a handler throws (104), and 100 for an unexpected failure', async () => {
    const client = newClient(srv.url);
    client.connect();
    await client.ready(3000);
    await expect(client.rpc('nope', {})).rejects.toMatchObject({ code: 104, message: 'method not found' });
    await expect(client.rpc('boom', {})).rejects.toMatchObject({ code: 100, temporary: true });
    expect(client.state).toBe('connected');
  });

  it('answers "not available" (108) when the node has no rpc handler', async () => {
    const bare = await startServer();
    try {
      const client = newClient(bare.url);
      client.connect();
      await client.ready(3000);
      await expect(client.rpc('echo', {})).rejects.toMatchObject({ code: 108 });
    } finally {
      await bare.close();
    }
  });
});

describe('publish from clients', () => {
  it('is refused with permission denied (103) unless the channel allows it', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:no-publish');
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await expect(sub.publish({ hi: 1 })).rejects.toMatchObject({ code: 103 });
  });

  it('reaches every subscriber where the channel allows it', async () => {
    const a = newClient(srv.url, { token: await connectionToken('olga') });
    const b = newClient(srv.url);
    const subA = a.newSubscription('chat:room-2');
    const subB = b.newSubscription('chat:room-2');
    const got: unknown[] = [];
    subB.on('publication', (ctx) => got.push(ctx.data));
    a.connect();
    b.connect();
    subA.subscribe();
    subB.subscribe();
    await Promise.all([subA.ready(3000), subB.ready(3000)]);
    await subA.publish({ text: 'hello' });
    await until(() => got.length === 1);
    expect(got).toEqual([{ text: 'hello' }]);
  });

  it('accepts asynchronous messages (send) without an answer', async () => {
    const client = newClient(srv.url);
    client.connect();
    await client.ready(3000);
    await client.send({ any: 'thing' });
    expect((await client.rpc('echo', 1)).data).toMatchObject({ echoed: 1 });
  });
});
