// Peak-hour benchmark (issue 20): everything at once on the production layout. A fresh PostgreSQL database
// (bench/lib/chaos-store.mjs) and a Redis of the run's own (bench/lib/chaos-redis.mjs, no persistence), two API
// nodes (the built server, sharing both; one of them runs the feed) and two web nodes (apps/web/server.mjs, each
// on one API node) behind a front routed as the README's production section says (/api and the WebSocket straight
// to the API nodes, pages to the web nodes): nginx with deploy/nginx/sportsbook.conf where it is installed
// (deploy/nginx/run-nginx.mjs), else a small Node balancer (bench/lib/balancer.mjs, in the benchmark's process;
// --front node chooses it). For --seconds (60), open loop, all through the front:
// - real-time connections (raw protocol clients in forked processes, bench/lib/realtime-clients.mjs), each on
//   one live match channel, `public:en` and a marker match whose price is forced once a second: fan-out latency
//   from the force-price request to each client, and from the first client's arrival (the fan-out alone);
// - signed-in page views of match pages (session cookie), list calls (`GET /api/sportsbook/matches?limit=50`),
//   placements of seeded funded players (bench/lib/placement-load.mjs), latency from each request's due time;
// - a settlement: open bets seeded on one prematch match before the run (bench/lib/chaos-takeover.mjs), the match
//   started and finished through the feed's control a third of the way in; duration until every bet is settled.
// Reports p99s, errors, settlement duration and the CPU each process used, and a second-by-second timeline
// (bench/lib/timeline.mjs: each request's latency by due time beside the machine's CPU, every Node process's
// longest event-loop delay and PostgreSQL's waiting backends; written to .cache/peak/) with the seconds in which
// a request waited over a second set beside the calm ones, so a tail can be traced. The API nodes run in development mode
// (NODE_ENV=development, LOG_LEVEL=warn) for the feed control the run drives (sent to the node that runs the feed,
// the only one that carries control calls out); everything else as the README's
// production section.
//
// Usage: node bench/peak.mjs [--scale 1] [--seconds 60] [--port 3835] [--api-ports 4835,4836]
//   [--web-ports 3836,3837] [--redis-port 6395] [--before REF] [--front nginx|node]
// --scale multiplies every rate, the connections and the settled bets (1 = 5,000 connections, 200 pages/s,
// 100 lists/s, 300 placements/s, 20,000 bets), for a loaded machine; the scale used is printed with the figures.
// Needs the built product (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL, default the local one).
import { execSync, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX, startNginxFront } from '../deploy/nginx/run-nginx.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { chaosPlayers } from './lib/chaos.mjs';
import { startRedis } from './lib/chaos-redis.mjs';
import { postgresStore } from './lib/chaos-store.mjs';
import { quietMatch, seedOpenBets } from './lib/chaos-takeover.mjs';
import { buildServerAt } from './lib/checkout-build.mjs';
import { processCpuMs } from './lib/cpu-usage.mjs';
import { readBook, runLoad } from './lib/placement-load.mjs';
import { missingBuild } from './lib/product.mjs';
import { clusterNodeEnv, startServer } from './lib/server-process.mjs';
import { createTimeline, STALL_MS, stallSummary, wallClock } from './lib/timeline.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '3835' },
    'api-ports': { type: 'string', default: '4835,4836' },
    'web-ports': { type: 'string', default: '3836,3837' },
    'redis-port': { type: 'string', default: '6395' },
    before: { type: 'string' },
    front: { type: 'string', default: existsSync(NGINX) ? 'nginx' : 'node' },
  },
});
const scale = Number(args.scale);
const seconds = Math.min(Number(args.seconds), 120);
const load = {
  connections: Math.round(5000 * scale),
  pagesPerSecond: 200 * scale,
  listsPerSecond: 100 * scale,
  placementsPerSecond: 300 * scale,
  settledBets: Math.round(20_000 * scale),
};
const TARGETS = { pageP99: 300, placementP99: 100, fanoutP99: 200, settlementMs: 10_000 };
const root = join(import.meta.dirname, '..');
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://sportsbook:sportsbook@127.0.0.1:5432/sportsbook';

