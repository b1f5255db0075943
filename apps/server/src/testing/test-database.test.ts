import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { findMigrationsFolder } from '../db/migrate';
import { rawRows } from '../db/raw-rows';
import { createTestDatabase } from './test-database';

// Every server test file's database is a copy of the run's template (testing/database-template.ts): a copy that
// missed a migration or the seed would make every test run on a schema the server never has.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('is copied from the template the run made, with every migration applied and the operator seed in', async () => {
  expect(inject('databaseTemplate').kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const journal = JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const applied = await rawRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  expect(applied[0]?.count).toBe(journal.entries.length);
  const currencies = await rawRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM currencies`,
  );
  expect(currencies[0]?.count).toBeGreaterThan(0);
});

it('is a database of its own: a write here is not in the next copy', async () => {
  await database.db.execute(sql`DELETE FROM currencies`);
  const other = await createTestDatabase();
  try {
    const left = await rawRows<{ count: number }>(
      other.db,
      sql`SELECT count(*)::int AS count FROM currencies`,
    );
    expect(left[0]?.count).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});
