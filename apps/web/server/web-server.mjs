// @ts-check
// The web process's HTTP server around Next.js: every request and upgrade first gets X-Forwarded-For set to the
// client's address and loses the hop and country headers a client wrote itself (client-address.mjs), and gets
// the security headers and its script nonce (security-headers.mjs), then anonymous page views go through the
// page cache (page-cache.mjs), API calls are streamed to the API (api-forward.mjs, ADR 037), real-time upgrades
// are piped to the API (realtime-upgrade.mjs) and everything else goes to Next.js. So both ways to the API say
// the same client.
import { createServer } from 'node:http';
import { apiForwarder, isApiRequest } from './api-forward.mjs';
import { withClientAddress } from './client-address.mjs';
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.mjs';
import { withPageCache } from './page-cache.mjs';
import { isRealtimeUpgrade, upgradeForwarder } from './realtime-upgrade.mjs';
import { withSecurityHeaders } from './security-headers.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:stream').Duplex} Socket
 * @param {{
 *   handle: (req: Request, res: import('node:http').ServerResponse) => unknown;
 *   upgrade: (req: Request, socket: Socket, head: Buffer) => unknown;
 *   api: URL;
 *   isTrustedHop: (address: string) => boolean;
 *   pageCache: Parameters<typeof withPageCache>[1];
 *   security: import('./security-headers.mjs').SecuritySettings;
 * }} options `handle` and `upgrade` are Next.js's handlers; `isTrustedHop` is `trustedHops(TRUSTED_PROXIES)`,
 *   `security` is `securitySettings(process.env)`
 */
export function createWebServer({ handle, upgrade, api, isTrustedHop, pageCache, security }) {
  const forwardUpgrade = upgradeForwarder(api);
  const forwardApi = apiForwarder(api);
  const pages = withPageCache(handle, pageCache);
  const server = createServer(
    withClientAddress(
      withSecurityHeaders(
        /** @type {(req: Request, res: import('node:http').ServerResponse) => unknown} */
        (req, res) => (isApiRequest(req.url) ? forwardApi(req, res) : pages(req, res)),
        security,
      ),
      isTrustedHop,
      pageCache.countryHeader,
    ),
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on(
    'upgrade',
    withClientAddress(
      /** @type {(req: Request, socket: Socket, head: Buffer) => unknown} */
      (req, socket, head) =>
        isRealtimeUpgrade(req.url) ? forwardUpgrade(req, socket, head) : upgrade(req, socket, head),
      isTrustedHop,
      pageCache.countryHeader,
    ),
  );
  return server;
}
