// Pages and the API path (also run by `npm run bench`; ADR 037): starts the built product on its own ports and,
// with --before <checkout>, another built checkout (e.g. main before a change) next to it, then on each
//   (a) loads one match page as a visitor and as a signed-in player (a session cookie),
//   (b) loads GET /api/sportsbook/matches?limit=50 on the API port and through the web origin,
//   (c) loads that list asking for gzip (what a browser sends), to see compression's CPU cost,
//   (d) counts the bytes of one list answer and one match answer, plain and as each encoding sends them.
// Each load runs in a process of its own (autocannon, lib/load-process.mjs), one at a time; medians of --runs.
// Targets (2-core machine): signed-in match page >= 1,000 req/s, p99 < 100 ms, within 10% of the visitor's; the
// web origin's list within 10% of the API port's. It builds nothing: run `node scripts/build.mjs` first.
// The signed-in cookie is a made-up session: no catalogue or match page reads the session on the server (ADR
// 037), so its render costs what a real player's does; the favourites page, which does, is not measured here.
// Usage: node bench/pages.mjs [--before <checkout>] [--web-port 3820] [--api-port 4820] [--connections 10]
//          [--seconds 10] [--warmup 3] [--runs 3] [--json out.json]
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measureInProcess } from './lib/load-process.mjs';
import { missingBuild, startProduct } from './lib/product.mjs';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    'web-port': { type: 'string', default: process.env.BENCH_WEB_PORT ?? '3820' },
    'api-port': { type: 'string', default: process.env.BENCH_API_PORT ?? '4820' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});

const SIGNED_IN = { cookie: 'sb_session=bench-player-session; sb_csrf=bench' };
const LIST_PATH = '/api/sportsbook/matches?limit=50';
const checkouts = [
  ...(args.before ? [{ name: 'before', root: args.before, offset: 1 }] : []),
  { name: 'after', root: undefined, offset: 0 },
];
for (const checkout of checkouts) {
  const missing = missingBuild(checkout.root);
  if (missing.length > 0) {
    console.error(`Nothing to measure in ${checkout.name}: not built (missing ${missing.join(', ')}).`);
    process.exit(1);
  }
}

/** The raw bytes of one answer as they travel (no decoding), with the encoding the server chose. */
function rawBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function pickMatchPath(apiOrigin) {
  const response = await fetch(`${apiOrigin}/api/sportsbook/matches?type=match&match_status=0&limit=100`);
  const { data } = await response.json();
  const match = [...data].sort((a, b) => b.available_markets - a.available_markets)[0];
  if (!match) throw new Error('no prematch match to benchmark');
  return { id: match.id, path: `/en/${match.sport.key}/${match.slug}` };
}

const load = {
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  warmupSeconds: Number(args.warmup),
  runs: Number(args.runs),
};
const loadAverage = () => loadavg().map((n) => Number(n.toFixed(2)));
const report = {
  date: new Date().toISOString(),
  settings: args,
  loadAverageBefore: loadAverage(),
  results: {},
};

const products = [];
try {
  for (const checkout of checkouts) {
    products.push({
      ...checkout,
      product: await startProduct({
        webPort: Number(args['web-port']) + checkout.offset,
        apiPort: Number(args['api-port']) + checkout.offset,
        root: checkout.root,
      }),
    });
  }
  for (const { name, product } of products) {
    const match = await pickMatchPath(product.apiOrigin);
    const page = `${product.webOrigin}${match.path}`;
    const rows = {};
    for (const [row, url, headers] of [
      ['match page, visitor', page, {}],
      ['match page, signed in', page, SIGNED_IN],
      ['list via API port', `${product.apiOrigin}${LIST_PATH}`, {}],
      ['list via web origin', `${product.webOrigin}${LIST_PATH}`, {}],
      ['list via API port, gzip', `${product.apiOrigin}${LIST_PATH}`, { 'accept-encoding': 'gzip' }],
    ]) {
      console.log(`[${name}] ${row}: ${url}`);
      rows[row] = await measureInProcess({ url, headers, ...load });
    }
    const bytes = {};
    for (const [what, url] of [
      ['list (limit=50)', `${product.apiOrigin}${LIST_PATH}`],
      ['match', `${product.apiOrigin}/api/sportsbook/matches/${match.id}`],
    ]) {
      bytes[what] = {};
      for (const encoding of ['identity', 'gzip', 'br'])
        bytes[what][encoding] = await rawBytes(url, encoding);
    }
    report.results[name] = { match, rows, bytes };
  }
} finally {
  for (const { product } of products) await product.stop();
}
report.loadAverageAfter = loadAverage();

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
console.log(
  `\nLoad average (1, 5, 15 min) before: ${report.loadAverageBefore.join(', ')}; after: ${report.loadAverageAfter.join(', ')}`,
);
console.log('\n| build | load | req/s | p50 ms | p99 ms | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, { rows }] of Object.entries(report.results)) {
  for (const [row, result] of Object.entries(rows)) {
    const m = result.median;
    console.log(
      `| ${name} | ${row} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${result.totals.non2xx} | ${result.totals.errors} |`,
    );
  }
  const rps = (row) => rows[row].median.rps;
  console.log(
    `| ${name} | signed in / visitor | ${fmt((100 * rps('match page, signed in')) / rps('match page, visitor'))} % | | | | |`,
  );
  console.log(
    `| ${name} | web origin / API port | ${fmt((100 * rps('list via web origin')) / rps('list via API port'))} % | | | | |`,
  );
}
console.log('\n| build | answer | identity bytes | gzip bytes (sent as) | br bytes (sent as) |');
console.log('|---|---|---|---|---|');
for (const [name, { bytes }] of Object.entries(report.results)) {
  for (const [what, sizes] of Object.entries(bytes)) {
    console.log(
      `| ${name} | ${what} | ${sizes.identity.bytes} | ${sizes.gzip.bytes} (${sizes.gzip.encoding}) | ${sizes.br.bytes} (${sizes.br.encoding}) |`,
    );
  }
}
if (args.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}
