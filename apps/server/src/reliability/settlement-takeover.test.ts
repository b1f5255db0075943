import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A kill mid-settlement (bench/lib/chaos-takeover.mjs): 20,000 open bets on one market, the match finished, the
// built server killed with SIGKILL half-way through the market's bets and started again. The restarted worker
// must claim the unfinished job within the 10 s lease and a poll of the moment it is back (the harness waits for
// that condition and throws past it), and every bet must end settled exactly once. PostgreSQL only: the queue is
// watched from outside while the server runs.
const bench = join(import.meta.dirname, '..', '..', '..', '..', 'bench', 'lib');
const postgresUrl = process.env.DATABASE_URL || undefined;

describe.skipIf(!postgresUrl)('settlement after a kill mid-settlement', () => {
  it(
    'is taken over by the restarted server within the lease, and every bet is settled once',
    async () => {
      const { buildServer, freePorts } = await import(join(bench, 'server-process.mjs'));
      const { measureTakeover } = await import(join(bench, 'chaos-takeover.mjs'));
      buildServer();
      const result = await measureTakeover({
        bets: 20_000,
        adminUrl: postgresUrl,
        port: (await freePorts(1))[0],
      });
      console.info(`settlement takeover: ${JSON.stringify({ ...result, audit: result.audit.violations })}`);
      expect(result.settledAtKill).toBeGreaterThan(0);
      expect(result.settledAtKill).toBeLessThan(20_000);
      expect(result.settled).toBe(20_000);
      expect(result.audit.violations).toEqual([]);
    },
    10 * 60_000,
  );
});
