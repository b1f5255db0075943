import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../testing/catalogue-fixture';
import { useTestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const testApp = useTestApp();

beforeAll(async () => {
  await insertCatalogueFixture(testApp.database.db);
});

const LIST = '/api/sportsbook/matches?limit=50';

describe('compressed API answers', () => {
  it('sends a list gzipped or in brotli as the client accepts, the same JSON either way', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: LIST });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const brotli = await testApp.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and refusals as they are, with their security headers', async () => {
    const small = await testApp.app.inject({
      method: 'GET',
      url: '/api/platform/player/accounts',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(401);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'unauthorized' });
    expect(small.headers['x-content-type-options']).toBe('nosniff');
  });
});
