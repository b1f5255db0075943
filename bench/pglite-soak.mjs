// Sustained placement on PGlite, the default mode: the built API server on embedded PGlite in a temporary data
// folder (feed simulator on), 20 funded and signed-in players placing prematch singles and combos in 24
// concurrent loops (closed loop, load generator in a process of its own: bench/lib/soak-load.mjs) for 10 minutes.
// Then the server must still answer, each within a few seconds: /health, a catalogue read and a placement; and
// after it stops, the ledger must balance. Exits 1 when any of that fails. Before ADR 022 this load froze the API
// within a minute (a PGlite stack overflow in the current-prices read of the cash-out offers) once the in-play
// sweeps no longer starved placement first. Record runs in RESULTS.md.
//
// Usage: node bench/pglite-soak.mjs [--minutes 10] [--players 20] [--concurrency 24] [--thread worker|main]
//   [--port 4170]   (also `npm run bench -- pglite-soak`; SOAK_MINUTES=3 shortens it the same way as --minutes)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { processCpuMs } from './lib/cpu-usage.mjs';
import { readBook, slipBody } from './lib/placement-load.mjs';
import { auditAfterRun, pgliteRunner, seedPlayers, sessionToken } from './lib/placement-seed.mjs';
import { buildServer, startServer } from './lib/server-process.mjs';

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

/** The ledger audit on the data folder, once the server has stopped; undefined if PGlite cannot open it in time. */
async function audit(dir) {
  const opening = (async () => {
    const pglite = await PGlite.create(join(dir, 'pglite'));
    try {
      return await auditAfterRun(pgliteRunner(pglite));
    } finally {
      await pglite.close();
    }
  })();
  return Promise.race([opening, sleep(180_000).then(() => undefined)]);
}

buildServer();
const dir = mkdtempSync(join(tmpdir(), 'pglite-soak-'));
const env = { DATA_DIR: dir, PGLITE_THREAD: settings.thread };
let failed = true;
try {
  // First start: migrations, operator configuration and the feed's first snapshot; then players, server stopped.
  const first = await startServer({ port: settings.port, env });
  await first.stop();
  const seeding = await PGlite.create(join(dir, 'pglite'));
  const { ids, secret } = await seedPlayers(pgliteRunner(seeding), {
    count: settings.players,
    funding: FUNDING,
  });
  await seeding.close();

  const server = await startServer({ port: settings.port, env });
  const players = ids.map((id) => {
    const csrf = randomBytes(16).toString('hex');
    return {
      headers: { cookie: `sb_session=${sessionToken(secret, id)}; sb_csrf=${csrf}`, 'x-csrf-token': csrf },
    };
  });
  const loadBefore = load();
  const cpuBefore = processCpuMs(server.pid);
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
    const stopped = await server.stop();
    for (const line of server.errors()) console.error(`server error: ${line}`);
    if (stopped.code !== 0) console.error(`server stopped with ${JSON.stringify(stopped)}`);
  }
  const ledger = await audit(dir);
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
        backend: `pglite (${settings.thread} thread)`,
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
      },
      null,
      2,
    ),
  );
  failed = summary.stalled || !answered || !balanced;
  console.log(
    `pglite soak: ${summary.stalled ? `stalled after ${summary.seconds} s` : `${summary.seconds} s of load`}, ` +
      `answered at the end: ${answered ? 'yes' : 'no'}, ledger balanced: ${balanced ? 'yes' : 'no'}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
