import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as apiCookies from '@sportsbook/contracts/cookies';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_KEYS } from '../src/features/catalogue/lists/list-query';
import { COOKIE_NAMES } from '../src/shared/storage/storage-keys';
import {
  CONSENT_COOKIE,
  CSRF_COOKIE,
  createPageCache,
  DEVICE_ID_COOKIE,
  isShareable,
  NEUTRAL_SESSION,
  type Page,
  PERSONAL_MARK,
  pageCacheKey,
  SESSION_COOKIE,
  STATE_HEADER,
  withPageCache,
} from './page-cache.mjs';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url,
  headers,
  method,
});
const key = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  pageCacheKey(request(url, headers, method), { countryHeader: 'cf-ipcountry' });

const html = (text: string, headers: Record<string, string | string[]> = {}, status = 200): Page => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: Buffer.from(text),
  gzipped: null,
});

function clock(start = 10_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('the API cookies', () => {
  it('names the session and CSRF cookies as the API sets them (contracts cookies.ts)', () => {
    expect(SESSION_COOKIE).toBe(apiCookies.SESSION_COOKIE);
    expect(CSRF_COOKIE).toBe(apiCookies.CSRF_COOKIE);
  });

  it("names the web's consent and device-id cookies as the shell writes them (storage-keys.ts)", () => {
    expect(CONSENT_COOKIE).toBe(COOKIE_NAMES.consent);
    expect(DEVICE_ID_COOKIE).toBe(COOKIE_NAMES.deviceId);
  });
});

describe('page cache key', () => {
  it('is the same for requests that render the same page', () => {
    expect(key('/en/football/a-b-1', { cookie: 'tz=Europe/Berlin; sb_csrf=one' })).toBe(
      key('/en/football/a-b-1', { cookie: 'sb_csrf=two;tz=Europe/Berlin' }),
    );
  });

  it('is the same whatever the consent choice and device id: the browser decides on them, not the render', () => {
    const base = key('/en/live', { cookie: 'tz=UTC' });
    for (const cookie of [
      'tz=UTC; consent=1',
      'consent=0; tz=UTC',
      'tz=UTC; deviceId=4f1c-one',
      'deviceId=two; tz=UTC',
    ]) {
      expect(key('/en/live', { cookie }), cookie).toBe(base);
    }
  });

  it('differs by path, query, language, country, host and every cookie but the CSRF one', () => {
    const base = key('/en/live');
    for (const other of [
      key('/en/live?sport=tennis'),
      key('/de/live'),
      key('/en/live', { 'accept-language': 'de' }),
      key('/en/live', { 'cf-ipcountry': 'US' }),
      key('/en/live', { host: 'other.example' }),
      key('/en/live', { cookie: 'tz=Asia/Tokyo' }),
      key('/en/live', { cookie: 'test_providers=oddin' }),
    ]) {
      expect(other).not.toBeNull();
      expect(other).not.toBe(base);
    }
  });

  it("is one key for every signed-in player, whatever their session, and not a visitor's", () => {
    const signedIn = key('/en/football/a-b-1', { cookie: 'tz=UTC; sb_session=one' });
    expect(signedIn).not.toBeNull();
    expect(key('/en/football/a-b-1', { cookie: 'sb_session=two; tz=UTC; sb_csrf=x' })).toBe(signedIn);
    expect(key('/en/football/a-b-1', { cookie: 'tz=UTC' })).not.toBe(signedIn);
    expect(signedIn).not.toContain('one');
  });

  it("leaves a signed-in player's favourites, client navigations, writes, the API and assets to Next.js", () => {
    expect(key('/en/favorites')).not.toBeNull();
    for (const bypassed of [
      key('/en/favorites', { cookie: 'tz=UTC; sb_session=abc' }),
      key('/en?list=favorites', { cookie: 'sb_session=abc' }),
      key('/en', { rsc: '1' }),
      key('/en', { 'next-router-prefetch': '1' }),
      key('/en', { 'next-action': 'x' }),
      key('/en?_rsc=abc'),
      key('/en', {}, 'POST'),
      key('/en', {}, 'HEAD'),
      key('/api/sportsbook/matches?limit=50'),
      key('/_next/static/chunks/a.js'),
      key('/connection/websocket'),
      key('/images/favicon.svg'),
    ])
      expect(bypassed).toBeNull();
  });
});

describe("server renders that read the player's own data", () => {
  const src = join(import.meta.dirname, '..', 'src');
  const sources = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  );

  it('are only the favourites page and the favourites list, which a signed-in request renders per player', () => {
    const readers = sources
      .filter((file) => /serverApiAsPlayer\(/.test(readFileSync(join(src, file), 'utf8')))
      .map((file) => relative(src, join(src, file)))
      .sort();
    // A new caller must be a page under a URL with PERSONAL_MARK, or read the player's data in the browser.
    expect(readers).toEqual([
      'app/[locale]/favorites/page.tsx',
      'features/catalogue/server/load-block.ts',
      'shared/api/server-api.ts',
    ]);
    expect(readFileSync(join(src, 'features/catalogue/server/load-block.ts'), 'utf8')).toMatch(
      /query\.favourite\s*\?\s*\(\(await serverApiAsPlayer/,
    );
    expect(LIST_KEYS).toContain(PERSONAL_MARK);
  });
});

describe('page cache', () => {
  it('keeps a page for its time to live, then serves it stale while one render refreshes it', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20, now: time.now });
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    expect(await cache.get('k', render)).toMatchObject({ state: 'miss', shared: true });
    time.advance(999);
    const hit = await cache.get('k', render);
    expect(hit.state).toBe('hit');
    expect(hit.page.body.toString()).toBe('page 1');
    time.advance(1);
    const stale = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(stale.map((a) => [a.state, a.page.body.toString()])).toEqual([
      ['stale', 'page 1'],
      ['stale', 'page 1'],
    ]);
    // The refresh runs after the stale answers.
    await vi.waitFor(() => expect(renders).toBe(2));
    const refreshed = await cache.get('k', render);
    expect([refreshed.state, refreshed.page.body.toString()]).toEqual(['hit', 'page 2']);
  });

  it('renders anew before answering once a page is older than the stale limit', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20, now: time.now });
    let renders = 0;
    const render = async () => html(`page ${++renders}`);
    await cache.get('k', render);
    time.advance(3000);
    const answer = await cache.get('k', render);
    expect([answer.state, answer.page.body.toString()]).toEqual(['miss', 'page 2']);
  });

  it('keeps a page that took longer than its time to live to render for its time to live after it is ready', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20, now: time.now });
    let renders = 0;
    const render = async () => {
      time.advance(3500);
      return html(`page ${++renders}`);
    };
    expect((await cache.get('k', render)).state).toBe('miss');
    time.advance(999);
    const answer = await cache.get('k', render);
    expect([answer.state, answer.page.body.toString()]).toEqual(['hit', 'page 1']);
  });

  it('lets concurrent visitors share one render', async () => {
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20 });
    const pending = deferred<Page>();
    let renders = 0;
    const render = () => {
      renders++;
      return pending.promise;
    };
    const answers = Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    pending.resolve(html('once'));
    expect((await answers).map((a) => [a.page.body.toString(), a.shared])).toEqual([
      ['once', true],
      ['once', true],
      ['once', true],
    ]);
    expect(renders).toBe(1);
  });

  it('never keeps nor hands to others a page that sets a cookie, fails or is not HTML', async () => {
    for (const page of [
      html('with cookie', { 'set-cookie': 'a=b' }),
      html('missing', {}, 404),
      html('broken', {}, 500),
      { ...html('{}'), headers: { 'content-type': 'application/json' } },
    ]) {
      expect(isShareable(page)).toBe(false);
      const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20 });
      const pending = deferred<Page>();
      const first = cache.get('k', () => pending.promise);
      const joined = cache.get('k', () => pending.promise);
      pending.resolve(page);
      // The visitor whose request rendered it gets it; one who only waited renders their own.
      expect((await first).shared).toBe(true);
      expect((await joined).shared).toBe(false);
      expect(cache.stats.entries).toBe(0);
    }
  });

  it('drops a kept page when its refresh comes back as an error page', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 1 << 20, now: time.now });
    await cache.get('k', async () => html('match'));
    time.advance(1500);
    await cache.get('k', async () => html('gone', {}, 404));
    await vi.waitFor(() => expect(cache.stats.entries).toBe(0));
  });

  it('keeps within its byte budget, dropping the least recently used page', async () => {
    const cache = createPageCache({ ttlMs: 1000, staleMs: 3000, maxBytes: 10 });
    await cache.get('a', async () => html('aaaa'));
    await cache.get('b', async () => html('bbbb'));
    await cache.get('a', async () => html('unused'));
    await cache.get('c', async () => html('cccc'));
    expect(cache.stats).toMatchObject({ entries: 2, bytes: 8 });
    expect((await cache.get('a', async () => html('new a'))).page.body.toString()).toBe('aaaa');
    expect((await cache.get('b', async () => html('new b'))).page.body.toString()).toBe('new b');
  });
});

