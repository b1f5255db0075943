// Crash safety under load (`npm run bench -- chaos`): the chaos harness (bench/lib/chaos.mjs) on PostgreSQL and on
// PGlite, many kills each, then the settlement takeover after a kill mid-settlement (bench/lib/chaos-takeover.mjs).
// Exits 1 when any check fails. Record runs in RESULTS.md and docs/reliability.md.
//
// Usage: node bench/chaos.mjs [--kills 40] [--seed 7] [--backend postgres|pglite|both] [--bets 40000] [--port 4183]
//   The port differs from the reliability tests' (4193-4196), so a bench run and `npm test` may share the machine.
//   BENCH_DATABASE_URL (default: the local sportsbook superuser) creates and drops the PostgreSQL databases.
import { runChaos } from './lib/chaos.mjs';
import { measureTakeover } from './lib/chaos-takeover.mjs';
import { buildServer } from './lib/server-process.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const kills = Number(option('kills', 40));
const seed = Number(option('seed', 7));
const bets = Number(option('bets', 40_000));
const which = option('backend', 'both');
const port = Number(option('port', 4183));
const backends = which === 'both' ? ['postgres', 'pglite'] : [which];
const adminUrl = process.env.BENCH_DATABASE_URL;

buildServer();
let failed = false;
for (const backend of backends) {
  const started = performance.now();
  const report = await runChaos({
    backend,
    seed,
    kills,
    upMs: [3_000, 12_000],
    adminUrl,
    port,
    log: console.error,
  });
  const minutes = Math.round((performance.now() - started) / 6_000) / 10;
  console.log(JSON.stringify({ ...report, minutes }, null, 2));
  const ok = report.audit.violations.length === 0 && report.replays.different === 0;
  console.log(
    `chaos ${backend}: ${kills} kills in ${minutes} min, ${ok ? 'every check held' : `FAILED: ${report.audit.violations.join(', ')}`}`,
  );
  if (!ok) failed = true;
}
// The takeover harness runs on PostgreSQL (several processes share the settlement queue there; a PGlite folder has
// one process at a time, so its takeover is the restart the chaos run above measured).
if (backends.includes('postgres')) {
  const takeover = await measureTakeover({ bets, adminUrl, port: port + 2, log: console.error });
  console.log(JSON.stringify(takeover, null, 2));
  const ok = takeover.takeoverMs < 12_000 && takeover.audit.violations.length === 0;
  console.log(
    `settlement takeover postgres: ${takeover.takeoverMs} ms after the kill (${ok ? 'ok' : 'FAILED'})`,
  );
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
