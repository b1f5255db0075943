import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedOperatorConfiguration } from '../modules/seed/seed';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (the server-postgres Vitest project), dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'worker' });
    await migrateDatabase(handle);
    await seedOperatorConfiguration(handle.db);
    return handle;
  }
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(handle);
  await seedOperatorConfiguration(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A test database that outlives the handles opened on it, for tests that restart the app. */
export interface RestartableTestDatabase {
  /** Opens a migrated and seeded handle on the database; close it before opening the next. */
  open(): Promise<DatabaseHandle>;
  /** Removes the database (its data directory, or the PostgreSQL database). */
  dispose(): Promise<void>;
}

/**
 * One database for several app lifetimes: PGlite in a temporary data directory (reopened from disk, as a
 * restarted `npm start` does), or one new database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createRestartableTestDatabase(): Promise<RestartableTestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  // As the server does at every start: migrations and the operator seed are no-ops the second time.
  const prepare = async (handle: DatabaseHandle) => {
    await migrateDatabase(handle);
    await seedOperatorConfiguration(handle.db);
    return handle;
  };
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-restart-'));
    return {
      open: async () => prepare(await openDatabase({ kind: 'pglite', dataDir, thread: 'worker' })),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    open: async () => prepare(await openDatabase({ kind: 'postgres', url: url.toString() })),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