const missing = missingBuild();
if (missing.length > 0) {
  console.error(
    `Nothing to measure: the product is not built (missing ${missing.join(', ')}). Run npm run build.`,
  );
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? null;
const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

async function waitFor(what, check, timeoutMs, everyMs = 200) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** A web node (apps/web/server.mjs, production) on `port`, its API calls to `apiOrigin`; `probeEnv` on top. */
async function startWeb(port, apiOrigin, publicUrl, probeEnv) {
  const child = spawn(process.execPath, [join(root, 'apps', 'web', 'server.mjs')], {
    cwd: join(root, 'apps', 'web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_ORIGIN: apiOrigin,
      PUBLIC_URL: publicUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ...probeEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(
    `web node on ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/en`)).ok,
    120_000,
    500,
  );
  return { pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * The front on `port`: nginx running the README's routing (--front nginx), else the Node balancer in this
 * process. Answers its origin, the pids whose CPU is its own (none for the balancer: it is this process) and stop.
 */
async function startFront(port, apiPorts, webPorts) {
  const origins = (ports) => ports.map((p) => `http://127.0.0.1:${p}`);
  if (args.front === 'nginx') {
    const nginx = await startNginxFront({
      port,
      webOrigins: origins(webPorts),
      apiOrigins: origins(apiPorts),
    });
    if (!nginx)
      throw new Error(`--front nginx: nginx is not installed at ${NGINX} (apt-get install nginx-light)`);
    return nginx;
  }
  const balancer = await startBalancer({ port, api: apiPorts, web: webPorts });
  return { origin: balancer.origin, pids: [], stop: () => balancer.close() };
}

/**
 * Sends `send()` `rate` times a second for `ms`; latencies from each call's due time, and failures. `onAnswer(due,
 * ms)` hears each answer (due on `performance.now()`'s clock).
 */
async function openLoop(rate, ms, send, onAnswer) {
  const latencies = [];
  const failures = {};
  const started = performance.now();
  const inFlight = new Set();
  let next = started;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      for (; next <= now && next < started + ms; next += 1000 / rate) {
        const due = next;
        const call = send()
          .then((status) => {
            latencies.push(performance.now() - due);
            onAnswer?.(due, performance.now() - due);
            if (status !== 200) failures[status] = (failures[status] ?? 0) + 1;
          })
          .catch((error) => {
            failures[error.cause?.code ?? error.message] =
              (failures[error.cause?.code ?? error.message] ?? 0) + 1;
          })
          .finally(() => inFlight.delete(call));
        inFlight.add(call);
      }
      if (next >= started + ms) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    failures,
  };
}

/** GET with the answer read; its status. */
const get = (url, headers = {}) =>
  fetch(url, { headers, signal: AbortSignal.timeout(10_000) }).then(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  });

/**
 * Forked load processes holding `connections` sockets, each on one of `liveChannels`, public:en and `marker`;
 * `probeEnv` on top of their environment.
 */
async function openRealtime(origin, connections, liveChannels, marker, probeEnv) {
  const processes = Array.from({ length: 2 }, () => {
    const child = fork(join(import.meta.dirname, 'lib', 'realtime-clients.mjs'), [], {
      stdio: 'inherit',
      env: { ...process.env, ...probeEnv },
    });
    const ask = (message) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send(message);
      });
    return { child, ask };
  });
  const url = `${origin.replace('http', 'ws')}/connection/websocket`;
  const groups = liveChannels.length;
  let failed = 0;
  for (let g = 0; g < groups; g++) {
    const count = Math.floor(connections / groups) + (g < connections % groups ? 1 : 0);
    const answers = await Promise.all(
      processes.map((p, i) =>
        p.ask({
          op: 'open',
          url,
          count: Math.floor(count / 2) + (i < count % 2 ? 1 : 0),
          channels: [liveChannels[g], 'public:en', marker],
        }),
      ),
    );
    failed += answers.reduce((n, a) => n + a.failed, 0);
  }
  return { processes, failed };
}

/**
 * One run of the whole layout on a fresh database and Redis: `dist` is the API server bundle to run (default
 * this checkout's); the web nodes are this checkout's. Prints and answers the report.
 */
