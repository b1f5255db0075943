import { request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer, type Server as NetServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, HOP_HEADERS, trustedHops } from './client-address.mjs';
import { securitySettings } from './security-headers.mjs';
import { createWebServer } from './web-server.mjs';

// The web server as server.mjs assembles it, with Next.js replaced by a handler that reports the X-Forwarded-For
// it was given (what the /api rewrite copies to the API) and the API by a socket that records the upgrade
// request replayed to it. Clients connect from 127.0.0.2 so the socket's peer differs from the server's address.

const CLIENT = '127.0.0.2';
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

/** A stand-in API that answers every upgrade with 101 and keeps the request heads it was sent. */
async function fakeApi() {
  const heads: string[] = [];
  const server = createNetServer((socket) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      heads.push(text.slice(0, text.indexOf('\r\n\r\n')));
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return { origin: new URL(`http://127.0.0.1:${port}`), heads };
}

async function startWebServer(trustedProxies?: string) {
  const api = await fakeApi();
  const server = createWebServer({
    handle: (req, res) => res.end(String(req.headers['x-forwarded-for'])),
    upgrade: (_req, socket) => socket.destroy(),
    api: api.origin,
    isTrustedHop: trustedHops(trustedProxies),
    security: securitySettings({}),
    pageCache: { ttlMs: 0, countryHeader: 'cf-ipcountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
  });
  const port = await listen(server);

  /** The X-Forwarded-For the /api rewrite would send for a request carrying `forwardedFor`. */
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
          response.on('end', () => resolve(body));
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

  return { httpForwardedFor, upgradeForwardedFor };
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

  /** The headers the handler behind the web server (Next.js, and so the /api rewrite) is given. */
  async function headersSeen(trustedProxies?: string) {
    const server = createWebServer({
      handle: (req, res) => res.end(JSON.stringify(req.headers)),
      upgrade: (_req, socket) => socket.destroy(),
      api: new URL('http://127.0.0.1:9'),
      isTrustedHop: trustedHops(trustedProxies),
      security: securitySettings({}),
      pageCache: { ttlMs: 0, countryHeader: 'CF-IPCountry', target: () => ({ host: '127.0.0.1', port: 0 }) },
    });
    const port = await listen(server);
    return new Promise<Record<string, string>>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, path: '/api/platform/country', localAddress: CLIENT, headers: spoofed },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body)));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('are dropped before Next.js or the API see them, each of them', async () => {
    const seen = await headersSeen();
    for (const name of Object.keys(spoofed)) expect(seen[name], name).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe(CLIENT);
  });

  it('are passed on from a trusted hop (the CDN or balancer that sets them)', async () => {
    const seen = await headersSeen(CLIENT);
    for (const [name, value] of Object.entries(spoofed)) expect(seen[name], name).toBe(value);
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
