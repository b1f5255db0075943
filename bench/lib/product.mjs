// Starts the built sportsbook (`scripts/start.mjs --no-build`) on its own ports and a fresh PGlite data folder,
// waits until it is ready and the feed has stored its world, and stops it again. Shared by the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = join(import.meta.dirname, '..', '..');

/** What `node scripts/build.mjs` leaves behind; the benchmarks never build, so they measure what was built. */
export function missingBuild(root = here) {
  const needed = [
    join(root, 'apps', 'server', 'dist', 'main.js'),
    join(root, 'apps', 'web', '.next', 'BUILD_ID'),
  ];
  return needed.filter((path) => !existsSync(path));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    await sleep(250);
  }
  throw new Error(`${what} not reached within ${timeoutMs / 1000} s`);
}

/**
 * Runs the product as `npm start` does (same defaults: PGlite, in-process real time, feed simulator, request
 * logging), with its output kept in memory (the tail is shown if it fails).
 */
export async function startProduct({ webPort, apiPort, root = here, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'));
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGINT');
      await Promise.race([new Promise((resolve) => child.on('exit', resolve)), sleep(8000)]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntil('"Sportsbook ready"', () => exited || output.includes('Sportsbook ready'), 180_000);
    if (exited) throw new Error('the product exited before it was ready');
    // A fresh data folder has no catalogue until the feed's first snapshot is stored in the background.
    await waitUntil(
      'a stored catalogue',
      async () => {
        const response = await fetch(`${apiOrigin}/api/sportsbook/matches?limit=50`);
        return response.ok && (await response.json()).data.length === 50;
      },
      120_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- product output (tail) ---\n${output.slice(-4000)}`);
  }
  return { apiOrigin, webOrigin, dataDir, stop };
}
