// Sustained placement on PGlite, the default mode: the built API server on embedded PGlite in a temporary data
// folder (feed simulator on), 20 funded and signed-in players placing prematch singles and combos in 24
// concurrent loops (closed loop, load generator in a process of its own: bench/lib/soak-load.mjs) for 10 minutes.
// Then the server must still answer, each within a few seconds: /health, a catalogue read and a placement; and
// after it stops, the ledger must balance. Exits 1 when any of that fails. Before ADR 022 this load froze the API
// within a minute (a PGlite stack overflow in the current-prices read of the cash-out offers) once the in-play
// sweeps no longer starved placement first. Record runs in RESULTS.md.
//
// With `--database postgres` the same soak runs on a PostgreSQL database of its own (created and dropped here;
// BENCH_DATABASE_URL names the server, default the local one): bench/soak-pg.mjs runs it that way for 30 minutes
// at half the concurrency. The server's memory (RSS) and open file handles are sampled every minute either way;
// the output ends with their trend (bench/lib/trend.mjs: slope per minute of a line fitted after minute 5).
//
// Usage: node bench/pglite-soak.mjs [--minutes 10] [--players 20] [--concurrency 24] [--thread worker|main]
//   [--port 4170] [--database pglite|postgres] [--inspect 127.0.0.1:9229]   (also `npm run bench -- pglite-soak`;
//   SOAK_MINUTES=3 shortens it the same way as --minutes). `--inspect` opens the measured server's inspector there
//   (for heap snapshots during the run, e.g. bench/heap-timeouts.mjs); the first, seeding start goes without it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pgliteStore, postgresStore } from './lib/chaos-store.mjs';
import { processCpuMs } from './lib/cpu-usage.mjs';
import { readBook, slipBody } from './lib/placement-load.mjs';
import { auditAfterRun, seedPlayers, sessionToken } from './lib/placement-seed.mjs';
import { buildServer, startServer } from './lib/server-process.mjs';
import { resourceTrend } from './lib/trend.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const settings = {
  minutes: Number(option('minutes', process.env.SOAK_MINUTES ?? 10)),
  players: Number(option('players', 20)),
  concurrency: Number(option('concurrency', 24)),
  thread: option('thread', 'worker'),
  port: Number(option('port', 4170)),
  database: option('database', 'pglite'),
  inspect: option('inspect', undefined),
};
// Enough for every bet of the run at the largest stake: nobody runs short.
const FUNDING = 1_000_000_000;
// "Answers" at the end means within this long, each check.
const CHECK_TIMEOUT_MS = 5000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n) => Math.round(n * 10) / 10;
const load = () => loadavg().map((n) => round(n));

/** Runs `work` for at most `ms` (its fetches are aborted then); answers `{ ok, ms, ... }` rather than throwing. */
async function timed(ms, work) {
  const started = performance.now();
  const signal = AbortSignal.timeout(ms);
  const late = new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`no answer within ${ms} ms`)));
  });
  try {
    const detail = await Promise.race([work(signal), late]);
    return { ok: detail.ok, ms: Math.round(performance.now() - started), ...detail };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: String(error) };
  }
}

/** What the checker asks of the server after the load: each must answer within CHECK_TIMEOUT_MS. */
async function finalChecks(base, player) {
  const health = await timed(CHECK_TIMEOUT_MS, async (signal) => {
    const response = await fetch(`${base}/health`, { signal });
    const body = await response.json();
    return { ok: response.status === 200 && body.status === 'ok', status: response.status };
  });
  const catalogue = await timed(CHECK_TIMEOUT_MS, async (signal) => {
    const response = await fetch(`${base}/api/sportsbook/matches?match_status=0&type=match&limit=20`, {
      signal,
    });
    const body = await response.json();
    return { ok: response.status === 200 && body.data.length > 0, status: response.status };
  });
  const placement = await timed(CHECK_TIMEOUT_MS, async (signal) => {
    const book = await readBook(base);
    // A slip can meet a market the simulator has just suspended (400 invalid_bet): three tries.
    let status = 0;
    for (let attempt = 0; attempt < 3 && status !== 200; attempt++) {
      const response = await fetch(`${base}/api/sportsbook/v3/bets`, {
        method: 'POST',
        headers: { ...player.headers, 'content-type': 'application/json' },
        body: JSON.stringify(slipBody(book)),
        signal,
      });
      status = response.status;
      await response.arrayBuffer();
    }
    return { ok: status === 200, status };
  });
  return { health, catalogue, placement };
}

