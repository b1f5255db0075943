// Pages and the API path (also run by `npm run bench`; ADR 037): starts the built product on its own ports and,
// with --before <checkout>, another built checkout (e.g. main before a change) next to it, then on each
//   (a) loads one match page as a visitor and as a signed-in player (a session cookie), as a browser asks
//       (Accept-Encoding: gzip, deflate, br),
//   (b) loads GET /api/sportsbook/matches?limit=50 on the API port and through the web origin,
//   (c) loads that list again without Accept-Encoding (plain JSON), to see what compression saves and costs,
//       with the CPU milliseconds per request of the web and the API process (from /proc) for every load,
//   (d) with nginx installed, loads the signed-in page and the list through nginx running the README's production
//       routing (deploy/nginx/sportsbook.conf: /api straight to the API, pages to the web), with nginx's CPU,
//   (e) counts the bytes of one list answer and one match answer, plain and as each encoding sends them,
//   (f) with --pin (and nginx), loads the list again with the API process on the first CPU and everything else
//       (load, web process, nginx) on the second (taskset), as production runs the front on machines of its own:
//       the API's throughput is then its own core's, whichever hop is in front of it.
// Each load runs in a process of its own (autocannon, lib/load-process.mjs), one at a time; medians of --runs.
// Targets (2-core machine): signed-in match page >= 1,000 req/s, p99 < 100 ms, within 10% of the visitor's; the
// web origin's list within 10% of the API port's (through the production front, nginx, as well as the web process). It builds nothing: run `node scripts/build.mjs` first.
// The signed-in cookie is a made-up session: no catalogue or match page reads the session on the server (ADR
// 037), so its render costs what a real player's does; the favourites page, which does, is not measured here.
// Usage: node bench/pages.mjs [--before <checkout>] [--web-port 3820] [--api-port 4820] [--connections 10]
//          [--seconds 10] [--warmup 3] [--runs 3] [--json out.json] [--pin]

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startNginxFront } from '../deploy/nginx/run-nginx.mjs';
import { processCpuMs } from './lib/cpu-usage.mjs';
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
    pin: { type: 'boolean', default: false },
  },
});

