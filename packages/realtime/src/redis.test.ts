import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from './broker';
import { createRedisBroker } from './redis-broker';
import {
  connectionToken,
  disconnectClients,
  eventually,
  newClient,
  startServer,
  type TestServer,
  until,
} from './test-support';

// Two nodes sharing one Redis, as separate processes would. Needs TEST_REDIS_URL, e.g.
// `redis-server --daemonize yes --port 6379 --save ''` and TEST_REDIS_URL=redis://127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis broker: two nodes on one Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const brokers: Broker[] = [];
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const broker = () => {
      const created = createRedisBroker({ url: redisUrl ?? '', prefix });
      brokers.push(created);
      return created;
    };
    a = await startServer({ broker: broker(), historySize: 20 });
    b = await startServer({ broker: broker(), historySize: 20 });
  });
  afterEach(() => disconnectClients());
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all(brokers.map((x) => x.close()));
  });

  it('a publication on node A reaches a client on node B', async () => {
    const client = newClient(b.url);
    const sub = client.newSubscription('public:cross-node');
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    const first = await a.node.publish('public:cross-node', { n: 1 });
    const second = await b.node.publish('public:cross-node', { n: 2 });
    await until(() => got.length === 2);
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
    expect(second).toEqual({ offset: first.offset + 1, epoch: first.epoch });
  });

  it('keeps one stream position per channel across nodes, and history through either node', async () => {
    const channel = 'public:history-redis';
    for (let n = 1; n <= 4; n++) await (n % 2 ? a : b).node.publish(channel, { n });
    const client = newClient(a.url);
    const sub = client.newSubscription(channel);
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    const history = await sub.history({ limit: 10 });
    expect(history.publications.map((p) => p.data)).toEqual([1, 2, 3, 4].map((n) => ({ n })));
    expect(history.publications.map((p) => p.offset)).toEqual([1, 2, 3, 4]);
    const reversed = await sub.history({ limit: 2, reverse: true });
    expect(reversed.publications.map((p) => p.offset)).toEqual([4, 3]);
    const since = await sub.history({ limit: 10, since: { offset: 2, epoch: history.epoch } });
    expect(since.publications.map((p) => p.offset)).toEqual([3, 4]);
  });

  it('recovers a client that moves from node A to node B without losing a publication', async () => {
    const channel = 'public:recover-redis';
    // A load balancer in front of both nodes: it hands each WebSocket upgrade to the current one.
    let target = a;
    const sockets = new Set<Socket>();
    const lb = createServer();
    lb.on('upgrade', (req, socket, head) => {
      sockets.add(socket as Socket);
      target.node.handleUpgrade(req, socket, head);
    });
    lb.listen(0, '127.0.0.1');
    await once(lb, 'listening');
    const lbUrl = `ws://127.0.0.1:${(lb.address() as AddressInfo).port}/connection/websocket`;
    const client = newClient(lbUrl);
    const sub = client.newSubscription(channel, { delta: 'fossil' });
    const got: number[] = [];
    const recovered: boolean[] = [];
    sub.on('publication', (ctx) => got.push((ctx.data as { n: number }).n));
    sub.on('subscribed', (ctx) => recovered.push(ctx.recovered));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await b.node.publish(channel, { n: 1, pad: 'p'.repeat(500) });
    await until(() => got.length === 1);

    // The connection to node A drops; meanwhile node A publishes; the client comes back via node B.
    target = b;
    for (const socket of sockets) socket.destroy();
    await until(() => client.state === 'connecting');
    for (let n = 2; n <= 5; n++) await a.node.publish(channel, { n, pad: 'p'.repeat(500) });
    await until(() => recovered.length === 2, 5000);
    await b.node.publish(channel, { n: 6, pad: 'p'.repeat(500) });
    await until(() => got.length === 6);
    expect(got).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recovered).toEqual([false, true]);
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThan(0);
    client.disconnect();
    await new Promise<void>((resolve) => lb.close(() => resolve()));
  });

  it('shares presence and disconnects a user on every node', async () => {
    const channel = 'public:presence-redis';
    const onA = newClient(a.url, { token: await connectionToken('quinn') });
    const onB = newClient(b.url, { token: await connectionToken('quinn') });
    const subs = [onA.newSubscription(channel), onB.newSubscription(channel)];
    onA.connect();
    onB.connect();
    for (const s of subs) s.subscribe();
    await Promise.all(subs.map((s) => s.ready(3000)));
    const presence = await a.node.presence(channel);
    expect(Object.values(presence).map((p) => p.userId)).toEqual(['quinn', 'quinn']);

    const codes: number[] = [];
    for (const c of [onA, onB]) c.on('disconnected', (ctx) => codes.push(ctx.code));
    await b.node.disconnectUser('quinn');
    await until(() => codes.length === 2);
    expect(codes).toEqual([3503, 3503]);
    await eventually(async () => Object.keys(await b.node.presence(channel)).length === 0);
  });
});

describe.skipIf(!redisUrl)('Redis broker: a node whose pub/sub connection drops', () => {
  it('makes its subscribers resync and recover what was published meanwhile', async () => {
    const prefix = `test-${randomUUID()}:`;
    const name = `rt-${randomUUID()}`;
    const flaky = createRedisBroker({ url: redisUrl ?? '', prefix, redisOptions: { connectionName: name } });
    const steady = createRedisBroker({ url: redisUrl ?? '', prefix });
    const admin = new Redis(redisUrl ?? '');
    const c = await startServer({ broker: flaky });
    const d = await startServer({ broker: steady });
    try {
      const client = newClient(c.url);
      const sub = client.newSubscription('public:resync');
      const got: number[] = [];
      const subscribing: number[] = [];
      sub.on('publication', (ctx) => got.push((ctx.data as { n: number }).n));
      sub.on('subscribing', (ctx) => subscribing.push(ctx.code));
      client.connect();
      sub.subscribe();
      await sub.ready(3000);
      await d.node.publish('public:resync', { n: 1 });
      await until(() => got.length === 1);

      // Cut node C's subscriber connection (flag P = pub/sub) and publish while it reconnects.
      const list = String(await admin.call('CLIENT', 'LIST'));
      const ids = list
        .split('\n')
        .filter((line) => line.includes(`name=${name}`) && / flags=\S*P/.test(line))
        .map((line) => /id=(\d+)/.exec(line)?.[1] ?? '');
      expect(ids).toHaveLength(1);
      await admin.call('CLIENT', 'KILL', 'ID', ids[0] ?? '');
      for (let n = 2; n <= 4; n++) await d.node.publish('public:resync', { n });

      await until(() => subscribing.includes(2500), 5000);
      await until(() => got.length === 4, 5000);
      expect(got).toEqual([1, 2, 3, 4]);
      await d.node.publish('public:resync', { n: 5 });
      await until(() => got.length === 5);
      expect(got).toEqual([1, 2, 3, 4, 5]);
    } finally {
      disconnectClients();
      await Promise.all([c.close(), d.close()]);
      await Promise.all([flaky.close(), steady.close(), admin.quit()]);
    }
  });
});

describe.runIf(!redisUrl)('Redis broker', () => {
  it.skip('skipped: set TEST_REDIS_URL to run the two-node tests', () => {});
});
