import { Agent, createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { errorBodySchema, HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, HOP_HEADERS, trustedHops } from './client-address.mjs';
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.mjs';
import { securitySettings } from './security-headers.mjs';
import { createWebServer } from './web-server.mjs';

// The web server as server.mjs assembles it, with Next.js replaced by a handler that reports the X-Forwarded-For
// it was given (what the /api rewrite copies to the API) and the API by a socket that records the upgrade
// request replayed to it. Clients connect from 127.0.0.2 so the socket's peer differs from the server's address.

const CLIENT = '127.0.0.2';
const keptAgent = new Agent({ keepAlive: true });
const started: (Server | NetServer)[] = [];

afterEach(async () => {
  await Promise.all(
    started.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
});

const listen = <T extends Server | NetServer>(server: T) =>
  new Promise<number>((resolve) => {
    started.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * A stand-in API: an HTTP request is answered with the headers, method, path and body it arrived with (and a
 * cookie set), an upgrade with 101, keeping the request heads it was sent.
 */
async function fakeApi() {
  const heads: string[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1; HttpOnly', 'b=2'] });
      res.end(JSON.stringify({ headers: req.headers, method: req.method, url: req.url, body }));
    });
  });
  server.on('upgrade', (req, socket) => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    heads.push(lines.join('\r\n'));
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return { origin: new URL(`http://127.0.0.1:${port}`), heads };
}

async function startWebServer(trustedProxies?: string) {
  const api = await fakeApi();
  const server = createWebServer({
    handle: (_req, res) => res.end('Next.js'),
    upgrade: (_req, socket) => socket.destroy(),
    api: api.origin,
    isTrustedHop: trustedHops(trustedProxies),
    security: securitySettings({}),
    pageCache: { ttlMs: 0, countryHeader: 'cf-ipcountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
  });
  const port = await listen(server);

  /** The X-Forwarded-For the API is sent for a request to /api carrying `forwardedFor`. */
  const httpForwardedFor = (forwardedFor?: string) =>
    new Promise<string>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/platform/users/sign_in',
          localAddress: CLIENT,
          headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body).headers['x-forwarded-for']));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });

  /** The X-Forwarded-For lines of the upgrade request replayed to the API for a client sending `forwardedFor`. */
  const upgradeForwardedFor = (forwardedFor?: string) =>
    new Promise<string[]>((resolve, reject) => {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/connection/websocket',
        localAddress: CLIENT,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
      });
      outgoing.on('upgrade', (_response, socket) => {
        socket.destroy();
        const head = api.heads.at(-1) ?? '';
        resolve(
          head
            .split('\r\n')
            .filter((line) => /^x-forwarded-for:/i.test(line))
            .map((line) => line.slice(line.indexOf(':') + 1).trim()),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  return { httpForwardedFor, upgradeForwardedFor, port, api };
}

describe('X-Forwarded-For as the web server sends it to the API', () => {
  it('replaces what a client sent with the socket peer when nothing in front is trusted', async () => {
    const web = await startWebServer();
    expect(await web.httpForwardedFor('198.51.100.7')).toBe(CLIENT);
    expect(await web.httpForwardedFor('198.51.100.7, 198.51.100.8')).toBe(CLIENT);
    expect(await web.httpForwardedFor()).toBe(CLIENT);
    expect(await web.upgradeForwardedFor('198.51.100.7')).toEqual([CLIENT]);
    expect(await web.upgradeForwardedFor()).toEqual([CLIENT]);
  });

  it('keeps only what trusted hops appended, on both ways to the API', async () => {
    // The peer (127.0.0.2) is the load balancer; it appended the client it saw after the client's own value.
    const web = await startWebServer('127.0.0.0/8');
    expect(await web.httpForwardedFor('198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await web.upgradeForwardedFor('198.51.100.7, 203.0.113.9')).toEqual(['203.0.113.9']);
    // A trusted hop that names nobody: the hop is the client.
    expect(await web.httpForwardedFor()).toBe(CLIENT);
  });
});

describe('hop and country headers a client writes itself', () => {
  const spoofed = Object.fromEntries(
    [...HOP_HEADERS, 'cf-ipcountry'].map((name) => [name, name === 'cf-ipcountry' ? 'US' : 'evil.example']),
  );

  /** The headers the API (for /api paths) or Next.js (for pages) is given for a request to `path`. */
  async function headersSeen(trustedProxies?: string, path = '/api/platform/country') {
    const api = await fakeApi();
    const server = createWebServer({
      handle: (req, res) => res.end(JSON.stringify({ headers: req.headers })),
      upgrade: (_req, socket) => socket.destroy(),
      api: api.origin,
      isTrustedHop: trustedHops(trustedProxies),
      security: securitySettings({}),
      pageCache: { ttlMs: 0, countryHeader: 'CF-IPCountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
    });
    const port = await listen(server);
    return new Promise<Record<string, string>>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path, localAddress: CLIENT, headers: spoofed },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body).headers));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('are dropped before Next.js or the API see them, each of them', async () => {
    for (const path of ['/api/platform/country', '/en/live']) {
      const seen = await headersSeen(undefined, path);
      for (const name of Object.keys(spoofed)) expect(seen[name], `${path} ${name}`).toBeUndefined();
      expect(seen['x-forwarded-for']).toBe(CLIENT);
    }
  });

  it('are passed on from a trusted hop (the CDN or balancer that sets them)', async () => {
    const seen = await headersSeen(CLIENT);
    for (const [name, value] of Object.entries(spoofed)) expect(seen[name], name).toBe(value);
  });
});

describe('API calls through the web origin', () => {
  /** One request to the web server, answered with its status, headers and body text. */
  const send = (port: number, path: string, method: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, path, method, localAddress: CLIENT, headers },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      },
    );

  it('stream to the API without Next.js: method, path, query, body, cookies and Set-Cookie as sent', async () => {
    const web = await startWebServer();
    const body = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(100_000) });
    const answer = await send(
      web.port,
      '/api/platform/users/sign_in?x=1&y=%20',
      'POST',
      {
        cookie: 'sb_session=s1; sb_csrf=c1',
        'x-csrf-token': 'c1',
        'content-type': 'application/json',
        connection: 'keep-alive, x-hop',
        'x-hop': 'hop only',
      },
      body,
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2']);
    // The web origin's own headers are on the answer too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    const seen = JSON.parse(answer.text);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/platform/users/sign_in?x=1&y=%20', body });
    expect(seen.headers).toMatchObject({
      cookie: 'sb_session=s1; sb_csrf=c1',
      'x-csrf-token': 'c1',
      host: web.api.origin.host,
      'x-forwarded-for': CLIENT,
    });
    // A header the client named hop-by-hop stays on the client's connection.
    expect(seen.headers['x-hop']).toBeUndefined();
    expect((await send(web.port, '/spi/x', 'GET', {})).status).toBe(201);
  });

  it("answers 503 with the spec's error body when the API cannot be reached", async () => {
    const closed = await listen(createHttpServer());
    await new Promise((resolve) => started.pop()?.close(resolve));
    const server = createWebServer({
      handle: (_req, res) => res.end('Next.js'),
      upgrade: (_req, socket) => socket.destroy(),
      api: new URL(`http://127.0.0.1:${closed}`),
      isTrustedHop: trustedHops(undefined),
      security: securitySettings({}),
      pageCache: { ttlMs: 0, countryHeader: 'cf-ipcountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
    });
    const answer = await send(await listen(server), '/api/platform/country', 'GET', {});
    expect(answer.status).toBe(503);
    expect(errorBodySchema.parse(JSON.parse(answer.text)).code).toBe(HTTP_ERROR_CODES.unavailable);
  });
});

