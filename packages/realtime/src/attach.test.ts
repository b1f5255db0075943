import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryBroker } from './memory-broker';
import { createRealtimeNode, type RealtimeNode } from './node';
import { disconnectClients, newClient, secret, testPolicy, until } from './test-support';

describe('attach to an HTTP server', () => {
  const server = createServer((_req, res) => res.end('ok'));
  let node: RealtimeNode;
  let base = '';
  const otherUpgrades: string[] = [];

  beforeAll(async () => {
    node = createRealtimeNode({
      tokenSecret: secret,
      broker: createMemoryBroker(),
      channelPolicy: testPolicy,
    });
    node.attach(server);
    // Another listener owns other paths (e.g. a dev server's hot reload socket).
    server.on('upgrade', (req, socket) => {
      if (!req.url?.startsWith('/connection/websocket')) {
        otherUpgrades.push(req.url ?? '');
        socket.destroy();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    disconnectClients();
    await node.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves the centrifuge client on /connection/websocket', async () => {
    const client = newClient(`${base}/connection/websocket`);
    const sub = client.newSubscription('public:attached');
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await node.publish('public:attached', { ok: true });
    await until(() => got.length === 1);
    expect(got).toEqual([{ ok: true }]);
  });

  it('leaves upgrades on other paths to other listeners', async () => {
    const ws = new WebSocket(`${base}/_next/webpack-hmr`);
    await new Promise<void>((resolve) => {
      ws.on('error', () => {});
      ws.on('close', () => resolve());
    });
    expect(otherUpgrades).toEqual(['/_next/webpack-hmr']);
  });

  it('disconnects clients with 3001 shutdown on close, and they try to reconnect', async () => {
    const extra = createRealtimeNode({
      tokenSecret: secret,
      broker: createMemoryBroker(),
      channelPolicy: testPolicy,
    });
    const s2 = createServer();
    extra.attach(s2, '/rt');
    s2.listen(0, '127.0.0.1');
    await once(s2, 'listening');
    const client = newClient(`ws://127.0.0.1:${(s2.address() as AddressInfo).port}/rt`);
    const codes: number[] = [];
    client.on('connecting', (ctx) => codes.push(ctx.code));
    client.connect();
    await client.ready(3000);
    await extra.close();
    await until(() => codes.includes(3001));
    client.disconnect();
    await new Promise<void>((resolve) => s2.close(() => resolve()));
  });
});