describe('page cache in front of a server', () => {
  let server: Server;
  let origin = '';
  let renders = 0;
  const seen: IncomingMessage['headers'][] = [];

  beforeAll(async () => {
    // Stands in for Next.js: a page that says which render it is, a 404 and a page setting a cookie.
    const next = (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.headers);
      renders++;
      if (req.url === '/en/missing') {
        res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
        return;
      }
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        vary: 'rsc, Accept-Encoding',
      };
      if (req.url === '/en/cookie') headers['set-cookie'] = 'locale=en';
      res.writeHead(200, headers).end(`<html>${req.url} render ${renders} ${'x'.repeat(2000)}</html>`);
    };
    server = createServer(
      withPageCache(next, {
        ttlMs: 60_000,
        countryHeader: 'cf-ipcountry',
        target: () => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }),
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('renders a page once through the server itself and serves the same bytes after', async () => {
    const first = await fetch(`${origin}/en/football/a-b-1`);
    expect(first.headers.get(STATE_HEADER)).toBe('miss');
    const body = await first.text();
    expect(body).toContain('/en/football/a-b-1 render');
    const second = await fetch(`${origin}/en/football/a-b-1`);
    expect(second.headers.get(STATE_HEADER)).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toContain('no-store');
    // The render went through the server with the marker, asking for plain bytes.
    const renderRequest = seen.at(-1);
    expect(renderRequest?.['accept-encoding']).toBe('identity');
    expect(renderRequest?.['x-sportsbook-page-render']).toMatch(/.{20,}/);
  });

  it('sends the kept page gzipped to visitors who accept it', async () => {
    await fetch(`${origin}/en/live`);
    const raw = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        import('node:http').then(({ get }) =>
          get(`${origin}/en/live`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject),
        );
      },
    );
    expect(raw.encoding).toBe('gzip');
    expect(raw.vary).toContain('Accept-Encoding');
    expect(gunzipSync(raw.body).toString()).toContain('/en/live render');
  });

  it('renders one page for all signed-in players, with a neutral session, apart from visitors', async () => {
    const before = renders;
    const first = await fetch(`${origin}/en/me`, { headers: { cookie: 'tz=UTC; sb_session=player-one' } });
    const body = await first.text();
    expect(first.headers.get(STATE_HEADER)).toBe('miss');
    expect(seen.at(-1)?.cookie).toBe(`tz=UTC; sb_session=${NEUTRAL_SESSION}`);
    const second = await fetch(`${origin}/en/me`, { headers: { cookie: 'sb_session=player-two; tz=UTC' } });
    expect(second.headers.get(STATE_HEADER)).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(renders - before).toBe(1);
    const visitor = await fetch(`${origin}/en/me`, { headers: { cookie: 'tz=UTC' } });
    expect(visitor.headers.get(STATE_HEADER)).toBe('miss');
    expect(seen.at(-1)?.cookie).toBe('tz=UTC');
  });

  it("leaves a signed-in player's favourites, error pages and pages that set cookies uncached", async () => {
    const before = renders;
    for (let i = 0; i < 2; i++)
      await (await fetch(`${origin}/en/favorites`, { headers: { cookie: 'sb_session=s' } })).text();
    expect(renders - before).toBe(2);
    expect(seen.at(-1)?.cookie).toBe('sb_session=s');
    const missing = await fetch(`${origin}/en/missing`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${origin}/en/missing`)).headers.get(STATE_HEADER)).toBe('miss');
    const cookie = await fetch(`${origin}/en/cookie`);
    expect(cookie.headers.get('set-cookie')).toBe('locale=en');
    expect((await fetch(`${origin}/en/cookie`)).headers.get(STATE_HEADER)).toBe('miss');
  });

  it('does not let a visitor skip the cache with a made-up marker', async () => {
    await fetch(`${origin}/en/marker`);
    const forged = await fetch(`${origin}/en/marker`, { headers: { 'x-sportsbook-page-render': 'guess' } });
    expect(forged.headers.get(STATE_HEADER)).toBe('hit');
  });
});
