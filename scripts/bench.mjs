// `npm run bench`: runs every benchmark in bench/ (or the ones named) and prints their results.
// Record notable results with date, machine and method in bench/RESULTS.md. bench/settlement.mjs needs a
// PostgreSQL server (BENCH_DATABASE_URL, default the local one) and creates and drops its own databases.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { root } from './lib/paths.mjs';

ensureInstalled(root);
const wanted = process.argv.slice(2);
const benches = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') || f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)));
let failed = false;
for (const file of benches) {
  console.log(`\n## ${file}`);
  const runner = file.endsWith('.ts')
    ? [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join('bench', file)]
    : [join('bench', file)];
  const result = spawnSync(process.execPath, runner, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
