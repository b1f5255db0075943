import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';

/** A claimed settlement job: one market whose bets must be brought in line with its results. */
export interface SettlementJob {
  id: number;
  matchId: number;
  marketId: number;
  specifier: string;
  /** The version claimed; a change of the market since then bumps it and the job runs again. */
  version: number;
  attempts: number;
}

/**
 * Claims up to `limit` runnable jobs, oldest first, for `leaseMs`: rows another node is claiming at the same
 * moment are skipped (FOR UPDATE SKIP LOCKED), and a claimed job is not runnable again until its lease runs out
 * (a worker that died) or its worker releases it.
 */
export async function claimJobs(db: Database, limit: number, leaseMs: number): Promise<SettlementJob[]> {
  const rows = await rawRows<{
    id: string | number;
    match_id: number;
    market_id: number;
    specifier: string;
    version: number;
    attempts: number;
  }>(
    db,
    sql`UPDATE settlement_jobs SET
          locked_until = now() + ${leaseMs}::int * interval '1 millisecond', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM settlement_jobs
          WHERE run_after <= now() AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY id LIMIT ${limit}::int
          FOR UPDATE SKIP LOCKED)
        RETURNING id, match_id, market_id, specifier, version, attempts`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      matchId: Number(row.match_id),
      marketId: Number(row.market_id),
      specifier: row.specifier,
      version: Number(row.version),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Keeps the jobs claimed while a long run goes on. */
export async function extendLease(db: Database, jobs: readonly SettlementJob[], leaseMs: number) {
  await db.execute(sql`UPDATE settlement_jobs SET locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
    WHERE id = ANY(${arrayParam(jobs.map((j) => j.id))}::bigint[])`);
}

/** Done: deletes the jobs whose market did not change since the claim and releases the others to run again. */
export async function completeJobs(db: Database, jobs: readonly SettlementJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db.execute(sql`DELETE FROM settlement_jobs j
    USING unnest(
      ${arrayParam(jobs.map((j) => j.id))}::bigint[],
      ${arrayParam(jobs.map((j) => j.version))}::int[]) AS v(id, version)
    WHERE j.id = v.id AND j.version = v.version`);
  await db.execute(sql`UPDATE settlement_jobs SET locked_until = NULL, attempts = 0
    WHERE id = ANY(${arrayParam(jobs.map((j) => j.id))}::bigint[])`);
}

/** Failed: the jobs stay, released with the error and a back-off that doubles per attempt up to five minutes. */
export async function failJobs(db: Database, jobs: readonly SettlementJob[], error: string): Promise<void> {
  if (jobs.length === 0) return;
  await db.execute(sql`UPDATE settlement_jobs SET
      locked_until = NULL, last_error = ${error.slice(0, 2000)},
      run_after = now() + least(300, power(2, least(attempts, 9))) * interval '1 second'
    WHERE id = ANY(${arrayParam(jobs.map((j) => j.id))}::bigint[])`);
}

/** Jobs waiting or running (health and tests). */
export async function countJobs(db: Database): Promise<number> {
  const [row] = await rawRows<{ count: string | number }>(
    db,
    sql`SELECT count(*) AS count FROM settlement_jobs`,
  );
  return Number(row?.count ?? 0);
}
