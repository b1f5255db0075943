import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/** How often PGlite's tables are looked at for growth. */
export const ANALYZE_CHECK_MS = 30_000;

/**
 * PGlite has no autovacuum: its tables are never analyzed, and a generic plan (db/client.ts) made when a table was
 * empty is kept for the life of the process. The placement context, first planned right after a start over an
 * empty `bets`, probed a player's bets by `(player_id, created_at)` and filtered the idempotency key: its cost grew
 * with the player's bets, and placement slowed through a sustained run (bench/RESULTS.md, "PGlite soak"). PostgreSQL analyzes on its own, which also re-plans what depends on
 * the table. This does the analyzing part for PGlite: of the tables whose heap has grown by a fifth (and 8 pages)
 * since their last ANALYZE, the one that grew most is analyzed, which refreshes its statistics and makes the
 * statements that read it plan again. One table per call and a small sample (statistics target 10): analyzing every
 * grown table at the default sample held the database thread long enough to show in placement's tail
 * (bench/RESULTS.md, "PGlite soak"), and the plans need the table's size and rough distinct counts, not fine
 * histograms. Answers the table it analyzed, if any.
 */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  const grown = await rawRows<{ name: string }>(
    db,
    sql`SELECT c.oid::regclass::text AS name FROM pg_class c
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
      AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
    ORDER BY pg_relation_size(c.oid)::float8 / (current_setting('block_size')::int * (c.relpages + 1)) DESC, 1
    LIMIT 1`,
  );
  const names = grown.map((row) => row.name);
  for (const name of names) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL default_statistics_target = 10`);
      await tx.execute(sql.raw(`ANALYZE ${name}`));
    });
  }
  return names;
}

/** Runs `analyzeGrownTables` every ANALYZE_CHECK_MS until the returned function is called. */
export function keepPGliteAnalyzed(db: Database): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // A failure (the database closing, or an engine failure db/pglite-guard.ts reports) waits for the next check.
    analyzeGrownTables(db)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, ANALYZE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
