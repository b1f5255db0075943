// The web process: Next.js behind a small Node HTTP server (server/web-server.mjs), so the browser talks to one
// origin for pages, the API and real time. HTTP under /api/* is forwarded by src/proxy.ts; WebSocket upgrades on
// /connection/websocket are piped to the API server, since Next.js's proxy cannot forward upgrades. Both carry
// X-Forwarded-For with the client's address as this process derives it (TRUSTED_PROXIES: the hops in front of
// it, e.g. a load balancer; unset: the socket's peer). Anonymous page views go through a one-second page cache
// first (server/page-cache.mjs; PAGE_CACHE_MS=0: off). Every answer gets the security headers, every page a
// Content-Security-Policy (server/security-headers.mjs; EMBED_ALLOWED_ORIGINS: who may frame the site).
import next from 'next';
import { trustedHops } from './server/client-address.mjs';
import { securitySettings } from './server/security-headers.mjs';
import { createWebServer } from './server/web-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:4000');
// Read before Next.js starts, so a bad list stops the process at once with the entry it could not read.
const isTrustedHop = trustedHops(process.env.TRUSTED_PROXIES);
const security = securitySettings(process.env);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 1000);
const server = createWebServer({
  handle: (req, res) => handle(req, res),
  upgrade: app.getUpgradeHandler(),
  api,
  isTrustedHop,
  security,
  pageCache: {
    ttlMs: Number.isFinite(pageCacheMs) ? pageCacheMs : 1000,
    countryHeader: process.env.COUNTRY_HEADER || 'cf-ipcountry',
    // Renders go to this same server on loopback when it listens on every interface.
    target: () => ({ host: ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname, port }),
  },
});
server.listen(port, hostname, () => {
  console.log(`web listening on http://${hostname}:${port}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
