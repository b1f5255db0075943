import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config/env';
import { advisoryLeadership, type Leadership, soleLeadership } from './leadership';
import { keepPGliteAnalyzed } from './pglite-analyze';
import { guardPGliteEngine } from './pglite-guard';
import { pglitePreparedQuery } from './pglite-prepared';
import { startPGliteWorker } from './pglite-remote';
import { pgliteStartOptions } from './pglite-start';
import { registerRawQuery, registerStatementNamer } from './prepared';
import * as catalogue from './schema/catalogue';
import * as system from './schema/system';

const schema = { ...system, ...catalogue };

export type Schema = typeof schema;
/** One type for both drivers: the same queries run on embedded PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle inside `db.transaction(...)`: a function that needs its statements in one transaction (a lock held
 * to the commit, say) takes this, not `Database`, so it cannot be handed the pool by mistake.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while no other server node can run migrations (a no-op lock on single-process PGlite). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Election for work one node does at a time; every node passing the same key competes for it. */
  leadership(key: number): Leadership;
  close(): Promise<void>;
}

// Any fixed number: every node of this product takes the same session-level advisory lock.
const MIGRATION_LOCK_KEY = 7_243_001;

/**
 * PGlite when no DATABASE_URL is set: real Postgres compiled to WASM, data kept on disk so it survives a
 * restart (or in memory for tests). It serves one connection, so concurrency tests need PostgreSQL.
 */
export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    // Named prepared statements (db/prepared.ts, the session lookup) take array parameters; given the arrays'
    // sizes, PostgreSQL would plan them again at every call (custom plans), which cost more than running them.
    // A generic plan is made once per connection. Unnamed statements (all other queries) are planned per call
    // whatever this says.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 20,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // BIGINT columns come back as JS numbers: money is kept within the safe-integer range by the domain.
    pool.on('error', () => {
      // An idle client losing its connection must not crash the process; the pool replaces it.
    });
    // A client checked out of the pool (a transaction between statements) whose connection is terminated emits
    // 'error' with no listener of the pool's, which would crash the process; its next statement fails instead
    // (answered 503, http/errors.ts) and the pool discards it when it is released with that error.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    registerRawQuery(db, async (name, text, params) => {
      const result = await pool.query({ name, text, values: [...params] });
      return result.rows;
    });
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    };
    return {
      db,
      kind: 'postgres',
      exclusively,
      leadership: (key) => advisoryLeadership(pool, key),
      close: () => pool.end(),
    };
  }
  if (database.thread === 'main') {
    if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
    const client = await PGlite.create(
      database.dataDir ?? 'memory://',
      pgliteStartOptions(database.startFrom),
    );
    guardPGliteEngine(client);
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    // As on PostgreSQL (above): named statements keep one generic plan. PGlite is one session, so this is set once.
    await client.exec('SET plan_cache_mode = force_generic_plan');
    registerRawQuery(db, pglitePreparedQuery(client));
    return pgliteHandle(db, () => client.close());
  }
  // The default: PGlite on a thread of its own, so statements running in WebAssembly do not hold the server's
  // event loop (ADR 015). The worker sets the same plan cache mode.
  const remote = await startPGliteWorker({ dataDir: database.dataDir, startFrom: database.startFrom });
  const db = drizzlePglite({ client: remote as unknown as PGlite, schema }) as unknown as Database;
  registerRawQuery(db, remote.prepared);
  registerStatementNamer(db, remote.nameStatement);
  return pgliteHandle(db, () => remote.close());
}

function pgliteHandle(db: Database, close: () => Promise<void>): DatabaseHandle {
  // PGlite has no autovacuum: grown tables are analyzed here, so plans made over empty tables do not last.
  const stopAnalyzing = keepPGliteAnalyzed(db);
  return {
    db,
    kind: 'pglite',
    exclusively: (work) => work(),
    leadership: () => soleLeadership(),
    close: () => {
      stopAnalyzing();
      return close();
    },
  };
}
