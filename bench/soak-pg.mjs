// The soak on PostgreSQL (`npm run bench -- soak-pg`): bench/pglite-soak.mjs with `--database postgres`, for 30
// minutes at half its concurrency (12 loops), the server's memory and file handles sampled every minute. Extra
// arguments go through (e.g. `--minutes 5`). Record runs in RESULTS.md.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const defaults = ['--database', 'postgres', '--minutes', '30', '--concurrency', '12', '--port', '4171'];
const result = spawnSync(
  process.execPath,
  [join(import.meta.dirname, 'pglite-soak.mjs'), ...process.argv.slice(2), ...defaults],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
