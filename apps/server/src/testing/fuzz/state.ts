import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Tables whose rows a request may change without changing anything a player has: session rows are touched off
 * the request path (activity gathered per second, ADR 019), so only their number is compared.
 */
const COUNTED_ONLY = new Set(['sessions']);
/**
 * Tables a refused request writes to by design: the back office's audit log records every refused staff attempt
 * (ADR 036), so a refusal adds its row there and nowhere else (`backoffice/access.test.ts` checks those rows).
 */
const RECORDS_REFUSALS = new Set(['audit_log']);

// Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result unknown.
const rowsOf = async (db: Database, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * A fingerprint of everything stored: per table its row count and a hash of its rows (balances, ledger entries,
 * bets, limits, favourites, players ... all of them), so a refused request that changed anything shows as a
 * difference naming the table.
 */
export async function stateSnapshot(db: Database): Promise<() => Promise<Record<string, string>>> {
  const tables = (
    await rowsOf(
      db,
      sql.raw(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      ),
    )
  )
    .map((row) => String(row.table_name))
    .filter((name) => !RECORDS_REFUSALS.has(name));
  const parts = tables.map((name) =>
    COUNTED_ONLY.has(name)
      ? `SELECT '${name}' AS name, count(*)::text AS state FROM "${name}"`
      : `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS state FROM "${name}" t`,
  );
  const query = sql.raw(parts.join(' UNION ALL '));
  return async () =>
    Object.fromEntries((await rowsOf(db, query)).map((row) => [String(row.name), String(row.state)]));
}
