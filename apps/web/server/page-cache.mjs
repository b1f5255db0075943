// @ts-check
// A one-second cache of anonymous, server-rendered pages in front of Next.js (see
// docs/decisions/012-catalogue-read-and-page-caches.md). Every page of this app is rendered per request (the shell
// reads cookies and headers), and one render costs tens of milliseconds of CPU; a busy match page is asked for
// many times a second by visitors who would all get the same HTML. So the first request renders (through this
// same server, with a marker header that lets it reach Next.js), and for `ttlMs` every equal request gets those
// bytes. After that a request still gets them at once while one render refreshes them in the background, up to
// `staleMs`; older pages are rendered anew before answering.
//
// What "equal" means is the key: the URL, the Host, Accept-Language, the country header and every cookie except
// the CSRF, consent and device-id cookies (their values never change a page: the consent banner and the tag
// manager are decided in the browser, and a device id is one per browser, which would make every key unique). A
// client-side navigation (RSC headers), a non-GET request, /api, /_next and real time always go straight to
// Next.js. Only a 200 HTML answer without Set-Cookie is kept. A signed-in visitor (session cookie) gets the page
// kept for every signed-in player, rendered with a neutral session value (ADR 037); only the favourites pages,
// which read the player's own list on the server, are rendered for each of them.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseCookie } from 'cookie';
import { keptPagePolicy } from './content-security-policy.mjs';
import { UPSTREAM_IDLE_TIMEOUT_MS } from './keep-alive.mjs';
import { paintFirst } from './paint-first.mjs';

const gzipAsync = promisify(gzip);

/** The marker a render request carries: a random value per process, so no visitor can skip the cache with it. */
export const RENDER_HEADER = 'x-sportsbook-page-render';
/** Says how a page was answered: hit (kept bytes), stale (kept bytes, refreshing), miss (rendered for this request). */
export const STATE_HEADER = 'x-page-cache';

// The API's session and CSRF cookies (packages/contracts cookies.ts; plain JavaScript cannot import it, so the
// test checks these names against it).
export const SESSION_COOKIE = 'sb_session';
export const CSRF_COOKIE = 'sb_csrf';
// The web's own consent and device-id cookies (src/shared/storage/storage-keys.ts COOKIE_NAMES; checked by the test).
export const CONSENT_COOKIE = 'consent';
export const DEVICE_ID_COOKIE = 'deviceId';
const IGNORED_COOKIES = new Set([CSRF_COOKIE, CONSENT_COOKIE, DEVICE_ID_COOKIE]);
/**
 * The session value a signed-in page is rendered with: the shell sees "a session came" (and renders the account
 * corner's placeholder), the API would refuse it, so nothing of one player can reach a page kept for all.
 */
export const NEUTRAL_SESSION = 'kept-page';
/**
 * The only pages whose server render reads the player's own data (serverApiAsPlayer: the favourites page and a
 * list asked for `favorites`) have this in their URL; a signed-in player's request for them is rendered for them.
 */
export const PERSONAL_MARK = 'favorites';
const BYPASS_PATHS = ['/api/', '/_next/', '/connection/', '/images/', '/__nextjs'];
// Next.js's client navigations, prefetches and server actions vary by these headers.
const BYPASS_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'next-url'];
// Not repeated to later visitors: they describe one connection or are recomputed when served.
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  RENDER_HEADER,
]);

/**
 * The cache key of a request, or null when the request must reach Next.js itself.
 * @param {{ method?: string; url?: string; headers: import('node:http').IncomingHttpHeaders }} req
 * @param {{ countryHeader: string }} options
 * @returns {string | null}
 */
