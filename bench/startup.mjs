// Startup benchmark: time from a fresh clone to a ready sportsbook (install + build + first start), and from a
// warm restart to ready (the target is under 10 s). "Ready" is the moment `npm start` prints that the API health
// check and the web home page both answer. Usage: node bench/startup.mjs [--warm-runs N] [--skip-fresh]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const warmRuns = Number(process.argv[process.argv.indexOf('--warm-runs') + 1]) || 3;
const skipFresh = process.argv.includes('--skip-fresh');

function timeToReady(cwd, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd, env: { ...process.env, ...env } });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Sportsbook ready in')) {
        const seconds = (performance.now() - started) / 1000;
        child.kill('SIGINT');
        child.on('exit', () => resolve(seconds));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (!output.includes('Sportsbook ready in'))
        reject(new Error(`start exited (${code}) before ready:\n${output.slice(-2000)}`));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const env = { PORT: '3300', API_PORT: '4300' };
const results = {};
let checkout = root;
let cleanup = () => {};

if (!skipFresh) {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-fresh-'));
  cleanup = () => rmSync(dir, { recursive: true, force: true });
  spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
  checkout = dir;
  results.freshCloneToReady = await timeToReady(dir, env);
}
const warm = [];
for (let i = 0; i < warmRuns; i++) warm.push(await timeToReady(checkout, env));
results.warmRestartToReadyMedian = median(warm);
results.warmRuns = warm.map((s) => Number(s.toFixed(2)));
cleanup();
console.log(JSON.stringify(results, null, 2));
