import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedOperatorConfiguration } from '../modules/seed/seed';

/** Where a server test file's new database is copied from (testing/test-database.ts). */
export type DatabaseTemplate = { kind: 'pglite'; dump: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** A database URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the server's administrator (CREATE and DROP DATABASE cannot run in a pool's session). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest's global setup of the server projects: one migrated and seeded database per run, which every test
 * file's database is copied from. A new PGlite cluster (initdb in WebAssembly) and every migration took about
 * three seconds per file; loading a dump of the template takes a fraction of it. On PostgreSQL the copy is
 * `CREATE DATABASE ... TEMPLATE`. Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env?.DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'sportsbook-template-'));
    const dump = join(folder, 'pglite.tar');
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'main' });
    await migrateDatabase(handle);
    await seedOperatorConfiguration(handle.db);
    // On the main thread the Drizzle database's client is the PGlite instance itself.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
    project.provide('databaseTemplate', { kind: 'pglite', dump });
    return () => rm(folder, { recursive: true, force: true });
  }
  const name = `sportsbook_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  await migrateDatabase(handle);
  await seedOperatorConfiguration(handle.db);
  await handle.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
