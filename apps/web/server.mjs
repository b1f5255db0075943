// The web process: Next.js behind a small Node HTTP server, so the browser talks to one origin for pages,
// the API and real time. HTTP under /api/* is forwarded by src/proxy.ts; WebSocket upgrades on
// /connection/websocket are piped here to the API server, since Next.js's proxy cannot forward upgrades.
// Anonymous page views go through a one-second page cache first (server/page-cache.mjs; PAGE_CACHE_MS=0: off).
import { createServer } from 'node:http';
import { connect } from 'node:net';
import next from 'next';
import { withPageCache } from './server/page-cache.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:4000');
const REALTIME_PATH = '/connection/websocket';

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const nextUpgrade = app.getUpgradeHandler();

/** Replays the upgrade request to the API server and pipes the two sockets together. */
function forwardUpgrade(req, socket, head) {
  const upstream = connect(Number(api.port || 80), api.hostname, () => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      if (name.toLowerCase() === 'x-forwarded-for') continue;
      lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`X-Forwarded-For: ${forwardedFor}`, '', '');
    upstream.write(lines.join('\r\n'));
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
}

const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 1000);
const server = createServer(
  withPageCache((req, res) => handle(req, res), {
    ttlMs: Number.isFinite(pageCacheMs) ? pageCacheMs : 1000,
    countryHeader: process.env.COUNTRY_HEADER || 'cf-ipcountry',
    // Renders go to this same server on loopback when it listens on every interface.
    target: () => ({ host: ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname, port }),
  }),
);
server.on('upgrade', (req, socket, head) => {
  if (req.url === REALTIME_PATH || req.url?.startsWith(`${REALTIME_PATH}?`))
    forwardUpgrade(req, socket, head);
  else nextUpgrade(req, socket, head);
});
server.listen(port, hostname, () => {
  console.log(`web listening on http://${hostname}:${port}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
