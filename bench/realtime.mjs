// Real-time fan-out benchmark (issue 20): the built API server (bench/lib/server-process.mjs, embedded PGlite in a
// temporary folder, feed simulator on) and load processes of raw Centrifuge-protocol clients
// (bench/lib/realtime-clients.mjs, forked so their CPU is not counted as the server's). At each step N
// connections are held, every one subscribed to one prematch match channel and to `public:en`; prices of that
// match are forced through the feed's control (POST /api/dev/feed/matches/{id}/force-price, hence
// NODE_ENV=development: production never registers it) at --rate per second, each with a marker odds value
// (900,000 and up) the clients look for. Latency: from the moment the force-price request is sent (before the feed
// stores and commits it) to the publication's arrival at each client, on the machine's one clock. Reports
// connections held, deliveries/s (every publication every client received, the feed's own public updates
// included), latency p50/p99, force-price answer p50 (the HTTP + commit part of the latency), fan-out p50/p99
// (each arrival after the first client's arrival of the same publication: the server's fan-out alone, without
// the feed's store and commit) and server RSS per connection. Target: 20,000 connections, 20,000 deliveries/s,
// p99 < 200 ms.
//
// --layout split runs the production layout instead (README "Production"): PostgreSQL (BENCH_DATABASE_URL, a fresh
// database) and a Redis of the run's own, one API node that runs the feed and holds no client, and --fanout-nodes
// (2) API nodes that hold the clients (each load process on one of them) and get the feed's publications through
// Redis: the fan-out has event loops of its own, apart from the feed's store, as with several nodes in production.
// Each node is a process of its own, so the descriptor limit caps connections per node, not in all.
//
// Usage: node bench/realtime.mjs [--steps 5000,10000,20000] [--rate 1] [--seconds 10] [--clients 4]
//   [--port 4830] [--before REF] [--layout single|split] [--fanout-nodes 2] [--redis-port 6396]
//   (e.g. --before $(git merge-base main HEAD))
// --before REF: also measure the server of commit REF (e.g. `main`, before a change to packages/realtime), built
// from `git archive` in a temporary folder (bench/lib/checkout-build.mjs), first, then this checkout's, in the
// same run.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startRedis } from './lib/chaos-redis.mjs';
import { postgresStore } from './lib/chaos-store.mjs';
import { buildServerAt } from './lib/checkout-build.mjs';
import { processCpuMs } from './lib/cpu-usage.mjs';
import { median } from './lib/load.mjs';
import { buildServer, clusterNodeEnv, startServer } from './lib/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    steps: { type: 'string', default: '5000,10000,20000' },
    rate: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '4' },
    port: { type: 'string', default: '4830' },
    before: { type: 'string' },
    layout: { type: 'string', default: 'single' },
    'fanout-nodes': { type: 'string', default: '2' },
    'redis-port': { type: 'string', default: '6396' },
  },
});
if (!['single', 'split'].includes(args.layout)) throw new Error('--layout is single or split');
const requestedSteps = args.steps.split(',').map(Number);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const clientCount = Number(args.clients);
const port = Number(args.port);
const TARGET = { connections: 20_000, deliveriesPerSecond: 20_000, p99Ms: 200 };

// 20,000 sockets need more descriptors than the usual 1,024 per process: the limit is raised for this process,
// which the server and the load processes inherit. Beyond the hard limit that needs CAP_SYS_RESOURCE; without
// it (a container) the soft limit goes up to the hard one and steps are capped below it (the server holds each
// connection's socket plus its own files: database, log pipes, listeners).
const FD_LIMIT = 200_000;
const FD_SPARE = 200;
const raisedTo = (limit) =>
  spawnSync('prlimit', [`--pid=${process.pid}`, `--nofile=${limit}:${limit}`]).status === 0;
const hardLimit = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim());
const fdLimit = raisedTo(FD_LIMIT) ? FD_LIMIT : raisedTo(hardLimit) ? hardLimit : 1024;
// The clients' sockets are held by the load processes and, on the server side, by one node or shared by the
// fan-out nodes: each process has the limit to itself.
const socketHolders = args.layout === 'split' ? Math.min(Number(args['fanout-nodes']), clientCount) : 1;
const steps = requestedSteps.map((n) => Math.min(n, (fdLimit - FD_SPARE) * socketHolders));
if (steps.some((n, i) => n !== requestedSteps[i]))
  console.log(
    `descriptor limit ${fdLimit} (hard limit, not raisable here): steps capped at ${fdLimit - FD_SPARE}`,
  );

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? null;
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** A forked load process and a way to ask it something and wait for the answer. */
function loadProcess() {
  const child = fork(join(import.meta.dirname, 'lib', 'realtime-clients.mjs'), [], { stdio: 'inherit' });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return { child, ask, close: () => child.send({ op: 'close' }) };
}

