// The web process's WebSocket upgrade forwarder (apps/web/server/realtime-upgrade.mjs) against http-proxy-3's ws
// proxy, and a direct connection, in front of a ws echo server: handshake + close, and echo round trips over one
// connection. http-proxy-3 is not a dependency: `npm install --no-save http-proxy-3@2` first (ADR 024).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createProxyServer } from 'http-proxy-3';
import { upgradeForwarder } from '../../apps/web/server/realtime-upgrade.mjs';

const require = createRequire(import.meta.url);
const { WebSocket, WebSocketServer } = require('ws');

const api = createServer();
const wss = new WebSocketServer({ server: api });
wss.on('connection', (ws) => ws.on('message', (m) => ws.send(m)));
await new Promise((r) => api.listen(0, '127.0.0.1', r));
const apiUrl = new URL(`http://127.0.0.1:${api.address().port}`);

const hand = upgradeForwarder(apiUrl);
const proxy = createProxyServer({ target: apiUrl.origin, ws: true, xfwd: false });
proxy.on('error', (_e, _req, socket) => socket?.destroy?.());
const lib = (req, socket, head) =>
  proxy.ws(req, socket, head, {
    headers: { 'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '' },
  });

async function front(handler) {
  const s = createServer((_q, r) => r.end());
  s.on('upgrade', handler);
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  return s;
}
const open = (port) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/connection/websocket`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
async function handshakes(port, n) {
  const t = performance.now();
  for (let i = 0; i < n; i++) {
    const ws = await open(port);
    ws.close();
  }
  return (performance.now() - t) / n;
}
async function echoes(port, n) {
  const ws = await open(port);
  const payload = 'x'.repeat(200);
  const t = performance.now();
  for (let i = 0; i < n; i++)
    await new Promise((r) => {
      ws.once('message', r);
      ws.send(payload);
    });
  const ms = (performance.now() - t) / n;
  ws.close();
  return ms;
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const servers = {
  'hand-written pipe': await front(hand),
  'http-proxy-3 ws': await front(lib),
  'direct (no proxy)': { address: () => ({ port: Number(apiUrl.port) }) },
};
const results = {};
for (let round = 0; round < 5; round++) {
  for (const [name, s] of Object.entries(servers)) {
    const port = s.address().port;
    const h = await handshakes(port, 200);
    const e = await echoes(port, 3000);
    results[name] ??= { h: [], e: [] };
    results[name].h.push(h * 1000);
    results[name].e.push(e * 1000);
  }
}
for (const [name, r] of Object.entries(results))
  console.log(
    `${name.padEnd(20)} handshake+close µs median of 5 runs (200 each): ${median(r.h).toFixed(0)} (${r.h.map((x) => x.toFixed(0)).join(', ')}); echo round trip µs median of 5 (3000 each): ${median(r.e).toFixed(0)} (${r.e.map((x) => x.toFixed(0)).join(', ')})`,
  );
process.exit(0);
