import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trustedHops } from './client-address.mjs';
import { scriptNonce } from './content-security-policy.mjs';
import { STATE_HEADER } from './page-cache.mjs';
import { securitySettings } from './security-headers.mjs';
import { createWebServer } from './web-server.mjs';

// The web server as server.mjs assembles it (page cache on), with Next.js replaced by a stand-in that does what
// Next.js does with the request's policy: reads its nonce and writes it on its own scripts. One more inline
// script without the nonce plays markup injected into the page.
const INJECTED = 'alert("injected")';
const FLIGHT = '(self.__next_f=self.__next_f||[]).push([0])';

function next(req: IncomingMessage, res: ServerResponse) {
  if (req.url?.startsWith('/api/')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  const nonce = scriptNonce(String(req.headers['content-security-policy'] ?? ''));
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a1.js" async=""${attribute}></script></head>` +
        `<body><h1>Sports</h1><script${attribute}>${FLIGHT}</script><script>${INJECTED}</script></body></html>`,
    );
}

const started: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function startWebServer(env: Record<string, string> = {}) {
  let port = 0;
  const server = createWebServer({
    handle: next,
    upgrade: (_req, socket) => socket.destroy(),
    api: new URL('http://127.0.0.1:9'),
    isTrustedHop: trustedHops(undefined),
    security: securitySettings(env),
    pageCache: { ttlMs: 60_000, countryHeader: 'cf-ipcountry', target: () => ({ host: '127.0.0.1', port }) },
  });
  started.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers });
}

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SIGNED_IN = { cookie: 'sb_session=session-of-a-player' };

describe('security headers of the web', () => {
  it('every answer: nosniff, referrer policy, permissions policy; no HSTS over http', async () => {
    const get = await startWebServer();
    for (const [path, headers] of [
      ['/en', {}],
      ['/en', SIGNED_IN],
      ['/api/sportsbook/sports', {}],
    ] as const) {
      const response = await get(path, headers);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    // The API's answers carry the API's own policy (apps/server http/security-headers.ts), not a page's.
    expect((await get('/api/sportsbook/sports')).headers.get('content-security-policy')).toBeNull();
  });

  it('a page rendered for one visitor allows its scripts by a nonce of its own, never inline ones', async () => {
    const get = await startWebServer();
    const nonces = [];
    for (let visit = 0; visit < 2; visit++) {
      // A player's favourites are rendered for them alone (every other page is kept for all players, ADR 037).
      const response = await get('/en/favorites', SIGNED_IN);
      expect(response.headers.get(STATE_HEADER)).toBeNull();
      const policy = response.headers.get('content-security-policy');
      const scripts = directive(policy, 'script-src');
      expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      const nonce = scriptNonce(policy ?? '');
      expect(await response.text()).toContain(`<script nonce="${nonce}">${FLIGHT}</script>`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('a kept page names the hashes of its own inline scripts, not the injected one, on a miss and a hit', async () => {
    const get = await startWebServer();
    for (const state of ['miss', 'hit']) {
      const response = await get('/en/football');
      expect(response.headers.get(STATE_HEADER)).toBe(state);
      const html = await response.text();
      const loader = /<script nonce="[^"]+">(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(loader, 'the paint-first loader').toBeDefined();
      const scripts = directive(response.headers.get('content-security-policy'), 'script-src');
      expect(scripts).toBe(`script-src 'self' ${sha256(loader ?? '')} ${sha256(FLIGHT)}`);
      expect(scripts).not.toContain(sha256(INJECTED));
      expect(scripts).not.toMatch(/nonce|unsafe/);
    }
  });

  it("a client's own policy header does not choose the nonce", async () => {
    const get = await startWebServer();
    const chosen = "script-src 'nonce-chosenByTheClient'";
    for (const headers of [
      { ...SIGNED_IN, 'content-security-policy': chosen },
      { ...SIGNED_IN, 'content-security-policy-report-only': chosen },
    ]) {
      const response = await get('/en', headers);
      expect(await response.text()).not.toContain('chosenByTheClient');
      expect(response.headers.get('content-security-policy')).not.toContain('chosenByTheClient');
    }
  });

  it('frames: the site and the origins of EMBED_ALLOWED_ORIGINS; HSTS when the site is served over https', async () => {
    const get = await startWebServer({
      EMBED_ALLOWED_ORIGINS: 'https://partner.example, https://*.casino.example:8443/',
      PUBLIC_URL: 'https://sportsbook.example',
    });
    for (const headers of [{}, SIGNED_IN]) {
      const response = await get('/en/live', headers);
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe(
        "frame-ancestors 'self' https://partner.example https://*.casino.example:8443",
      );
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it("a configured tag manager's origin may serve scripts, images and beacons, on rendered and kept pages", async () => {
    const get = await startWebServer({
      TAG_MANAGER_ID: 'GTM-AB12CD',
      TAG_MANAGER_ORIGIN: 'http://tags.localhost:9/',
    });
    for (const headers of [SIGNED_IN, {}, {}]) {
      const policy = (await get('/en/football', headers)).headers.get('content-security-policy');
      expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' .+ http:\/\/tags\.localhost:9$/);
      expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: http://tags.localhost:9");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://tags.localhost:9");
    }
    // Without a container id the policy names no tag manager at all.
    const plain = (await (await startWebServer())('/en', SIGNED_IN)).headers.get('content-security-policy');
    expect(plain).not.toContain('googletagmanager');
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self'");
    expect(
      directive(
        (await (await startWebServer({ TAG_MANAGER_ID: 'GTM-AB12CD' }))('/en', SIGNED_IN)).headers.get(
          'content-security-policy',
        ),
        'connect-src',
      ),
    ).toBe("connect-src 'self' https://www.googletagmanager.com");
  });

  it('refuses a tag manager setting it cannot read', () => {
    for (const env of [
      { TAG_MANAGER_ID: 'UA-12345' },
      { TAG_MANAGER_ID: "GTM-AB12CD 'unsafe-inline'" },
      { TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_ORIGIN: "https://a.example 'unsafe-inline'" },
      { TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_ORIGIN: 'https://a.example/path' },
    ]) {
      expect(() => securitySettings(env), JSON.stringify(env)).toThrow(/TAG_MANAGER_(ID|ORIGIN)/);
    }
  });

  it("lets pages connect to the error-reporting DSN's origin, and only with a DSN (ADR 033)", async () => {
    const reporting = await startWebServer({ SENTRY_DSN: 'https://key@errors.example.com:8443/7' });
    for (const headers of [{}, SIGNED_IN]) {
      const response = await reporting('/en/live', headers);
      expect(directive(response.headers.get('content-security-policy'), 'connect-src')).toBe(
        "connect-src 'self' https://errors.example.com:8443",
      );
    }
    const quiet = await startWebServer();
    const response = await quiet('/en/live');
    expect(directive(response.headers.get('content-security-policy'), 'connect-src')).toBe(
      "connect-src 'self'",
    );
    expect(() => securitySettings({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
  });

  it('refuses an embedding origin it cannot read', () => {
    for (const bad of [
      'partner.example',
      'https://partner.example/path',
      "https://a.example 'unsafe-inline'",
    ]) {
      expect(() => securitySettings({ EMBED_ALLOWED_ORIGINS: bad }), bad).toThrow(/EMBED_ALLOWED_ORIGINS/);
    }
  });
});
