import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The chaos harness (bench/lib/chaos.mjs) in its short, seeded form: the built server as a child process on this
// project's database kind (PGlite, or PostgreSQL when DATABASE_URL is set), ten SIGKILLs at seeded moments under
// placements, deposits, cash-outs and settlements, a restart after each, then the audit of every answer and of the
// ledger. The long run is `npm run bench -- chaos`. Loaded by path: the harness is plain JavaScript shared with
// the benchmarks.
const bench = join(import.meta.dirname, '..', '..', '..', '..', 'bench', 'lib');
const postgresUrl = process.env.DATABASE_URL || undefined;
const backend = postgresUrl ? 'postgres' : 'pglite';
const KILLS = 10;
const SEED = 20_261_127;

interface ChaosReport {
  kills: unknown[];
  restartMs: number[];
  sent: Record<string, Record<string, number>>;
  replays: { tried: number; different: number; differences: unknown[] };
  serverErrors: string[];
  audit: { checks: Record<string, number>; totals: Record<string, number>; violations: string[] };
}

let report: ChaosReport;

beforeAll(async () => {
  const { buildServer, freePorts } = await import(join(bench, 'server-process.mjs'));
  const { runChaos } = await import(join(bench, 'chaos.mjs'));
  buildServer();
  report = await runChaos({
    backend,
    seed: SEED,
    kills: KILLS,
    upMs: [1_500, 4_000],
    adminUrl: postgresUrl,
    // A port of its own: the two database projects, or two test runs on one machine, may run at once.
    port: (await freePorts(1))[0],
  });
}, 15 * 60_000);

afterAll(() => {
  if (report) console.info(`chaos on ${backend}: ${JSON.stringify({ ...report, serverErrors: undefined })}`);
});

describe(`SIGKILL under load on ${backend}`, () => {
  it(`was killed ${KILLS} times and started again each time with its data intact`, () => {
    expect(report.kills).toHaveLength(KILLS);
    expect(report.restartMs).toHaveLength(KILLS);
  });

  it('kept every answered request in the database exactly once, and nothing half-written', () => {
    expect(report.sent.placements?.['200']).toBeGreaterThan(0);
    expect(report.audit.violations).toEqual([]);
  });

  it('answers a retried placement with the bets of its first answer', () => {
    expect(report.replays.tried).toBeGreaterThan(0);
    expect(report.replays.differences).toEqual([]);
  });

  it('answered no request with a 5xx', () => {
    const fiveHundreds = Object.entries(report.sent).flatMap(([kind, statuses]) =>
      Object.entries(statuses)
        .filter(([status]) => status.startsWith('5'))
        .map(([status, n]) => `${kind} ${status}: ${n}`),
    );
    expect(fiveHundreds).toEqual([]);
    expect(report.serverErrors).toEqual([]);
  });
});
