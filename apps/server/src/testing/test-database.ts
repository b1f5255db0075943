import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedOperatorConfiguration } from '../modules/seed/seed';
import { adminQuery, type DatabaseTemplate, databaseUrl } from './database-template';

/** Migrations and the operator seed, as the server runs them at every start (no-ops the second time). */
async function prepare(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrateDatabase(handle);
  await seedOperatorConfiguration(handle.db);
  return handle;
}

/** The run's template (testing/database-template.ts), when Vitest's global setup made one. */
function template(): DatabaseTemplate | undefined {
  return inject('databaseTemplate');
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (the server-postgres Vitest project), dropped afterwards. Both are
 * copies of the run's template when there is one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const from = template();
  if (!serverUrl) {
    const startFrom = from?.kind === 'pglite' ? from.dump : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'worker', startFrom });
    return startFrom ? handle : prepare(handle);
  }
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  const copy = from?.kind === 'postgres' ? ` TEMPLATE ${from.name}` : '';
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${copy}`);
  const opened = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  const handle = copy ? opened : await prepare(opened);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-restart-'));
    return {
      open: async () => prepare(await openDatabase({ kind: 'pglite', dataDir, thread: 'worker' })),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `sportsbook_test_${randomBytes(6).toString('hex')}`;
  const from = template();
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name}${from?.kind === 'postgres' ? ` TEMPLATE ${from.name}` : ''}`,
  );
  return {
    open: async () => prepare(await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) })),
    dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
