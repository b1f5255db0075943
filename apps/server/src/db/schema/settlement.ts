import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Markets whose results changed and whose bets still have to be brought in line. A database trigger on
 * `market_results` writes them in the feed batch's own transaction (migration 0004), so a committed result always
 * has its job. One row per market: a new change while a job waits or runs bumps `version`, and a worker deletes
 * the job only if the version it claimed is still the current one. Workers claim jobs with a lease
 * (`locked_until`, taken under FOR UPDATE SKIP LOCKED) so several nodes share the queue and a crashed worker's
 * jobs come back when the lease runs out.
 */
export const settlementJobs = pgTable(
  'settlement_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    runAfter: moment('run_after').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    enqueuedAt: moment('enqueued_at').notNull().defaultNow(),
  },
  (table) => [
    check('settlement_jobs_attempts', sql`${table.attempts} >= 0`),
    uniqueIndex('settlement_jobs_market').on(table.matchId, table.marketId, table.specifier),
    index('settlement_jobs_due').on(table.runAfter, table.id),
  ],
);
