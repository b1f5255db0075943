import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../testing/catalogue-fixture';
import { useTestApp } from '../testing/test-app';
import { acceptsGzip, COMPRESSION_THRESHOLD_BYTES } from './compression';

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

  it('keeps a catalogue answer gzipped: the same bytes for every request until the answer changes', async () => {
    const ask = () =>
      testApp.app.inject({
        method: 'GET',
        url: LIST,
        headers: { 'accept-encoding': 'gzip;q=0.8, br;q=0.5' },
      });
    const [first, second] = [await ask(), await ask()];
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding weights for gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
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
