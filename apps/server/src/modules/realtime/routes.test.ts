import { Centrifuge, type PublicationContext } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function connectAnonymous() {
  const getToken = async () => {
    const response = await fetch(`http://${base}/api/sportsbook/websocket/token`, { method: 'POST' });
    return ((await response.json()) as { token: string }).token;
  };
  const client = new Centrifuge(`ws://${base}/connection/websocket`, { websocket: WebSocket, getToken });
  client.connect();
  await client.ready(5000);
  return client;
}

describe('real-time endpoint', () => {
  it('lets a visitor subscribe to public updates and receive publications', async () => {
    const client = await connectAnonymous();
    const sub = client.newSubscription('public:de');
    const received = new Promise<PublicationContext>((resolve) => sub.on('publication', resolve));
    sub.subscribe();
    await sub.ready(5000);
    await app.realtime.publish('public:de', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', active: false },
    });
    const publication = await received;
    expect(publication.data).toEqual({
      type: 'provider_status_changed',
      data: { provider: 'oddin', active: false },
    });
    client.disconnect();
  });

  it('refuses unknown channels with the protocol error 102', async () => {
    const client = await connectAnonymous();
    const sub = client.newSubscription('public:xx');
    const refused = new Promise<{ code: number }>((resolve) => sub.on('unsubscribed', resolve));
    sub.subscribe();
    expect((await refused).code).toBe(102);
    client.disconnect();
  });

  it('refuses a visitor a private channel token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/websocket/authorize',
      payload: { channels: ['private:42'] },
    });
    expect(response.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/websocket/authorize',
      payload: { channels: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