/** A prematch match with an open main market (prices forced there stay until forced again). */
async function pickMatch(base) {
  const from = new Date(Date.now() + 60 * 60_000).toISOString();
  const answer = await fetch(
    `${base}/api/sportsbook/matches?match_status=0&type=match&start_from=${encodeURIComponent(from)}&limit=50`,
  );
  const { data } = await answer.json();
  const match = data.find((m) => m.main_market?.outcomes.every((o) => o.active));
  if (!match) throw new Error('no prematch match with an open main market');
  return match;
}

/** Forces a price with marker odds every 1/rate s for `ms`: marker -> send time, and the answers' durations. */
async function forcePrices(base, match, ms, firstMarker) {
  const market = match.main_market;
  const outcome = market.outcomes[0];
  const sent = {};
  const answers = [];
  let errors = 0;
  const started = performance.now();
  let marker = firstMarker;
  const pending = [];
  // The API's CSRF check (double submit): any value, as long as the cookie and the header agree.
  const csrf = 'realtime-bench';
  for (let i = 0; performance.now() - started < ms; i++) {
    const due = started + (i * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    const odds = marker++;
    const at = performance.timeOrigin + performance.now();
    sent[odds] = at;
    pending.push(
      fetch(`${base}/api/dev/feed/matches/${match.id}/force-price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sb_csrf=${csrf}`, 'x-csrf-token': csrf },
        body: JSON.stringify({
          market_id: market.id,
          specifier: market.specifier,
          outcome_id: outcome.id,
          odds,
        }),
      }).then(async (answer) => {
        const body = await answer.text();
        if (!answer.ok && errors++ === 0)
          console.error(`force-price: ${answer.status} ${body.slice(0, 300)}`);
        answers.push(performance.timeOrigin + performance.now() - at);
      }),
    );
  }
  await Promise.all(pending);
  return { sent, answers, errors, next: marker };
}

/**
 * The servers of one layout: `control` is the node that runs the feed (its control surface forces the prices),
 * `sockets` the nodes the clients connect to, `pids` every node (their CPU is the server's).
 */
