import type { z } from 'zod';
import type { Database } from './client';

/** Runs one statement with numbered parameters ($1, $2 ...) on a database's driver, answering its rows. */
export type RawQuery = (name: string, text: string, params: readonly unknown[]) => Promise<unknown[]>;

const drivers = new WeakMap<object, RawQuery>();
const namers = new WeakMap<object, (text: string, name: string) => void>();

/** Called by openDatabase when its driver can run Drizzle's query text as a named statement (PGlite's worker). */
export function registerStatementNamer(db: object, name: (text: string, name: string) => void): void {
  namers.set(db, name);
}

/**
 * Drizzle's `.prepare(name)` makes a named statement on node-postgres, but its PGlite driver drops the name and
 * PGlite parses and plans the text at every call. This hands the name to the driver that can use it; elsewhere
 * it changes nothing.
 */
export function nameStatement(db: object, query: { getQuery(): { sql: string } }, name: string): void {
  namers.get(db)?.(query.getQuery().sql, name);
}

/** Called by openDatabase: how prepared statements reach this database's driver. */
export function registerRawQuery(db: object, run: RawQuery): void {
  drivers.set(db, run);
}

/**
 * A hand-written statement of fixed text for a hot path. It skips Drizzle's query building (per query it costs
 * more CPU than the round trip) and, on PostgreSQL, runs as a named prepared statement: parsed and planned once
 * per connection instead of at every call. Variable-length input goes in array parameters (`unnest`), so the
 * text never changes. Rows are parsed with `schema`; raw rows are not mapped by Drizzle (node-postgres answers
 * BIGINT as text, PGlite as a number), so schemas coerce numbers. Runs on the database itself, not inside a
 * Drizzle transaction (a single statement is atomic on its own).
 */
export function preparedStatement<T extends z.ZodType>(name: string, text: string, schema: T) {
  return async (db: Database, params: readonly unknown[]): Promise<z.infer<T>[]> => {
    const run = drivers.get(db);
    if (!run)
      throw new Error(`Statement ${name} needs the database opened by openDatabase, not a transaction`);
    const rows = await run(name, text, params);
    return rows.map((row) => schema.parse(row));
  };
}
