import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Cluster faults (bench/lib/chaos-cluster.mjs): two nodes of the built server on one PostgreSQL database and a
// Redis of the run's own. The feed leader is killed mid-batch, Redis is killed and started again empty, and every
// connection of the database is terminated three times under the chaos load. PostgreSQL only: PGlite is one node.
const bench = join(import.meta.dirname, '..', '..', '..', '..', 'bench', 'lib');
const postgresUrl = process.env.DATABASE_URL || undefined;
// The other node retries the feed's lock every 2 s (db/leadership.ts); the rest is the watch's own polling.
const TAKEOVER_BOUND_MS = 5_000;

interface Offsets {
  publications: number;
  duplicates: number;
  gaps: number;
}
interface ClusterReport {
  leaderKill: { takeoverMs: number; advancedMs: number; offsets: Offsets };
  redisRestart: {
    resubscribed: number;
    recovered: number;
    refetches: number[];
    signInsWhileDown: number[];
    signInsAfter: number[];
    offsets: Offsets;
  };
  connectionDrops: {
    terminated: number[];
    placementsDuringDrops: Record<string, number>;
    placements: Record<string, number>;
    deposits: Record<string, number>;
    cashouts: Record<string, number>;
    healthAfter: number;
  };
  serverErrors: string[];
  audit: { violations: string[] };
}

let report: ClusterReport;

beforeAll(async () => {
  if (!postgresUrl) return;
  const { buildServer, freePorts } = await import(join(bench, 'server-process.mjs'));
  const { runClusterFaults } = await import(join(bench, 'chaos-cluster.mjs'));
  buildServer();
  // Ports of its own (two nodes and a Redis), so another test run on the machine does not collide with it.
  const [first, second, redisPort] = await freePorts(3);
  report = await runClusterFaults({
    adminUrl: postgresUrl,
    drops: 3,
    ports: [first, second],
    redisPort,
    log: console.info,
  });
}, 5 * 60_000);

afterAll(() => {
  if (report) console.info(`cluster faults: ${JSON.stringify(report)}`);
});

describe.skipIf(!postgresUrl)('two nodes, one PostgreSQL, one Redis', () => {
  it('hands the feed to the other node when its leader is killed mid-batch, without a lost or doubled offset', () => {
    const { takeoverMs, advancedMs, offsets } = report.leaderKill;
    expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS);
    expect(advancedMs).toBeGreaterThan(0);
    expect(offsets.publications).toBeGreaterThan(10);
    expect(offsets.duplicates).toBe(0);
    expect(offsets.gaps).toBe(0);
  });

  it('resubscribes real-time clients after a Redis restart, recovering or refetching', () => {
    const { resubscribed, refetches, offsets } = report.redisRestart;
    expect(resubscribed).toBeGreaterThan(0);
    expect(refetches.every((status) => status === 200)).toBe(true);
    expect(offsets.duplicates).toBe(0);
    expect(offsets.gaps).toBe(0);
  });

  it('keeps counting sign-in attempts in memory while Redis is down (429 past the budget, never a 5xx)', () => {
    const { signInsWhileDown, signInsAfter } = report.redisRestart;
    // signInByAddressAndEmail allows 10 attempts per 10 minutes (platform/context.ts RATE_LIMIT_RULES).
    expect(signInsWhileDown).toEqual([...Array(10).fill(401), 429]);
    expect(signInsAfter).toEqual([401, 401]);
  });

  it('answers 503 service_unavailable while connections drop, then succeeds, with nothing half-written', () => {
    const { terminated, placements, deposits, cashouts, healthAfter } = report.connectionDrops;
    expect(terminated.every((n) => n > 0)).toBe(true);
    const serverSide = [placements, deposits, cashouts].flatMap((byStatus) =>
      Object.keys(byStatus).filter((key) => key.startsWith('5') && key !== '503:service_unavailable'),
    );
    expect(serverSide).toEqual([]);
    expect(healthAfter).toBe(200);
    expect(report.audit.violations).toEqual([]);
  });
});
