// The database under a chaos run (bench/lib/chaos.mjs): a fresh PostgreSQL database of its own, created and
// dropped here, or a fresh PGlite data folder. `read(work)` runs SQL on it from outside the server: on PostgreSQL
// while the server runs, on PGlite only while it is stopped (PGlite is one process's folder).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteRunner, pgRunner } from './placement-seed.mjs';

export const defaultAdminUrl = 'postgres://sportsbook:sportsbook@127.0.0.1:5432/sportsbook';

async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the server `adminUrl` names; `env` is what the API server needs to use it. */
export async function postgresStore(adminUrl = defaultAdminUrl) {
  const name = `sportsbook_chaos_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    backend: 'postgres',
    env: { DATABASE_URL: url.toString() },
    readableWhileRunning: true,
    read: (work) => work(pgRunner(client)),
    async dispose() {
      await client.end().catch(() => undefined);
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh PGlite data folder in the temporary directory. */
export function pgliteStore() {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-chaos-'));
  return {
    backend: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    dataDir: join(dir, 'pglite'),
    readableWhileRunning: false,
    async read(work) {
      const pglite = await PGlite.create(join(dir, 'pglite'));
      try {
        return await work(pgliteRunner(pglite));
      } finally {
        await pglite.close();
      }
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