export function pageCacheKey(req, { countryHeader }) {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || !url.startsWith('/')) return null;
  if (BYPASS_PATHS.some((prefix) => url.startsWith(prefix)) || url.includes('_rsc=')) return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const parsed = parseCookie(req.headers.cookie ?? '');
  const signedIn = parsed[SESSION_COOKIE] !== undefined;
  if (signedIn && url.includes(PERSONAL_MARK)) return null;
  const cookies = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (!IGNORED_COOKIES.has(name) && name !== SESSION_COOKIE) cookies.push(`${name}=${value}`);
  }
  // Who is signed in never changes the page (ADR 037): one page per URL for every signed-in player, rendered
  // with a neutral session value (the account corner's placeholder), another one for visitors.
  if (signedIn) cookies.push(`${SESSION_COOKIE}=${NEUTRAL_SESSION}`);
  const country = req.headers[countryHeader.toLowerCase()];
  return JSON.stringify([
    url,
    req.headers.host ?? '',
    req.headers['accept-language'] ?? '',
    typeof country === 'string' ? country : '',
    cookies.sort(),
  ]);
}

/**
 * @typedef {{ status: number; headers: Record<string, string | string[]>; body: Buffer; gzipped: Buffer | null }} Page
 * @typedef {{ page: Page; state: 'hit' | 'stale' | 'miss' }} Answer
 */

/**
 * Only a complete 200 HTML page that sets no cookie may be handed to other visitors.
 * @param {Page} page
 */
export function isShareable(page) {
  const type = page.headers['content-type'];
  return (
    page.status === 200 &&
    page.headers['set-cookie'] === undefined &&
    typeof type === 'string' &&
    type.startsWith('text/html')
  );
}

/**
 * Pages by key with their render time, one render at a time per key, least recently used dropped beyond
 * `maxBytes`.
 * @param {{ ttlMs: number; staleMs: number; maxBytes: number; now?: () => number }} options
 */
export function createPageCache({ ttlMs, staleMs, maxBytes, now = Date.now }) {
  /** @type {Map<string, { page: Page; renderedAt: number; size: number }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<Page>>} */
  const renders = new Map();
  let bytes = 0;

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  /**
   * @param {string} key
   * @param {Page} page
   * @param {number} renderedAt when the render was ready
   */
  const store = (key, page, renderedAt) => {
    remove(key);
    const size = page.body.length + (page.gzipped?.length ?? 0);
    if (!isShareable(page) || size > maxBytes) return;
    entries.set(key, { page, renderedAt, size });
    bytes += size;
    for (const oldKey of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldKey);
    }
  };

  /**
   * @param {string} key
   * @param {() => Promise<Page>} render
   */
  const renderOnce = (key, render) => {
    const pending = renders.get(key);
    if (pending) return { promise: pending, joined: true };
    const promise = render()
      .then((page) => {
        // Kept from when the render is ready, not from when it began: on a busy node a render can take longer
        // than the time to live, and counting from its start would drop every page as it arrives, so each
        // visitor would render again exactly when renders are slowest. The prices in it are at most the
        // render's time older; the page's real-time subscription brings the rest after hydration.
        if (isShareable(page)) store(key, page, now());
        else remove(key);
        return page;
      })
      .finally(() => renders.delete(key));
    renders.set(key, promise);
    return { promise, joined: false };
  };

  return {
    /**
     * The page for `key`: kept bytes while fresh, kept bytes plus a background render while stale, else a
     * render (shared with requests already waiting for it). `shared` is false when the page came from a render
     * this request did not start and may not be shared (it set a cookie or failed): then render your own.
     * @param {string} key
     * @param {() => Promise<Page>} render
     * @returns {Promise<Answer & { shared: boolean }>}
     */
    async get(key, render) {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.renderedAt;
        if (age < ttlMs) {
          entries.delete(key);
          entries.set(key, entry);
          return { page: entry.page, state: 'hit', shared: true };
        }
        if (age < staleMs) {
          // A failed background render leaves the kept page to age out; the visitor is not delayed.
          renderOnce(key, render).promise.catch(() => undefined);
          return { page: entry.page, state: 'stale', shared: true };
        }
        remove(key);
      }
      const { promise, joined } = renderOnce(key, render);
      const page = await promise;
      return { page, state: 'miss', shared: !joined || isShareable(page) };
    },
    get stats() {
      return { entries: entries.size, bytes, rendering: renders.size };
    },
  };
}

/**
 * The request's cookies with a session's value replaced by the neutral one, so a page kept for every signed-in
 * player is never rendered with one player's session.
 * @param {string} header
 */
