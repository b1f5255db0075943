import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/** How often PGlite's tables are looked at for growth. */
export const ANALYZE_CHECK_MS = 30_000;

/**
 * PGlite has no autovacuum: its tables are never analyzed, and a generic plan (db/client.ts) made when a table was
 * empty is kept for the life of the process. The placement context, first planned right after a start over an
 * empty `bets`, probed a player's bets by `(player_id, created_at)` and filtered the idempotency key: its cost grew
 * with the player's bets (1.3 ms per batch of 5 with none, 34 ms with 25,000), and placement slowed through a
 * sustained run (bench/RESULTS.md, PGlite soak). PostgreSQL analyzes on its own, which also re-plans what depends on
 * the table. This does the analyzing part for PGlite: a table whose heap has grown by a fifth (and 8 pages) since
 * its last ANALYZE is analyzed, which refreshes its statistics and makes the statements that read it plan again.
 * Answers the tables it analyzed.
 */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  const grown = await rawRows<{ name: string }>(
    db,
    sql`SELECT c.oid::regclass::text AS name FROM pg_class c
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
      AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
    ORDER BY 1`,
  );
  const names = grown.map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`ANALYZE ${names.join(', ')}`));
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
