import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rows of a raw SQL statement (bulk statements the query builder cannot express). Both drivers answer with
 * `rows`; BIGINT columns come back as strings from node-postgres and as numbers from PGlite, so callers read
 * them with `Number(...)` (exact within the safe-integer range the database enforces for money).
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** One array parameter (`= ANY(...)`, `unnest(...)`): drizzle would otherwise spread a JS array into a list. */
export const arrayParam = (values: readonly unknown[]) => sql.param(values);

/**
 * `column = ANY(values)` with the values in one array parameter (`type` is their SQL type: 'int', 'text' ...).
 * Drizzle's `inArray` writes one parameter per value, so a list that grows with the load (open bets, their
 * matches) makes a statement text of its own at every length and, past 65,535 values, one the protocol refuses.
 */
export const equalsAny = (column: SQLWrapper, values: readonly unknown[], type: 'int' | 'bigint' | 'text') =>
  sql`${column} = ANY(${arrayParam(values)}::${sql.raw(type)}[])`;
