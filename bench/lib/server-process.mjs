// Starts and stops the built API server (apps/server/dist/main.js) for a benchmark, the way production runs it:
// NODE_ENV=production (no development tools, no demo players), the feed simulator on, logs at `warn` (the
// LOG_LEVEL setting; per-request info lines would cost more than some of the work measured).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const serverDir = join(root, 'apps', 'server');

/** Bundles the server (esbuild, about a second); the web app is not needed for an API benchmark. */
export function buildServer() {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `count` distinct ports free on loopback right now, from the system: a test harness that restarts its server on one
 * port takes it from here, so two test runs on one machine (`npm run test:repeat` lanes, a CI beside a benchmark)
 * never reach for the same one.
 */
export async function freePorts(count) {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise((resolve, reject) => {
          probe.once('error', reject);
          probe.listen({ host: '127.0.0.1', port: 0, exclusive: true }, () => resolve(probe.address().port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * Throws unless `port` can be bound on `host`. The readiness wait below asks the port, not the process: with
 * another server already there (one left running by an interrupted benchmark, or another engineer's), it would
 * take that server's answers for ours while ours exits with EADDRINUSE, and the caller would go on against a
 * database nobody migrated (the PostgreSQL soak's seed stopped at `relation "players" does not exist`).
 */
async function assertPortFree(host, port) {
  const probe = createServer();
  const error = await new Promise((resolve) => {
    probe.once('error', resolve);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  if (error) {
    throw new Error(
      `port ${port} on ${host} is taken (${error.code ?? error.message}): another process listens there, ` +
        'perhaps a server left running by an interrupted benchmark; stop it or pass another --port',
    );
  }
}

// Servers still running when the benchmark's process ends (an error, Ctrl-C) are ended with it, so none is left
// holding its port and database for the next run.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/**
 * The environment of API nodes that form one cluster (the production layout): one PostgreSQL `store`
 * (chaos-store.mjs), one `redis` (chaos-redis.mjs), one token secret, and development mode for the feed's control
 * surface the benchmarks drive.
 */
export function clusterNodeEnv(store, redis) {
  return {
    ...store.env,
    REDIS_URL: redis.url,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: randomBytes(24).toString('hex'),
  };
}

/**
 * Runs the server with `env` on top of the production settings and waits until `/health` answers and the feed
 * has stored prematch matches. `nodeArgs` go to node (e.g. `--cpu-prof`). `dist`: another bundle's folder (the
 * server built in another checkout, to compare two commits in one run); default this checkout's apps/server/dist.
 */
export async function startServer({
  port,
  env,
  nodeArgs = [],
  readyTimeoutMs = 120_000,
  dist = join(serverDir, 'dist'),
}) {
  await assertPortFree('127.0.0.1', port);
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      BACKOFFICE_TOKEN: randomBytes(24).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FEED_SIMULATOR: 'true',
      // The simulator's own provider outages fall at wall-clock times and refuse bets while they last: a run
      // must not depend on its hour (ADR 020).
      FEED_OUTAGES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  // Error and fatal log lines (pino levels 50 and 60) are kept apart, so a benchmark can show why a request failed.
  const errors = [];
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)/.test(line) && errors.length < 20) errors.push(line.slice(0, 4000));
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${readyTimeoutMs} ms:\n${output}`);
    }
    try {
      const health = await fetch(`${base}/health`);
      const matches = health.ok
        ? await fetch(`${base}/api/sportsbook/matches?match_status=0&type=match&bettable=true&limit=1`)
        : undefined;
      if (matches?.ok && (await matches.json()).pagination.total > 0) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return {
    base,
    pid: child.pid,
    output: () => output,
    errors: () => errors,
    /** Whether this node runs the feed (development mode only: the feed's control surface answers it). */
    leadsFeed: () =>
      fetch(`${base}/api/dev/feed`)
        .then((answer) => (answer.ok ? answer.json() : { leading: false }))
        .then((body) => body.leading === true),
    /** Ends the process at once (SIGKILL: no shutdown, nothing flushed), as a crash would; answers its exit. */
    kill() {
      if (!exited) child.kill('SIGKILL');
      return exit;
    },
    async stop() {
      if (exited) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };
}
