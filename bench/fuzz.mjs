// The longer fuzz run: apps/server/src/fuzz.test.ts with many requests per route and a new seed each run (or
// --seed N to repeat one), on embedded PGlite (--backend postgres: the local PostgreSQL, BENCH_DATABASE_URL).
// Prints the requests tried per route and their answers by status class; a failure prints the request, its seed
// and the path to replay it. Record the run in bench/RESULTS.md.
//
// Usage: node bench/fuzz.mjs [--runs 300] [--seed N] [--backend pglite|postgres]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib/paths.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const runs = Number(option('runs', 300));
const seed = Number(option('seed', Math.floor(Math.random() * 2 ** 31)));
const backend = option('backend', 'pglite');
const folder = mkdtempSync(join(tmpdir(), 'fuzz-'));
const report = join(folder, 'tally.json');
const postgres =
  process.env.BENCH_DATABASE_URL ?? 'postgres://sportsbook:sportsbook@127.0.0.1:5432/sportsbook';

console.log(`fuzz: ${runs} requests per route, seed ${seed}, ${backend}`);
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--project',
    backend === 'postgres' ? 'server-postgres' : 'server-pglite',
    'apps/server/src/fuzz.test.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: String(runs),
      FUZZ_SEED: String(seed),
      FUZZ_REPORT: report,
      ...(backend === 'postgres' ? { TEST_DATABASE_URL: postgres } : {}),
    },
  },
);
const seconds = (Date.now() - started) / 1000;
let tally = {};
try {
  tally = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  // No tally: the run failed before the end; vitest printed why.
}
rmSync(folder, { recursive: true, force: true });
const rows = Object.entries(tally);
const total = rows.reduce((sum, [, counts]) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);
console.log('\n| route | requests | 2xx | 4xx |');
console.log('| --- | --- | --- | --- |');
for (const [route, counts] of rows) {
  const tried = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`| ${route} | ${tried} | ${counts['2xx'] ?? 0} | ${counts['4xx'] ?? 0} |`);
}
console.log(
  `\nfuzz: ${rows.length} routes, ${total} requests in ${seconds.toFixed(0)} s, seed ${seed}: ${run.status === 0 ? 'no 5xx, no hang, no change on a refusal' : 'FAILED'}`,
);
process.exit(run.status ?? 1);