async function startLayout(dist) {
  if (args.layout === 'single') {
    const dataDir = mkdtempSync(join(tmpdir(), 'realtime-bench-'));
    const server = await startServer({
      port,
      dist,
      env: { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    return {
      control: server,
      sockets: [server],
      pids: [server.pid],
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const store = await postgresStore(process.env.BENCH_DATABASE_URL);
  const redis = await startRedis(Number(args['redis-port']));
  const env = clusterNodeEnv(store, redis);
  const nodes = [];
  try {
    // The first node migrates the database and takes the feed; the fan-out nodes start once it leads.
    const feedNode = await startServer({ port, dist, env });
    nodes.push(feedNode);
    for (let attempt = 0; !(await feedNode.leadsFeed()); attempt++) {
      if (attempt > 120) throw new Error('the first node did not take the feed');
      await sleep(500);
    }
    for (let i = 1; i <= Number(args['fanout-nodes']); i++)
      nodes.push(await startServer({ port: port + i, dist, env }));
  } catch (error) {
    for (const node of nodes) await node.stop();
    await redis.stop();
    await store.dispose();
    throw error;
  }
  return {
    control: nodes[0],
    sockets: nodes.slice(1),
    pids: nodes.map((node) => node.pid),
    async stop() {
      for (const node of nodes) await node.stop();
      await redis.stop();
      await store.dispose();
    },
  };
}

/** CPU milliseconds per 1,000 deliveries, to a tenth. */
const perThousand = (cpuMs, deliveries) =>
  deliveries === 0 ? null : Math.round((cpuMs / deliveries) * 10_000) / 10;

async function measureBundle(dist) {
  const layout = await startLayout(dist);
  const server = layout.control;
  const cpuOf = () => layout.pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
  const rssOfSockets = () => layout.sockets.reduce((sum, node) => sum + rssMb(node.pid), 0);
  const loaders = Array.from({ length: clientCount }, loadProcess);
  // The clients' CPU too: on one machine they take the cores the fan-out would use, so the latency a run can
  // reach is bounded by both figures (bench/RESULTS.md, "what two cores can show").
  const clientCpuOf = () => loaders.reduce((sum, l) => sum + (processCpuMs(l.child.pid) ?? 0), 0);
  const rows = [];
  try {
    const match = await pickMatch(server.base);
    const channels = [`match:${match.id}`, 'public:en'];
    // Each load process connects to one node that holds sockets, in turn.
    const urlOf = (i) =>
      `${layout.sockets[i % layout.sockets.length].base.replace('http', 'ws')}/connection/websocket`;
    await sleep(2000);
    const baseRss = rssOfSockets();
    let connected = 0;
    let marker = 900_000;
    for (const target of steps) {
      const add = target - connected;
      const share = (i) => Math.floor(add / clientCount) + (i < add % clientCount ? 1 : 0);
      const openStarted = performance.now();
      const opened = await Promise.all(
        loaders.map((l, i) => l.ask({ op: 'open', url: urlOf(i), count: share(i), channels })),
      );
      const openMs = performance.now() - openStarted;
      connected = target;
      // Every subscription answered before the clock starts (bounded: a starved machine may lose some).
      await sleep(1000);
      await Promise.all(loaders.map((l) => l.ask({ op: 'reset' })));
      const cpuBefore = cpuOf();
      const clientCpuBefore = clientCpuOf();
      const forced = await forcePrices(server.base, match, seconds * 1000, marker);
      marker = forced.next;
      // Publications still on their way when the last price was forced.
      await sleep(1000);
      const cpuAfter = cpuOf();
      const clientCpuAfter = clientCpuOf();
      const reports = await Promise.all(loaders.map((l) => l.ask({ op: 'report', sent: forced.sent })));
      const latencies = reports.flatMap((r) => Object.values(r.latencies).flat()).sort((a, b) => a - b);
      // Fan-out alone: each arrival after the first client's arrival of the same publication (the first one
      // leaves the server right after the feed's commit and the publish; the rest wait for the fan-out).
      const fanout = Object.keys(forced.sent)
        .flatMap((marker) => {
          const all = reports.flatMap((r) => r.latencies[marker] ?? []);
          const first = Math.min(...all);
          return all.map((ms) => Math.round((ms - first) * 10) / 10);
        })
        .sort((a, b) => a - b);
      const held = reports.reduce((n, r) => n + r.held, 0);
      const deliveries = reports.reduce((n, r) => n + r.deliveries, 0);
      const rss = rssOfSockets();
      const row = {
        connections: target,
        held,
        failedToOpen: opened.reduce((n, o) => n + o.failed, 0),
        openSeconds: Math.round(openMs / 100) / 10,
        deliveriesPerSecond: Math.round(deliveries / (seconds + 1)),
        markedDeliveries: latencies.length,
        missing: reports.reduce((n, r) => n + r.missing, 0),
        resubscribes: reports.reduce((n, r) => n + r.resubscribes, 0),
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1) ?? null,
        fanoutP50: percentile(fanout, 0.5),
        fanoutP99: percentile(fanout, 0.99),
        forcePriceP50: Math.round(median(forced.answers)),
        forcePriceErrors: forced.errors,
        // Comparable across runs on a shared machine: the server's CPU per delivery does not depend on how much
        // of the two cores the other work left it.
        serverCpuMsPer1000Deliveries: perThousand(cpuAfter - cpuBefore, deliveries),
        serverCpuPercent: Math.round(((cpuAfter - cpuBefore) / ((seconds + 1) * 1000)) * 100),
        clientCpuMsPer1000Deliveries: perThousand(clientCpuAfter - clientCpuBefore, deliveries),
        rssMb: Math.round(rss),
        kbPerConnection: Math.round(((rss - baseRss) * 1024) / target),
        loadAverage: loadavg()[0].toFixed(1),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    for (const l of loaders) l.close();
    await layout.stop();
  }
  return rows;
}

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
buildServer();
const bundles = [{ name: 'this checkout', dist: undefined }];
if (args.before) bundles.unshift({ name: args.before, ...buildServerAt(args.before) });
const results = [];
for (const bundle of bundles) {
  console.log(`\n### server: ${bundle.name}, layout ${args.layout}`);
  try {
    results.push({ dist: bundle.name, rows: await measureBundle(bundle.dist) });
  } finally {
    bundle.remove?.();
  }
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (const { dist, rows } of results) {
  const top = rows.at(-1);
  if (!top) continue;
  const met =
    top.held >= TARGET.connections &&
    top.deliveriesPerSecond >= TARGET.deliveriesPerSecond &&
    top.p99 !== null &&
    top.p99 < TARGET.p99Ms;
  console.log(
    `${dist}: at ${top.connections} connections, target (20,000 held, 20,000 deliveries/s, p99 < 200 ms) ${met ? 'met' : 'NOT met'}`,
  );
}