async function measure(label, dist) {
  const report = { label, date: new Date().toISOString(), scale, seconds, load, targets: TARGETS };
  report.loadAverageBefore = loadavg().map((n) => Number(n.toFixed(1)));
  const store = await postgresStore(adminUrl);
  const redis = await startRedis(Number(args['redis-port']));
  const runDir = join(root, '.cache', 'peak', `${report.date.replace(/[:.]/g, '-')}-${label.split(' ')[0]}`);
  const timeline = createTimeline({
    probeDir: join(runDir, 'probes'),
    pgQuery: (sql) => store.read((runner) => runner.query(sql)),
  });
  const apiPorts = args['api-ports'].split(',').map(Number);
  const webPorts = args['web-ports'].split(',').map(Number);
  const publicUrl = `http://127.0.0.1:${args.port}`;
  const env = {
    ...clusterNodeEnv(store, redis),
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: '127.0.0.1',
  };
  const apis = [];
  const webs = [];
  let front;
  let realtime;
  try {
    // The first start migrates the database and stores the feed's world; players and open bets go in while stopped.
    await (await startServer({ port: apiPorts[0], env, dist })).stop();
    const players = await chaosPlayers(store, 2000);
    const settleMatch = await store.read(quietMatch);
    await store.read((runner) =>
      seedOpenBets(runner, { ...settleMatch, playerIds: players.map((p) => p.id), count: load.settledBets }),
    );
    await store.read((runner) => runner.query('ANALYZE'));
    for (const [i, port] of apiPorts.entries())
      apis.push(
        await startServer({
          port,
          env: { ...env, PGAPPNAME: `peak-api-${i}`, ...timeline.probeEnv() },
          dist,
        }),
      );
    for (const [i, port] of webPorts.entries())
      webs.push(
        await startWeb(
          port,
          `http://127.0.0.1:${apiPorts[i % apiPorts.length]}`,
          publicUrl,
          timeline.probeEnv(),
        ),
      );
    front = await startFront(Number(args.port), apiPorts, webPorts);
    report.front = args.front;
    const origin = front.origin;

    // The feed's control calls (forced prices, the settled match's start and finish) go to the node that runs the
    // feed; the other refuses them (409 not_feed_leader). They are the benchmark's instruments, not player traffic.
    const feedNode = await waitFor(
      'a node running the feed',
      async () => {
        for (const api of apis) if (await api.leadsFeed()) return api;
        return undefined;
      },
      60_000,
      500,
    );
    const live = await waitFor(
      'live matches',
      async () => {
        const { data } = await (
          await fetch(`${origin}/api/sportsbook/matches?match_status=1&type=match&limit=10`)
        ).json();
        return data.length > 0 ? data : undefined;
      },
      60_000,
      1000,
    );
    let book = await readBook(origin);
    const markerMatch = book.find((entry) => entry.matchId !== settleMatch.matchId);
    const { data: listed } = await (
      await fetch(`${origin}/api/sportsbook/matches?match_status=0&type=match&limit=20`)
    ).json();
    const pagePaths = listed.map((m) => `/en/${m.sport.key}/${m.slug}`);
    if (pagePaths.length === 0) throw new Error('no match page to view');
    realtime = await openRealtime(
      origin,
      load.connections,
      live.map((m) => `match:${m.id}`),
      `match:${markerMatch.matchId}`,
      timeline.probeEnv(),
    );
    await sleep(2000);
    await Promise.all(realtime.processes.map((p) => p.ask({ op: 'reset' })));

    const pids = {
      ...Object.fromEntries(apis.map((a, i) => [`api ${i}`, a.pid])),
      ...Object.fromEntries(webs.map((w, i) => [`web ${i}`, w.pid])),
      [args.front === 'nginx' ? 'load driver' : 'balancer + load driver']: process.pid,
      ...Object.fromEntries(front.pids.map((pid, i) => [`nginx ${i}`, pid])),
      ...Object.fromEntries(realtime.processes.map((p, i) => [`ws clients ${i}`, p.child.pid])),
    };
    try {
      // redis-server names itself by its address in the process list.
      pids.redis = Number(
        execSync(`pgrep -f "redis-server 127.0.0.1:${args['redis-port']}"`).toString().trim(),
      );
    } catch {
      // not found: its CPU is left out
    }
    const postgresCpu = async () => {
      const rows = await store.read((runner) =>
        runner.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()'),
      );
      return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid) ?? 0]));
    };
    const cpuBefore = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, processCpuMs(pid)]),
    );
    const pgBefore = await postgresCpu();
    const wallStart = performance.now();

    const ms = seconds * 1000;
    const refresh = setInterval(() => {
      readBook(origin)
        .then((fresh) => {
          if (fresh.length > 0) book = fresh;
        })
        .catch(() => undefined);
    }, 5000);
    const player = (i) => players[i % players.length];
    let views = 0;
    const recordAs = (kind) => (due, latency) => timeline.record(kind, performance.timeOrigin + due, latency);
    const pageLoad = openLoop(
      load.pagesPerSecond,
      ms,
      () =>
        get(`${origin}${pagePaths[views % pagePaths.length]}`, { cookie: player(views++).headers.cookie }),
      recordAs('pages'),
    );
    const listLoad = openLoop(
      load.listsPerSecond,
      ms,
      () => get(`${origin}/api/sportsbook/matches?limit=50`),
      recordAs('lists'),
    );
    const placementLoad = runLoad({
      base: origin,
      players: players.slice(200),
      concurrency: 128,
      rate: load.placementsPerSecond,
      warmupMs: 0,
      durationMs: ms,
      onAnswer: recordAs('placements'),
      // Neither the match settled mid-run nor the marker match (its forced price would be refused as a change).
      getBook: () =>
        book.filter(
          (entry) => entry.matchId !== settleMatch.matchId && entry.matchId !== markerMatch.matchId,
        ),
    });
    // The marker match's price, forced once a second, for the fan-out latency.
    const sent = {};
    let marker = 900_000;
    const control = players[0].headers;
    const outcome = markerMatch.outcomes[0];
    const forceLoad = openLoop(
      1,
      ms,
      () => {
        const odds = marker++;
        sent[odds] = performance.timeOrigin + performance.now();
        return fetch(`${feedNode.base}/api/dev/feed/matches/${markerMatch.matchId}/force-price`, {
          method: 'POST',
          headers: { ...control, 'content-type': 'application/json' },
          body: JSON.stringify({
            market_id: markerMatch.market.id,
            specifier: markerMatch.market.specifier,
            outcome_id: outcome.id,
            odds,
          }),
          signal: AbortSignal.timeout(ms),
        }).then(async (answer) => {
          await answer.arrayBuffer();
          return answer.status;
        });
      },
      recordAs('forcePrice'),
    );
    // The settlement, a third of the way in.
    const settlement = (async () => {
      await sleep(ms / 3);
      // Bounded like the rest: a feed queue that cannot take the calls within the run is a finding, not a hang.
      const post = (path, body) =>
        fetch(`${feedNode.base}/api/dev/feed/matches/${settleMatch.matchId}/${path}`, {
          method: 'POST',
          headers: { ...control, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(ms),
        }).catch((error) => ({ status: error.name }));
      timeline.mark('settled match: start sent');
      const started = await post('start', { calm: true });
      if (started.status !== 200) return { error: `start answered ${started.status}` };
      const finishedAt = performance.now();
      timeline.mark('settled match: finish sent');
      const finished = await post('finish', { home: 1, away: 0 });
      if (finished.status !== 200) return { error: `finish answered ${finished.status}` };
      // Bounded: the run must end; unsettled bets at the bound are reported, not waited for.
      const done = await waitFor(
        'every seeded bet settled',
        () =>
          store.read(async (runner) => {
            const [row] = await runner.query(
              `SELECT (SELECT count(*) FROM settlement_jobs WHERE match_id = $1)::int AS jobs,
                      (SELECT count(*) FROM bets b JOIN bet_selections s ON s.bet_id = b.id
                       WHERE s.match_id = $1 AND b.status <> 'done')::int AS open`,
              [settleMatch.matchId],
            );
            return row.jobs === 0 && row.open === 0;
          }),
        ms,
      ).catch(() => false);
      const durationMs = Math.round(performance.now() - finishedAt);
      timeline.mark(done ? 'every seeded bet settled' : 'settlement bound reached');
      return done
        ? { bets: load.settledBets, durationMs }
        : { bets: load.settledBets, notDoneAfterMs: durationMs };
    })();
    const [pagesResult, listsResult, placements, forced, settled] = await Promise.all([
      pageLoad,
      listLoad,
      placementLoad,
      forceLoad,
      settlement,
    ]);
    clearInterval(refresh);
    await sleep(1000);
    const wallMs = performance.now() - wallStart;
    const cpu = {};
    for (const [name, pid] of Object.entries(pids)) {
      const after = processCpuMs(pid);
      cpu[name] = after === undefined ? null : Math.round(((after - cpuBefore[name]) / wallMs) * 100);
    }
    let pgSpent = 0;
    for (const [pid, after] of await postgresCpu()) pgSpent += after - (pgBefore.get(pid) ?? 0);
    cpu.postgres = Math.round((pgSpent / wallMs) * 100);
    const timelineFile = join(runDir, 'timeline.json');
    const stalls = stallSummary(
      timeline.finish({
        from: performance.timeOrigin + wallStart,
        to: wallClock(),
        names: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [pid, name])),
        file: timelineFile,
      }),
    );

    const reports = await Promise.all(realtime.processes.map((p) => p.ask({ op: 'report', sent })));
    const endToEnd = reports.flatMap((r) => Object.values(r.latencies).flat()).sort((a, b) => a - b);
    const fanout = Object.keys(sent)
      .flatMap((m) => {
        const all = reports.flatMap((r) => r.latencies[m] ?? []);
        const first = Math.min(...all);
        return all.map((x) => x - first);
      })
      .sort((a, b) => a - b);
    const placementErrors = Object.entries(placements.statuses)
      .filter(([status]) => status !== '200')
      .reduce((n, [, count]) => n + count, 0);
    Object.assign(report, {
      pages: pagesResult,
      lists: listsResult,
      placements: {
        betsPerSecond: placements.betsPerSecond,
        p50: placements.latencyMs.p50,
        p99: placements.latencyMs.p99,
        errorCodes: placements.errorCodes,
      },
      realtime: {
        connections: load.connections,
        failedToOpen: realtime.failed,
        held: reports.reduce((n, r) => n + r.held, 0),
        deliveriesPerSecond: Math.round(reports.reduce((n, r) => n + r.deliveries, 0) / (wallMs / 1000)),
        endToEndP99: round(percentile(endToEnd, 0.99)),
        fanoutP50: round(percentile(fanout, 0.5)),
        fanoutP99: round(percentile(fanout, 0.99)),
        missing: reports.reduce((n, r) => n + r.missing, 0),
        resubscribes: reports.reduce((n, r) => n + r.resubscribes, 0),
        forcePrice: forced,
      },
      settlement: settled,
      cpuPercentOfOneCore: cpu,
      stalledSeconds: stalls.stretches,
      timeline: timelineFile,
      errors:
        Object.values(pagesResult.failures).reduce((n, c) => n + c, 0) +
        Object.values(listsResult.failures).reduce((n, c) => n + c, 0) +
        placementErrors,
    });
    report.loadAverageAfter = loadavg().map((n) => Number(n.toFixed(1)));
    console.log(JSON.stringify(report, null, 2));
    console.log(
      `\nStalled seconds (some request waiting ${STALL_MS} ms or more) against calm ones, ${label}:\n${stalls.table}`,
    );
    const verdict = {
      pageP99: pagesResult.p99 !== null && pagesResult.p99 < TARGETS.pageP99,
      placementP99: placements.latencyMs.p99 < TARGETS.placementP99,
      fanoutP99: report.realtime.fanoutP99 !== null && report.realtime.fanoutP99 < TARGETS.fanoutP99,
      settlement: settled?.durationMs !== undefined && settled.durationMs <= TARGETS.settlementMs,
      zeroErrors: report.errors === 0,
    };
    console.log(`targets at scale ${scale} (${label}): ${JSON.stringify(verdict)}`);
  } finally {
    timeline.stop();
    for (const p of realtime?.processes ?? []) p.child.send({ op: 'close' });
    await front?.stop();
    for (const web of webs) web.stop();
    for (const api of apis) await api.stop();
    await redis.stop();
    await store.dispose();
  }
  return report;
}

// --before REF: the API server of commit REF (built from `git archive`, bench/lib/checkout-build.mjs) runs the
// same load first, in the same invocation, so a change to the server is measured before and after under the
// same machine load. The web nodes are this checkout's in both (a change to the web needs its own build).
const before = args.before ? buildServerAt(args.before) : undefined;
try {
  if (before) await measure(`before (${args.before})`, before.dist);
  await measure(before ? 'after' : 'this checkout', undefined);
} finally {
  before?.remove();
}