// What a browser sends: pages and API answers may come gzipped.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const SIGNED_IN = { ...BROWSER, cookie: 'sb_session=bench-player-session; sb_csrf=bench' };
const LIST_PATH = '/api/sportsbook/matches?limit=50';
const checkouts = [
  ...(args.before ? [{ name: 'before', root: resolve(args.before), offset: 1 }] : []),
  { name: 'after', root: resolve(import.meta.dirname, '..'), offset: 0 },
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

/** The process running `script` of the checkout at `root` (found in /proc), for its CPU time. */
function pidOf(root, script) {
  const wanted = join(root, script);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(wanted)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** Puts every thread of `pid` on the CPUs of the taskset list `cpus` ('0', '1', '0,1'). */
function pin(pid, cpus) {
  if (!pid) return;
  const result = spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`taskset ${cpus} ${pid}: ${result.stderr || result.error?.message}`);
}

/**
 * CPU milliseconds per request of the web, the API and the front's processes over one load (warm-up included);
 * `cpus` pins the load process.
 */
async function measureWithCpu(pids, options, cpus) {
  const cpu = () => ({
    web: processCpuMs(pids.web),
    api: processCpuMs(pids.api),
    front: pids.front.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0),
  });
  const before = cpu();
  const result = await measureInProcess(options, { cpus });
  const after = cpu();
  const requests = result.totals.requests + result.warmupRequests;
  const per = (key) =>
    after[key] === undefined || before[key] === undefined
      ? Number.NaN
      : (after[key] - before[key]) / requests;
  return { ...result, cpuMsPerRequest: { web: per('web'), api: per('api'), front: per('front') } };
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
  for (const { name, root, product } of products) {
    const pids = {
      web: pidOf(root, 'apps/web/server.mjs'),
      api: pidOf(root, 'apps/server/dist/main.js'),
      front: [],
    };
    const match = await pickMatchPath(product.apiOrigin);
    const page = `${product.webOrigin}${match.path}`;
    const rows = {};
    const loads = [
      ['match page, visitor', page, BROWSER],
      ['match page, signed in', page, SIGNED_IN],
      ['list via API port', `${product.apiOrigin}${LIST_PATH}`, BROWSER],
      ['list via web origin', `${product.webOrigin}${LIST_PATH}`, BROWSER],
      ['list via API port, identity', `${product.apiOrigin}${LIST_PATH}`, {}],
      ['list via web origin, identity', `${product.webOrigin}${LIST_PATH}`, {}],
    ];
    for (const [row, url, headers] of loads) {
      console.log(`[${name}] ${row}: ${url}`);
      rows[row] = await measureWithCpu(pids, { url, headers, ...load });
    }
    // The production routing (README "Load balancer routing"), only on this checkout: its file is this checkout's.
    const front =
      name === 'after'
        ? await startNginxFront({
            port: Number(args['web-port']) + 50,
            webOrigins: [product.webOrigin],
            apiOrigins: [product.apiOrigin],
          })
        : undefined;
    if (name === 'after' && !front)
      console.log('nginx is not installed: the production routing rows are skipped.');
    if (front) {
      try {
        const viaFront = { ...pids, front: front.pids };
        for (const [row, url, headers] of [
          ['match page, signed in, via nginx', `${front.origin}${match.path}`, SIGNED_IN],
          ['list via nginx', `${front.origin}${LIST_PATH}`, BROWSER],
          ['list via nginx, identity', `${front.origin}${LIST_PATH}`, {}],
        ]) {
          console.log(`[${name}] ${row}: ${url}`);
          rows[row] = await measureWithCpu(viaFront, { url, headers, ...load });
        }
        if (args.pin) {
          // The API alone on CPU 0; the load, the web process and nginx share CPU 1.
          pin(pids.api, '0');
          for (const pid of [pids.web, ...front.pids]) pin(pid, '1');
          try {
            for (const [row, url] of [
              ['list via API port, pinned', `${product.apiOrigin}${LIST_PATH}`],
              ['list via web origin, pinned', `${product.webOrigin}${LIST_PATH}`],
              ['list via nginx, pinned', `${front.origin}${LIST_PATH}`],
            ]) {
              console.log(`[${name}] ${row}: ${url}`);
              rows[row] = await measureWithCpu(viaFront, { url, headers: BROWSER, ...load }, '1');
            }
          } finally {
            for (const pid of [pids.api, pids.web, ...front.pids]) pin(pid, '0,1');
          }
        }
      } finally {
        await front.stop();
      }
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
console.log(
  '\n| build | load | req/s | p50 ms | p99 ms | CPU ms/req web | CPU ms/req API | CPU ms/req nginx | non-2xx | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, { rows }] of Object.entries(report.results)) {
  for (const [row, result] of Object.entries(rows)) {
    const m = result.median;
    const cpu = result.cpuMsPerRequest;
    console.log(
      `| ${name} | ${row} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(cpu.web, 3)} | ${fmt(cpu.api, 3)} | ${row.includes('nginx') ? fmt(cpu.front, 3) : ''} | ${result.totals.non2xx} | ${result.totals.errors} |`,
    );
  }
  const rps = (row) => rows[row].median.rps;
  const ratio = (a, b) => (rows[a] && rows[b] ? `${fmt((100 * rps(a)) / rps(b))} %` : 'n/a');
  console.log(`| ${name} | signed in / visitor | ${ratio('match page, signed in', 'match page, visitor')} |`);
  console.log(`| ${name} | web origin / API port | ${ratio('list via web origin', 'list via API port')} |`);
  console.log(
    `| ${name} | same, identity | ${ratio('list via web origin, identity', 'list via API port, identity')} |`,
  );
  if (rows['list via nginx']) {
    console.log(`| ${name} | nginx / API port | ${ratio('list via nginx', 'list via API port')} |`);
    console.log(
      `| ${name} | same, identity | ${ratio('list via nginx, identity', 'list via API port, identity')} |`,
    );
    console.log(
      `| ${name} | signed-in page via nginx / direct | ${ratio('match page, signed in, via nginx', 'match page, signed in')} |`,
    );
  }
  if (rows['list via nginx, pinned']) {
    console.log(
      `| ${name} | pinned: nginx / API port | ${ratio('list via nginx, pinned', 'list via API port, pinned')} |`,
    );
    console.log(
      `| ${name} | pinned: web origin / API port | ${ratio('list via web origin, pinned', 'list via API port, pinned')} |`,
    );
  }
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
