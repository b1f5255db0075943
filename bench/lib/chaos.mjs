// The chaos harness: the built API server (apps/server/dist/main.js, started by server-process.mjs) on a fresh
// PostgreSQL database or PGlite folder, under placements, deposits, cash-outs and settlements (chaos-load.mjs),
// killed with SIGKILL at seeded random moments and started again each time. After the last kill the load stops,
// the requests that got no answer are sent again with their idempotency keys, the server finishes its work with
// the feed off (so no new results arrive while it drains), and the database is audited (chaos-audit.mjs).
// Used by apps/server/src/reliability/chaos.test.ts (short) and bench/chaos.mjs (long).
import { randomBytes } from 'node:crypto';
import { auditChaosRun } from './chaos-audit.mjs';
import { answersSoFar, startChaosLoad } from './chaos-load.mjs';
import { defaultAdminUrl, pgliteStore, postgresStore } from './chaos-store.mjs';
import { seedPlayers, sessionToken } from './placement-seed.mjs';
import { startServer } from './server-process.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: a small seeded generator of numbers in [0, 1), so a run's kill moments and choices repeat. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The store for a backend: its own PostgreSQL database, or its own PGlite folder. */
export const openStore = (backend, adminUrl = defaultAdminUrl) =>
  backend === 'postgres' ? postgresStore(adminUrl) : pgliteStore();

/** The server settings of a chaos run: development mode, for the feed control surface the settling loop uses. */
export const chaosEnv = (store) => ({ ...store.env, NODE_ENV: 'development' });

/** Seeded players (funded through the ledger, signed in) with their cookies and CSRF pair. */
export async function chaosPlayers(store, count) {
  const { ids, secret } = await store.read((runner) => seedPlayers(runner, { count, funding: 100_000_000 }));
  return ids.map((id) => {
    const csrf = randomBytes(16).toString('hex');
    return {
      id,
      headers: { cookie: `sb_session=${sessionToken(secret, id)}; sb_csrf=${csrf}`, 'x-csrf-token': csrf },
    };
  });
}

/**
 * Waits until the server has settled every queued job and decided every in-play bet. On PGlite the folder is
 * read with the server stopped, so each look stops it and, when work is left, starts it again.
 */
export async function drain(store, start, server, timeoutMs) {
  const quiet = (runner) =>
    runner.query(
      `SELECT (SELECT count(*) FROM settlement_jobs)::int + (SELECT count(*) FROM bets WHERE status = 'submitted')::int AS n`,
    );
  const deadline = Date.now() + timeoutMs;
  let current = server;
  for (;;) {
    if (!store.readableWhileRunning) await current.stop();
    const [row] = await store.read(quiet);
    if (row.n === 0) return current;
    if (Date.now() > deadline) throw new Error(`${row.n} jobs and in-play bets left after ${timeoutMs} ms`);
    if (!store.readableWhileRunning) current = await start();
    // The worker polls every second and the in-play delay is a few seconds: look again after a poll or two.
    await sleep(2_000);
  }
}

/**
 * Runs the harness and answers its report: the kills, the restart times, what the load sent and got, the replays
 * and the audit (`audit.violations` empty when every rule held). Throws if a restart fails (the message holds the
 * server's output: a damaged PGlite folder shows there).
 */
export async function runChaos({
  backend,
  seed = 1,
  kills = 10,
  upMs = [2_000, 6_000],
  players: playerCount = 8,
  concurrency = 6,
  port = 4193,
  adminUrl,
  log = () => undefined,
}) {
  const random = seededRandom(seed);
  const store = await openStore(backend, adminUrl);
  const env = chaosEnv(store);
  const start = (extra = {}) => startServer({ port, env: { ...env, ...extra } });
  const report = { backend, seed, kills: [], restartMs: [], serverErrors: [] };
  // Error log lines of every server process the run started (the cause of any 5xx the load saw).
  const keepErrors = (process) => report.serverErrors.push(...process.errors().slice(0, 5));
  let server;
  try {
    // First start: migrations, the operator's configuration, the feed's first snapshot; then players, stopped.
    await (await start()).stop();
    const players = await chaosPlayers(store, playerCount);
    server = await start();
    let base = server.base;
    const load = startChaosLoad({ server: () => base, players, random, concurrency });
    for (let k = 0; k < kills; k++) {
      // The kill's moment counts from the load's first answer of this run: a slow start (PGlite under a busy
      // machine) would otherwise be killed before it served anything.
      const flowing = answersSoFar();
      for (let waited = 0; answersSoFar() === flowing && waited < 60_000; waited += 100) await sleep(100);
      const up = upMs[0] + random() * (upMs[1] - upMs[0]);
      await sleep(up);
      base = undefined;
      const killedAt = performance.now();
      await server.kill();
      keepErrors(server);
      report.kills.push({ afterMs: Math.round(up), sent: load.journal.placements.length });
      server = await start();
      report.restartMs.push(Math.round(performance.now() - killedAt));
      base = server.base;
      log(`kill ${k + 1}/${kills} after ${Math.round(up)} ms; back in ${report.restartMs.at(-1)} ms`);
    }
    await load.stop();
    await load.replay(server.base);
    await server.stop();
    // The last start runs without the feed: the queue only shrinks, so "nothing left to do" is reached.
    server = await drain(
      store,
      () => start({ FEED_SIMULATOR: 'false' }),
      await start({ FEED_SIMULATOR: 'false' }),
      120_000,
    );
    await server.stop();
    keepErrors(server);
    server = undefined;
    const { journal } = load;
    const tally = (list) => {
      const byStatus = {};
      for (const entry of list) {
        const key = entry.code ? `${entry.status}:${entry.code}` : String(entry.status);
        byStatus[key] = (byStatus[key] ?? 0) + 1;
      }
      return byStatus;
    };
    report.sent = {
      placements: tally(journal.placements),
      deposits: tally(journal.deposits),
      cashouts: tally(journal.cashouts),
      settledMatches: tally(journal.settled),
      corrections: tally(journal.corrected),
      replayedUnanswered:
        journal.placements.filter((p) => p.replayed).length +
        journal.deposits.filter((d) => d.replayed).length,
    };
    const different = journal.replays.filter((r) => !r.same);
    report.replays = {
      tried: journal.replays.length,
      different: different.length,
      differences: different.slice(0, 5),
    };
    report.unexplained = journal.placements.filter((p) => p.status >= 400 && !p.code).slice(0, 3);
    report.audit = await store.read((runner) => auditChaosRun(runner, journal));
    return report;
  } finally {
    if (server) await server.kill();
    await store.dispose();
  }
}