export function withNeutralSession(header) {
  return header
    .split(';')
    .map((pair) =>
      pair.trim().startsWith(`${SESSION_COOKIE}=`) ? `${SESSION_COOKIE}=${NEUTRAL_SESSION}` : pair.trim(),
    )
    .join('; ');
}

/**
 * Renders a page by asking this same server for it with the marker header, so the request goes through all of
 * Next.js (proxy, layouts, page) exactly as a visitor's would. The answer is read whole, its scripts are moved
 * after the first paint (paint-first.mjs), its script policy pinned to the hashes of its inline scripts
 * (content-security-policy.mjs) and it is gzipped once.
 * @param {{ host: string; port: number; secret: string }} target
 * @returns {(req: import('node:http').IncomingMessage) => Promise<Page>}
 */
export function selfRenderer({ host, port, secret }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, timeout: UPSTREAM_IDLE_TIMEOUT_MS });
  return (req) =>
    new Promise((resolve, reject) => {
      const headers = {
        ...req.headers,
        ...(req.headers.cookie === undefined ? {} : { cookie: withNeutralSession(req.headers.cookie) }),
        [RENDER_HEADER]: secret,
        'accept-encoding': 'identity',
      };
      const outgoing = httpRequest(
        { host, port, path: req.url, method: 'GET', headers, agent },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', async () => {
            /** @type {Record<string, string | string[]>} */
            const kept = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined && !DROPPED_HEADERS.has(name)) kept[name] = value;
            }
            /** @type {Page} */
            const page = {
              status: response.statusCode ?? 500,
              headers: kept,
              body: Buffer.concat(chunks),
              gzipped: null,
            };
            try {
              if (isShareable(page)) {
                const html = paintFirst(page.body.toString('utf8'));
                // Served to many visitors: the render's nonce gives way to the hashes of its inline scripts.
                const policy = page.headers['content-security-policy'];
                if (typeof policy === 'string')
                  page.headers['content-security-policy'] = keptPagePolicy(policy, html);
                page.body = Buffer.from(html);
                page.gzipped = await gzipAsync(page.body);
              }
              resolve(page);
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
}

/**
 * Writes a kept or rendered page, gzipped when the visitor accepts it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Answer} answer
 */
export function sendPage(req, res, { page, state }) {
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = acceptsGzip && page.gzipped ? page.gzipped : page.body;
  const vary = page.headers.vary;
  res.writeHead(page.status, {
    ...page.headers,
    ...(body === page.gzipped ? { 'content-encoding': 'gzip' } : {}),
    ...(vary === undefined || /accept-encoding/i.test(String(vary))
      ? {}
      : { vary: `${vary}, Accept-Encoding` }),
    'content-length': body.length,
    [STATE_HEADER]: state,
  });
  res.end(body);
}

/**
 * Wraps a request handler (Next.js's) with the page cache. `ttlMs` 0 turns it off.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ ttlMs: number; staleMs?: number; maxBytes?: number; countryHeader: string; target: () => { host: string; port: number } }} options
 */
export function withPageCache(
  handle,
  { ttlMs, staleMs = ttlMs * 3, maxBytes = 64 * 1024 * 1024, countryHeader, target },
) {
  if (ttlMs <= 0) return handle;
  const secret = randomBytes(18).toString('base64url');
  const cache = createPageCache({ ttlMs, staleMs, maxBytes });
  /** @type {ReturnType<typeof selfRenderer> | undefined} */
  let render;
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return (req, res) => {
    if (req.headers[RENDER_HEADER] === secret) return handle(req, res);
    const key = pageCacheKey(req, { countryHeader });
    if (key === null) return handle(req, res);
    render ??= selfRenderer({ ...target(), secret });
    const renderer = render;
    cache
      .get(key, () => renderer(req))
      .then(
        (answer) => (answer.shared ? sendPage(req, res, answer) : handle(req, res)),
        // The render request itself failed (not an error page): let Next.js answer this visitor directly.
        () => handle(req, res),
      );
  };
}