/** Runs the load process; relays its progress lines and answers its summary. */
function runLoadProcess(config) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'lib', 'soak-load.mjs'), JSON.stringify(config)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let summary;
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const message = JSON.parse(line);
      if (message.type === 'summary') summary = message;
      else console.error(`soak ${JSON.stringify(message)} load avg ${load().join(' ')}`);
    } catch {
      console.error(line);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (summary) resolve(summary);
      else reject(new Error(`load process ended with ${code} and no summary`));
    });
  });
}

/** The ledger audit, once the server has stopped; undefined if the database cannot be read in time. */
async function audit(store) {
  return Promise.race([store.read(auditAfterRun), sleep(180_000).then(() => undefined)]);
}

/** The server process's resident memory (MB) and open file handles, from /proc (undefined where there is none). */
function resources(pid) {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return { rssMb: round(Number(rss) / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return undefined;
  }
}

buildServer();
const store =
  settings.database === 'postgres' ? await postgresStore(process.env.BENCH_DATABASE_URL) : pgliteStore();
const env = { ...store.env, PGLITE_THREAD: settings.thread };
let failed = true;
try {
  // First start: migrations, operator configuration and the feed's first snapshot; then players, server stopped.
  const first = await startServer({ port: settings.port, env });
  await first.stop();
  const { ids, secret } = await store.read((runner) =>
    seedPlayers(runner, { count: settings.players, funding: FUNDING }),
  );

  const nodeArgs = settings.inspect ? [`--inspect=${settings.inspect}`] : [];
  const server = await startServer({ port: settings.port, env, nodeArgs });
  const players = ids.map((id) => {
    const csrf = randomBytes(16).toString('hex');
    return {
      headers: { cookie: `sb_session=${sessionToken(secret, id)}; sb_csrf=${csrf}`, 'x-csrf-token': csrf },
    };
  });
  const loadBefore = load();
  const cpuBefore = processCpuMs(server.pid);
  const samples = [];
  const sampler = setInterval(() => {
    const sample = resources(server.pid);
    if (!sample) return;
    samples.push({ minute: samples.length + 1, ...sample });
    console.error(`soak resources ${JSON.stringify(samples.at(-1))}`);
  }, 60_000);
  let summary;
  let checks;
  let cpuAfter;
  let loadAfter;
  try {
    summary = await runLoadProcess({
      base: server.base,
      players,
      concurrency: settings.concurrency,
      durationMs: settings.minutes * 60_000,
      stallMs: 60_000,
      requestTimeoutMs: 10_000,
      reportEveryMs: 30_000,
    });
    cpuAfter = processCpuMs(server.pid);
    loadAfter = load();
    checks = await finalChecks(server.base, players[0]);
  } finally {
    clearInterval(sampler);
    const stopped = await server.stop();
    for (const line of server.errors()) console.error(`server error: ${line}`);
    if (stopped.code !== 0) console.error(`server stopped with ${JSON.stringify(stopped)}`);
  }
  const ledger = await audit(store);
  const answered = checks.health.ok && checks.catalogue.ok && checks.placement.ok;
  const balanced =
    ledger !== undefined &&
    ledger.unbalancedTransactions === 0 &&
    ledger.driftedAccounts === 0 &&
    ledger.negativePlayerAccounts === 0;
  const bets = summary.betsPerSecond * summary.seconds;
  console.log(
    JSON.stringify(
      {
        backend: settings.database === 'postgres' ? 'postgres' : `pglite (${settings.thread} thread)`,
        players: settings.players,
        concurrency: settings.concurrency,
        minutes: settings.minutes,
        loadAverage: { before: loadBefore, after: loadAfter },
        load: summary,
        serverCpuMsPerBet:
          cpuBefore !== undefined && cpuAfter !== undefined && bets > 0
            ? round((cpuAfter - cpuBefore) / bets)
            : null,
        checks,
        ledger: ledger ?? 'not readable within 3 minutes',
        resources: samples,
        // The slope of a line through the samples after the first 5 minutes: growth shows as a steady climb.
        resourceTrend: resourceTrend(samples),
      },
      null,
      2,
    ),
  );
  failed = summary.stalled || !answered || !balanced;
  console.log(
    `${settings.database} soak: ${summary.stalled ? `stalled after ${summary.seconds} s` : `${summary.seconds} s of load`}, ` +
      `answered at the end: ${answered ? 'yes' : 'no'}, ledger balanced: ${balanced ? 'yes' : 'no'}`,
  );
} finally {
  await store.dispose();
}
process.exit(failed ? 1 : 0);
