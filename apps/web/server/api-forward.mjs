// @ts-check
// HTTP requests under /api/ and /spi/, streamed to the API server by this process instead of Next.js's rewrite
// (ADR 037). The rewrite ran every API call through Next.js's request handling and its proxy (src/proxy.ts):
// about a quarter of the API's own throughput through the web origin. Here a request costs one pipe each way on
// a kept-alive connection. Headers pass as the request holds them once `withClientAddress` has set
// X-Forwarded-For and dropped a client's own hop headers (client-address.mjs); hop-by-hop headers stay on their
// own connection. Bodies, cookies and Set-Cookie pass through unchanged, byte for byte (compressed answers too).
import { Agent, request as httpRequest } from 'node:http';
import { UPSTREAM_IDLE_TIMEOUT_MS } from './keep-alive.mjs';

/** Paths the API serves on the web origin (src/shared/routing/proxy-decision.ts isApiPath says the same). */
export const API_PATH_PREFIXES = ['/api/', '/spi/'];

/** @param {string | undefined} url */
export const isApiRequest = (url) =>
  url === '/api' || API_PATH_PREFIXES.some((prefix) => Boolean(url?.startsWith(prefix)));

// RFC 9110 7.6.1: they describe one connection, so neither side's values are passed to the other connection.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
function endToEnd(headers) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const kept = {};
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

/** The error body of the spec (packages/contracts errors.ts) for an API this process cannot reach. */
const UNREACHABLE = JSON.stringify({
  code: 'service_unavailable',
  message: 'The API server cannot be reached',
  data: {},
});

/**
 * Streams requests to `api`, keeping up to `maxSockets` connections open between calls.
 * @param {URL} api the API server's origin
 * @param {{ maxSockets?: number }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function apiForwarder(api, { maxSockets = 256 } = {}) {
  const agent = new Agent({
    keepAlive: true,
    maxSockets,
    maxFreeSockets: 64,
    timeout: UPSTREAM_IDLE_TIMEOUT_MS,
  });
  const port = Number(api.port || 80);
  return (req, res) => {
    const headers = endToEnd(req.headers);
    headers.host = api.host;
    const outgoing = httpRequest(
      { host: api.hostname, port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    outgoing.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      res.end(UNREACHABLE);
    });
    // A visitor who goes away cancels the API call as well.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  };
}