describe('kept-alive connections', () => {
  it('a client is told its idle connection is kept longer than a front keeps its own (nginx: 60 s)', async () => {
    const web = await startWebServer();
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: web.port, path: '/', agent: keptAgent },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.headers['keep-alive'])));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    keptAgent.destroy();
    const seconds = Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1]);
    expect(seconds * 1000).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(seconds).toBeGreaterThan(60);
  });

  it('the web process closes an idle connection to the API before the API would, not racing its close', async () => {
    // An API that keeps idle connections 2 s and says so: the forwarder must close first (after 1 s).
    const closes: ('by the web process' | 'by the API')[] = [];
    const api = createHttpServer((_req, res) => res.end('{}'));
    api.keepAliveTimeout = 2000;
    api.on('connection', (socket) => {
      let ended = false;
      socket.on('end', () => (ended = true));
      socket.on('close', () => closes.push(ended ? 'by the web process' : 'by the API'));
    });
    const apiPort = await listen(api);
    const server = createWebServer({
      handle: (_req, res) => res.end('Next.js'),
      upgrade: (_req, socket) => socket.destroy(),
      api: new URL(`http://127.0.0.1:${apiPort}`),
      isTrustedHop: trustedHops(undefined),
      security: securitySettings({}),
      pageCache: { ttlMs: 0, countryHeader: 'cf-ipcountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
    });
    const port = await listen(server);
    await new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/api/platform/country' }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    await expect.poll(() => closes, { timeout: 5000 }).toHaveLength(1);
    expect(closes).toEqual(['by the web process']);
  });
});

describe('clientAddress', () => {
  const requestFrom = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as unknown as import('node:http').IncomingMessage;

  it('walks right to left through trusted hops and stops at the first address it does not trust', () => {
    const trusted = trustedHops(' 10.0.0.0/8 , 2001:db8::/32');
    expect(clientAddress(requestFrom('10.0.0.1', 'spoof, 203.0.113.9, 10.1.2.3'), trusted)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(requestFrom('::ffff:10.0.0.1', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('2001:db8::5', '2001:db9::1'), trusted)).toBe('2001:db9::1');
    expect(clientAddress(requestFrom('192.0.2.1', '203.0.113.9'), trusted)).toBe('192.0.2.1');
    expect(clientAddress(requestFrom('::ffff:192.0.2.1', '203.0.113.9'), trusted)).toBe('192.0.2.1');
  });

  it('reads entries with ports, and stops at an entry that is no address', () => {
    const trusted = trustedHops('10.0.0.1');
    expect(clientAddress(requestFrom('10.0.0.1', '203.0.113.9:51234'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('10.0.0.1', '[2001:db8::1]:443'), trusted)).toBe('2001:db8::1');
    expect(clientAddress(requestFrom('10.0.0.1', '203.0.113.9, unknown'), trusted)).toBe('10.0.0.1');
  });

  it('refuses a trusted list it cannot read', () => {
    expect(() => trustedHops('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => trustedHops('lb.internal')).toThrow(/not an IP address or CIDR range/);
    expect(trustedHops('')('127.0.0.1')).toBe(false);
  });
});
