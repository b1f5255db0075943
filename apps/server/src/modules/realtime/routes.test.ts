import { Centrifuge, type PublicationContext } from 'centrifuge';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';

const testApp = useTestApp();
let base: string;

beforeAll(async () => {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `127.0.0.1:${address.port}`;
});

async function connectAnonymous() {
  const visitor = createTestClient(testApp.app);
  const getToken = async () => (await visitor.post('/api/sportsbook/websocket/token')).json().token as string;
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
    await testApp.app.realtime.publish('public:de', {
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
    const visitor = createTestClient(testApp.app);
    expect(
      (await visitor.post('/api/sportsbook/websocket/authorize', { channels: ['private:42'] })).statusCode,
    ).toBe(401);
    expect((await visitor.post('/api/sportsbook/websocket/authorize', { channels: [] })).statusCode).toBe(
      400,
    );
  });

  it('gives a player a token for their own private channel only, which the client then uses', async () => {
    const { client: player, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {});
    const own = `private:${playerId}`;
    const granted = await player.post('/api/sportsbook/websocket/authorize', { channels: [own] });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().channels[0].channel).toBe(own);
    expect(
      (await player.post('/api/sportsbook/websocket/authorize', { channels: ['private:999999'] })).statusCode,
    ).toBe(403);

    const getToken = async () =>
      (await player.post('/api/sportsbook/websocket/token')).json().token as string;
    const centrifuge = new Centrifuge(`ws://${base}/connection/websocket`, {
      websocket: WebSocket,
      getToken,
    });
    centrifuge.connect();
    await centrifuge.ready(5000);
    const sub = centrifuge.newSubscription(own, {
      getToken: async () =>
        (await player.post('/api/sportsbook/websocket/authorize', { channels: [own] })).json().channels[0]
          .token,
    });
    const received = new Promise<PublicationContext>((resolve) => sub.on('publication', resolve));
    sub.subscribe();
    await sub.ready(5000);
    await testApp.app.realtime.publish(own, {
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 4200 },
    });
    expect((await received).data).toEqual({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 4200 },
    });
    centrifuge.disconnect();
  });
});
