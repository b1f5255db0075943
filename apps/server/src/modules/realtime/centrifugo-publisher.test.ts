import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { useTestDatabase } from '../../testing/test-app';
import { createCentrifugoPublisher } from './centrifugo-publisher';

interface Received {
  path: string | undefined;
  apiKey: string | undefined;
  body: unknown;
}

let fake: Server;
let url: string;
const received: Received[] = [];
let answer: object = {};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  // A stand-in for Centrifugo's server API that records what it is sent.
  fake = createServer(async (request, response) => {
    received.push({
      path: request.url,
      apiKey: request.headers['x-api-key'] as string | undefined,
      body: JSON.parse(await readBody(request)),
    });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('Centrifugo publisher', () => {
  it('posts the channel and event to /api/publish with the API key', async () => {
    const publish = createCentrifugoPublisher({ apiUrl: url, apiKey: 'secret-key-1' });
    await publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', active: true },
    });
    expect(received.at(-1)).toEqual({
      path: '/api/publish',
      apiKey: 'secret-key-1',
      body: {
        channel: 'public:en',
        data: { type: 'provider_status_changed', data: { provider: 'oddin', active: true } },
      },
    });
  });

  it('reports an error Centrifugo returns in the body', async () => {
    answer = { error: { code: 102, message: 'unknown channel' } };
    const publish = createCentrifugoPublisher({ apiUrl: url, apiKey: 'secret-key-1' });
    await expect(
      publish('nope:x', { type: 'provider_status_changed', data: { provider: 'oddin', active: true } }),
    ).rejects.toThrow(/102 unknown channel/);
    answer = {};
  });
});

describe('an API server configured for Centrifugo', () => {
  const testDb = useTestDatabase();

  it('publishes balance changes through Centrifugo and does not serve WebSockets itself', async () => {
    const app = await testDb.buildApp({
      env: { CENTRIFUGO_API_URL: url, CENTRIFUGO_API_KEY: 'secret-key-2' },
    });
    expect(app.realtime.node).toBeUndefined();
    await app.realtime.publish('private:7', {
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 100 },
    });
    expect(received.at(-1)).toMatchObject({ apiKey: 'secret-key-2', body: { channel: 'private:7' } });
  });

  it('refuses CENTRIFUGO_API_URL without a key', () => {
    expect(() => loadConfig({ CENTRIFUGO_API_URL: url })).toThrow(/CENTRIFUGO_API_KEY/);
  });
});
