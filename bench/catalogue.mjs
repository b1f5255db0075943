// Catalogue benchmark (also run by `npm run bench`): starts the built product on its own ports with a fresh
// data folder, then
//   (a) loads GET /api/sportsbook/matches?limit=50 on the API directly, and through the web origin,
//   (b) loads one server-rendered match page (a real match picked from the API),
//   (c) runs Lighthouse (mobile preset) on home and that match page in /usr/bin/chromium.
// Targets (2-core machine): list >= 1,000 req/s, match page >= 300 req/s, both with p99 < 100 ms; Lighthouse
// mobile performance >= 95 and CLS < 0.05. It builds nothing: run `node scripts/build.mjs` first.
// Usage: node bench/catalogue.mjs [--web-port 3310] [--api-port 4310] [--connections 10] [--seconds 15]
//          [--warmup 3] [--runs 3] [--lighthouse-runs 3] [--skip-load] [--skip-lighthouse] [--json out.json]
//          [--checkout <path>]   (measure another built checkout, e.g. the commit before a change, with this script)
//          [--feed-speed N]      (the simulator's clock speed; `npm start` runs it 10x faster than real matches)
//          [--lhr-dir <dir>]     (write every Lighthouse run's full JSON report there, to see what costs the time)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { audit } from './lib/lighthouse.mjs';
import { measure } from './lib/load.mjs';
import { missingBuild, startProduct } from './lib/product.mjs';

const { values: args } = parseArgs({
  options: {
    'web-port': { type: 'string', default: process.env.BENCH_WEB_PORT ?? '3310' },
    'api-port': { type: 'string', default: process.env.BENCH_API_PORT ?? '4310' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'skip-load': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    json: { type: 'string' },
    checkout: { type: 'string' },
    'feed-speed': { type: 'string' },
    'lhr-dir': { type: 'string' },
  },
});

const TARGETS = { listRps: 1000, pageRps: 300, p99Ms: 100, performance: 95, cls: 0.05 };

const missing = missingBuild(args.checkout);
if (missing.length > 0) {
  console.error(`Nothing to measure: the product is not built (missing ${missing.join(', ')}).`);
  console.error('Run `node scripts/build.mjs` (or `npm run build`) first; this benchmark never builds.');
  process.exit(1);
}

/** The match page to load: a prematch match with the most markets, so the page is a heavy, stable one. */
async function pickMatch(apiOrigin) {
  const response = await fetch(`${apiOrigin}/api/sportsbook/matches?type=match&match_status=0&limit=100`);
  if (!response.ok) throw new Error(`matches answered ${response.status}`);
  const { data } = await response.json();
  const match = [...data].sort((a, b) => b.available_markets - a.available_markets)[0];
  if (!match) throw new Error('no prematch match to benchmark');
  return {
    id: match.id,
    name: match.name,
    markets: match.available_markets,
    path: `/en/${match.sport.key}/${match.slug}`,
  };
}

/** The page must really render the match with its odds, or the load figures would measure an error page. */
async function checkMatchPage(url, match) {
  const response = await fetch(url);
  const html = await response.text();
  const markets = await (
    await fetch(url.replace(/\/en\/.*$/, `/api/sportsbook/matches/${match.id}/markets?limit=1`))
  ).json();
  const odds = markets.data[0]?.outcomes[0]?.odds;
  if (response.status !== 200 || !html.includes(match.name.replace(/&/g, '&amp;')))
    throw new Error(`${url} answered ${response.status} without the match's name`);
  if (odds !== undefined && !html.includes(`"odds":${odds}`) && !html.includes(`\\"odds\\":${odds}`))
    console.warn(
      `  note: the first outcome's current odds ${odds} were not found in the HTML (it may have just moved)`,
    );
  return { status: response.status, bytes: Buffer.byteLength(html) };
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const verdict = (ok) => (ok ? 'met' : 'NOT met');

const product = await startProduct({
  webPort: Number(args['web-port']),
  apiPort: Number(args['api-port']),
  root: args.checkout,
  env: args['feed-speed'] ? { FEED_SPEED: args['feed-speed'] } : {},
});
const report = { date: new Date().toISOString(), settings: args, targets: TARGETS };
// The machine is shared: the load average before and after says how much else was running.
const loadAverage = () => loadavg().map((n) => Number(n.toFixed(2)));
report.loadAverageBefore = loadAverage();
try {
  const match = await pickMatch(product.apiOrigin);
  const matchUrl = `${product.webOrigin}${match.path}`;
  report.match = { ...match, page: await checkMatchPage(matchUrl, match) };
  console.log(
    `Product ready (data in ${product.dataDir}); match page: ${match.path} (${match.markets} markets)`,
  );

  if (!args['skip-load']) {
    const load = {
      connections: Number(args.connections),
      seconds: Number(args.seconds),
      warmupSeconds: Number(args.warmup),
      runs: Number(args.runs),
    };
    const listPath = '/api/sportsbook/matches?limit=50';
    report.load = {};
    for (const [name, url] of [
      ['list via API', `${product.apiOrigin}${listPath}`],
      ['list via web', `${product.webOrigin}${listPath}`],
      ['match page', matchUrl],
    ]) {
      console.log(
        `Loading ${name}: ${url} (${load.connections} connections, ${load.runs} x ${load.seconds} s)`,
      );
      report.load[name] = await measure({ url, ...load });
    }
  }
  if (!args['skip-lighthouse']) {
    report.lighthouse = {};
    for (const [name, url] of [
      ['home', `${product.webOrigin}/en`],
      ['match page', matchUrl],
    ]) {
      console.log(`Lighthouse on ${name}: ${url} (${args['lighthouse-runs']} runs)`);
      report.lighthouse[name] = await audit(url, Number(args['lighthouse-runs']), {
        lhrDir: args['lhr-dir'],
        name: name.replace(/\s+/g, '-'),
      });
    }
  }
} finally {
  await product.stop();
}
report.loadAverageAfter = loadAverage();
console.log(
  `\nLoad average (1, 5, 15 min) before: ${report.loadAverageBefore.join(', ')}; after: ${report.loadAverageAfter.join(', ')}`,
);

console.log('\n| load | req/s | p50 ms | p99 ms | max ms | non-2xx | errors | target |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, result] of Object.entries(report.load ?? {})) {
  const m = result.median;
  const target =
    name === 'list via API'
      ? verdict(m.rps >= TARGETS.listRps && m.p99 < TARGETS.p99Ms)
      : name === 'match page'
        ? verdict(m.rps >= TARGETS.pageRps && m.p99 < TARGETS.p99Ms)
        : 'reported only';
  console.log(
    `| ${name} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.max)} | ${result.totals.non2xx} | ${result.totals.errors} | ${target} |`,
  );
}
console.log(
  '\n| Lighthouse (mobile) | performance | CLS | FCP ms | LCP ms | TBT ms | SI ms | runs (perf) | benchmark index | target |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, result] of Object.entries(report.lighthouse ?? {})) {
  const m = result.median;
  console.log(
    `| ${name} | ${m.performance} | ${fmt(m.cls, 3)} | ${fmt(m.fcpMs)} | ${fmt(m.lcpMs)} | ${fmt(m.tbtMs)} | ${fmt(m.speedIndexMs)} | ${result.runs.map((r) => r.performance).join(', ')} | ${fmt(m.benchmarkIndex)} | ${verdict(m.performance >= TARGETS.performance && m.cls < TARGETS.cls)} |`,
  );
  for (const warning of result.warnings) console.log(`  Lighthouse warning (${name}): ${warning}`);
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
