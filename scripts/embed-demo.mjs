// The demo host page of the embedding (ADR 032, docs/embedding.md): a page on another origin that frames the
// sportsbook, sizes the frame from its viewport messages, sends apply_bet_code and change_locale, and logs every
// message. `npm start` serves it in development; `node scripts/embed-demo.mjs` alone serves it on EMBED_DEMO_PORT.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/host.js': ['host.js', 'text/javascript; charset=utf-8'],
};

/**
 * Serves the demo host on 127.0.0.1:port, framing `sportsbookUrl` (an origin such as http://localhost:3000).
 * @param {{ port: number; sportsbookUrl: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startEmbedDemo({ port, sportsbookUrl }) {
  const server = createServer(async (req, res) => {
    const file = FILES[new URL(req.url ?? '/', 'http://demo').pathname];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const [name, type] = file;
    const text = await readFile(join(import.meta.dirname, 'embed-demo', name), 'utf8');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      // Its own scripts only; frames from anywhere (the e2e test adds a foreign one beside the sportsbook).
      'content-security-policy':
        "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-src http: https:",
    });
    res.end(text.replaceAll('__SPORTSBOOK_URL__', sportsbookUrl));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.EMBED_DEMO_PORT ?? 3001);
  const sportsbookUrl = process.env.SPORTSBOOK_URL ?? 'http://localhost:3000';
  await startEmbedDemo({ port, sportsbookUrl });
  console.log(`Demo host on http://127.0.0.1:${port}, framing ${sportsbookUrl}`);
}
