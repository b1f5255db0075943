// List answers (also run by `npm run bench`; ADR 037): bytes per answer and the list call's throughput on the
// API port, for this checkout's server and, with --before REF, the server of commit REF (built from `git archive`
// in a temporary folder, bench/lib/checkout-build.mjs) side by side in the same run. Both servers run at once
// (production settings, feed simulator, each on a fresh PGlite folder) so both see the same machine load, and
// their loads alternate (before run 1, after run 1, before run 2, ...), each in a process of its own
// (autocannon, lib/load-process.mjs).
//   (a) bytes of `GET /matches?limit=50` and of one match call (`GET /matches/{id}`, the prematch match with the
//       most markets, and the outright with the most competitors) and of a search finding many matches (the four
//       letters most match names share), plain and as gzip and br are negotiated;
//   (b) `GET /matches?limit=50` req/s, p50/p99 and the API process's CPU ms per request, as a browser asks
//       (Accept-Encoding: gzip, deflate, br) and for plain JSON.
// Usage: node bench/lists.mjs [--before REF] [--port 4900] [--connections 10] [--seconds 5] [--warmup 2]
//          [--runs 3] [--json out.json]
// e.g. node bench/lists.mjs --before $(git merge-base main HEAD)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerAt } from './lib/checkout-build.mjs';
import { processCpuMs } from './lib/cpu-usage.mjs';
import { median } from './lib/load.mjs';
import { measureInProcess } from './lib/load-process.mjs';
import { buildServer, startServer } from './lib/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_API_PORT ?? '4900' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});

const LIST_PATH = '/api/sportsbook/matches?limit=50';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const loadAverage = () => loadavg().map((n) => Number(n.toFixed(2)));

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

/** The match calls to weigh: the prematch match with the most markets and the outright with most competitors. */
async function pickMatches(base) {
  const list = async (query) =>
    (await (await fetch(`${base}/api/sportsbook/matches?${query}`)).json()).data ?? [];
  const [match] = (await list('type=match&match_status=0&limit=100')).sort(
    (a, b) => b.available_markets - a.available_markets,
  );
  // Before the change a list row carried the competitors themselves, after it their count.
  const competitors = (m) => m.outright_competitor_count ?? m.outright_competitors?.length ?? 0;
  const [outright] = (await list('type=outright&match_status=0&limit=100')).sort(
    (a, b) => competitors(b) - competitors(a),
  );
  if (!match || !outright) throw new Error('no prematch match or outright to weigh');
  return { match: match.id, outright: outright.id, search: commonPart(await list('limit=100')) };
}

/** The four letters most match names share: a search for it finds many matches, as a short query does. */
function commonPart(matches) {
  const names = new Map();
  for (const { name } of matches) {
    const letters = name.toLowerCase();
    for (let i = 0; i + 4 <= letters.length; i++) {
      const part = letters.slice(i, i + 4);
      if (!/^[a-z]{4}$/.test(part)) continue;
      if (!names.has(part)) names.set(part, new Set());
      names.get(part).add(name);
    }
  }
  const [best] = [...names].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));
  if (!best) throw new Error('no match name to search for');
  return best[0];
}

async function bytesOf(base) {
  const ids = await pickMatches(base);
  const answers = {
    'list (limit=50)': `${base}${LIST_PATH}`,
    'match (most markets)': `${base}/api/sportsbook/matches/${ids.match}`,
    'outright (most competitors)': `${base}/api/sportsbook/matches/${ids.outright}`,
    [`search (q=${ids.search})`]: `${base}/api/sportsbook/search?q=${ids.search}`,
  };
  const bytes = {};
  for (const [what, url] of Object.entries(answers)) {
    bytes[what] = {};
    for (const encoding of ['identity', 'gzip', 'br']) bytes[what][encoding] = await rawBytes(url, encoding);
  }
  return bytes;
}

/** One bounded load of the list on one server, with the server's CPU ms per request over it (warm-up included). */
async function loadOnce(server, headers, warmupSeconds) {
  const before = processCpuMs(server.pid);
  const result = await measureInProcess({
    url: `${server.base}${LIST_PATH}`,
    headers,
    connections: Number(args.connections),
    seconds: Number(args.seconds),
    warmupSeconds,
    runs: 1,
  });
  const cpuMs = (processCpuMs(server.pid) ?? Number.NaN) - (before ?? Number.NaN);
  const run = result.runs[0];
  return { ...run, cpuMsPerRequest: cpuMs / (run.requests + result.warmupRequests) };
}

const report = { date: new Date().toISOString(), settings: args, loadAverageBefore: loadAverage() };
console.log(`load average before: ${report.loadAverageBefore.join(', ')}`);
buildServer();
const builds = [{ name: 'after', dist: undefined, port: Number(args.port) }];
if (args.before)
  builds.unshift({ name: 'before', ...buildServerAt(args.before), port: Number(args.port) + 1 });

const servers = [];
try {
  for (const build of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lists-bench-'));
    const server = await startServer({ port: build.port, dist: build.dist, env: { DATA_DIR: dataDir } });
    servers.push({ ...build, server, dataDir });
    console.log(`[${build.name}] ready on ${server.base}`);
  }
  report.bytes = {};
  for (const { name, server } of servers) report.bytes[name] = await bytesOf(server.base);
  report.loads = {};
  for (const [row, headers] of [
    ['list via API port, as a browser asks', BROWSER],
    ['list via API port, identity', {}],
  ]) {
    const runs = Object.fromEntries(servers.map(({ name }) => [name, []]));
    for (let i = 0; i < Number(args.runs); i++) {
      for (const { name, server } of servers) {
        console.log(`[${name}] ${row}, run ${i + 1}`);
        runs[name].push(await loadOnce(server, headers, i === 0 ? Number(args.warmup) : 0));
      }
    }
    report.loads[row] = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name,
        {
          runs: list,
          rps: median(list.map((r) => r.rps)),
          p50: median(list.map((r) => r.p50)),
          p99: median(list.map((r) => r.p99)),
          cpuMsPerRequest: median(list.map((r) => r.cpuMsPerRequest)),
          non2xx: list.reduce((n, r) => n + r.non2xx, 0),
          errors: list.reduce((n, r) => n + r.errors, 0),
        },
      ]),
    );
  }
} finally {
  for (const { server, dataDir, remove } of servers) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    remove?.();
  }
}
report.loadAverageAfter = loadAverage();

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
console.log(
  `\nLoad average (1, 5, 15 min) before: ${report.loadAverageBefore.join(', ')}; after: ${report.loadAverageAfter.join(', ')}`,
);
console.log('\n| build | answer | identity bytes | gzip bytes (sent as) | br bytes (sent as) |');
console.log('|---|---|---|---|---|');
for (const [name, answers] of Object.entries(report.bytes)) {
  for (const [what, sizes] of Object.entries(answers)) {
    console.log(
      `| ${name} | ${what} | ${sizes.identity.bytes} | ${sizes.gzip.bytes} (${sizes.gzip.encoding}) | ${sizes.br.bytes} (${sizes.br.encoding}) |`,
    );
  }
}
console.log('\n| build | load | req/s | p50 ms | p99 ms | CPU ms/req API | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [row, byBuild] of Object.entries(report.loads)) {
  for (const [name, m] of Object.entries(byBuild)) {
    console.log(
      `| ${name} | ${row} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.cpuMsPerRequest, 3)} | ${m.non2xx} | ${m.errors} |`,
    );
  }
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
