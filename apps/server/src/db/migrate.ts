import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/**
 * The SQL migrations live in apps/server/drizzle. The server runs from source (tests, dev) and from the
 * bundle in dist/, so the folder is found by walking up from this module rather than by a fixed relative path.
 */
export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle migrations folder above ${from}`);
    dir = parent;
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  await handle.exclusively(async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
