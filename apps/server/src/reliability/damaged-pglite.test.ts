import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm, stat, truncate, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedOperatorConfiguration } from '../modules/seed';

// ADR 027: a damaged PGlite data folder is refused at the start with a clear message, before the server listens,
// never served as an empty or partial database. A folder is made as a start makes it (migrated and seeded), then
// copies of it are damaged and the built server (apps/server/dist/main.js) is started on each.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const bench = join(root, 'bench', 'lib');
let work: string;
let pristine: string;

// PGlite only: the PostgreSQL project runs the same file and has nothing to add.
const onPglite = !process.env.DATABASE_URL;

beforeAll(async () => {
  if (!onPglite) return;
  const { buildServer } = await import(join(bench, 'server-process.mjs'));
  buildServer();
  work = await mkdtemp(join(tmpdir(), 'damaged-pglite-'));
  pristine = join(work, 'pristine');
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(pristine, 'pglite'), thread: 'main' });
  await migrateDatabase(handle);
  await seedOperatorConfiguration(handle.db);
  await handle.close();
}, 120_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** A copy of the pristine data folder, damaged by `damage` (given the copy's PGlite directory). */
async function damagedCopy(name: string, damage: (pgdata: string) => Promise<void>): Promise<string> {
  const dataDir = join(work, name);
  await cp(pristine, dataDir, { recursive: true });
  await damage(join(dataDir, 'pglite'));
  return dataDir;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Starts the built server on the folder; answers its exit code, its output and whether it ever answered. */
async function start(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(24).toString('hex'),
      BACKOFFICE_TOKEN: randomBytes(24).toString('hex'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FEED_SIMULATOR: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let answered = false;
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  // Polls the port until the process ends: a server that opened the folder would answer /health.
  while (!exited) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) answered = true;
      child.kill('SIGKILL');
    } catch {
      // not listening
    }
    // sleep-ok: the pause between two probes of the port; the loop ends on the condition (the process exited).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { code: await exit, output, answered };
}

/** How a start on a damaged folder ends: never answering, exit 74, the folder named with what to do. */
const refused = (dataDir: string) => ({
  answered: false,
  code: 74,
  output: expect.stringContaining(
    `Not started: the PGlite data folder ${join(dataDir, 'pglite')} could not be opened; it may be damaged.`,
  ),
});

describe.runIf(onPglite)('a damaged PGlite data folder', () => {
  it('with a catalogue relation file truncated: the start fails before listening', async () => {
    const dataDir = await damagedCopy('truncated', async (pgdata) => {
      const [database] = (await readdir(join(pgdata, 'base'))).filter((d) => d !== '1' && d !== '4');
      if (!database) throw new Error('no database directory');
      // pg_class (relfilenode 1259): every table look-up reads it.
      const file = join(pgdata, 'base', database, '1259');
      expect((await stat(file)).size).toBeGreaterThan(8192);
      await truncate(file, 4096);
    });
    expect(await start(dataDir)).toEqual(refused(dataDir));
  }, 60_000);

  it('with its control file removed: the start fails before listening', async () => {
    const dataDir = await damagedCopy('no-control', (pgdata) => unlink(join(pgdata, 'global', 'pg_control')));
    expect(await start(dataDir)).toEqual(refused(dataDir));
    // Not replaced by a fresh folder either.
    await expect(stat(join(dataDir, 'pglite', 'global', 'pg_control'))).rejects.toThrow('ENOENT');
  }, 60_000);
});
