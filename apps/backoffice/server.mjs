// The back office's own process (ADR 036): serves the built app with a strict Content-Security-Policy and
// forwards /api/backoffice/* to the API, so the staff cookie and the app share one origin. Nothing else of the
// API is reachable through it.
import { readFile } from 'node:fs/promises';
import { createServer, request as forward } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3300);
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:4000');

/** Only our own files, no inline script or style, no framing, forms and fetches to this origin only. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
};

const FILES = {
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/styles.css': ['styles.css', 'text/css; charset=utf-8'],
};

// Headers a client may not decide for the API: who it is, and how it reached us.
const DROPPED = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

function proxy(req, res) {
  const headers = { ...req.headers, host: api.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  for (const name of DROPPED.slice(1)) delete headers[name];
  const upstream = forward(
    { host: api.hostname, port: api.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'bad_gateway', message: 'The API did not answer.', data: {} }));
  });
  req.pipe(upstream);
}

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/api/backoffice/') || path === '/api/backoffice') return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, SECURITY_HEADERS);
    return res.end();
  }
  if (path === '/health') {
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/plain' });
    return res.end('ok');
  }
  // Every other path is the app (its screens are client-side routes).
  const [file, type] = FILES[path] ?? ['index.html', 'text/html; charset=utf-8'];
  try {
    const body = await readFile(join(dist, file));
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': type });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/plain' });
    res.end('The back office is not built: run npm run build.');
  }
});

server.listen(port, host, () => console.log(`back office on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
