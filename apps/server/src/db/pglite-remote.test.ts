import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle, openDatabase } from './client';
import { type RemotePGlite, type RemoteQueries, startPGliteWorker } from './pglite-remote';
import { nameStatement, preparedStatement } from './prepared';
import { rawRows } from './raw-rows';

let remote: RemotePGlite;
beforeAll(async () => {
  remote = await startPGliteWorker({ dataDir: undefined });
  await remote.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz, amount bigint)`);
});
afterAll(async () => {
  await remote.close();
});

const count = async () => (await remote.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]?.n;

describe('PGlite on its worker thread', () => {
  it('runs queries with parameters in object and array row modes', async () => {
    await remote.query('INSERT INTO t VALUES ($1, $2, $3, $4)', [1, 'one', '2026-11-22T10:00:00Z', 10]);
    const objects = await remote.query<{ id: number; at: Date }>('SELECT id, at FROM t WHERE id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, at: new Date('2026-11-22T10:00:00Z') }]);
    const arrays = await remote.query('SELECT id, name FROM t WHERE id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
  });

  it('leaves the types Drizzle asks for as text, and refuses parsers it cannot carry across', async () => {
    const identity = (value: string) => value;
    const result = await remote.query<{ at: unknown }>('SELECT at FROM t WHERE id = 1', [], {
      parsers: { 1184: identity },
    });
    expect(typeof result.rows[0]?.at).toBe('string');
    await expect(
      remote.query('SELECT at FROM t', [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).rejects.toThrow(/identity parsers/);
  });

  it('commits a transaction whose work succeeds and rolls back one that throws', async () => {
    const before = await count();
    await remote.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES ($1, $2)', [2, 'two']);
    });
    expect(await count()).toBe((before ?? 0) + 1);
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('keeps a query from outside waiting until an open transaction ends, as PGlite does in-process', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened: (tx: RemoteQueries) => void = () => undefined;
    const open = new Promise<RemoteQueries>((resolve) => {
      opened = resolve;
    });
    const inside = remote.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (4, $1)', ['four']);
      opened(tx);
      await held;
      order.push('transaction');
    });
    const tx = await open;
    const outside = remote.query<{ name: string }>('SELECT name FROM t WHERE id = 4').then((result) => {
      order.push('outside');
      return result.rows;
    });
    // A round trip of the transaction sent after the outside query: the worker has had that query, and it waits.
    await tx.query('SELECT 1');
    expect(order).toEqual([]);
    release();
    await inside;
    expect(await outside).toEqual([{ name: 'four' }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('answers a database error with its code and constraint, and keeps working', async () => {
    await expect(remote.query('INSERT INTO t (id) VALUES (1)')).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await remote.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs a named text as a prepared statement, parsed once, with the same rows and counts', async () => {
    const text = 'UPDATE t SET amount = amount + $1 WHERE id = $2 RETURNING id, amount, at';
    remote.nameStatement(text, 't_add');
    const first = await remote.query(text, [5, 1], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(first.rows).toEqual([[1, 15, expect.stringMatching(/^2026-11-22 10:00:00/)]]);
    expect(first.affectedRows).toBe(1);
    await remote.query(text, [5, 1]);
    const statements = await remote.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 't_add'`,
    );
    expect(statements.rows[0]?.n).toBe(1);
    expect((await remote.query<{ amount: number }>('SELECT amount FROM t WHERE id = 1')).rows).toEqual([
      { amount: 20 },
    ]);
  });

  it('fails every later call plainly once the thread is gone', async () => {
    const other = await startPGliteWorker({ dataDir: undefined });
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/database thread stopped/);
  });
});

describe('openDatabase with PGlite on its thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'worker' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('serves Drizzle, its transactions and the prepared statements', async () => {
    await handle.db.execute(sql`CREATE TABLE w (id int PRIMARY KEY, made_at timestamptz NOT NULL)`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO w VALUES (1, '2026-11-22T10:00:00Z')`);
    });
    const byStatement = preparedStatement(
      'w_by_id',
      'SELECT id, made_at FROM w WHERE id = ANY($1::int[])',
      z.object({ id: z.number(), made_at: z.date() }),
    );
    expect(await byStatement(handle.db, [[1]])).toEqual([
      { id: 1, made_at: new Date('2026-11-22T10:00:00Z') },
    ]);
  });

  it('keeps this thread free while a statement runs (in-process, WebAssembly would hold it)', async () => {
    const started = performance.now();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now() - started), 10);
    await handle.db.execute(sql`SELECT pg_sleep(0.3)`);
    clearInterval(timer);
    // Ticks kept coming during the 300 ms statement: many of them, and some well before it ended.
    expect(ticks.length).toBeGreaterThan(10);
    expect(ticks[0]).toBeLessThan(100);
  });

  it('hands a Drizzle prepared query its name', async () => {
    const query = handle.db.select({ one: sql<number>`1` }).from(sql`w`).prepare('w_one');
    nameStatement(handle.db, query, 'w_one');
    expect(await query.execute()).toEqual([{ one: 1 }]);
    const statements = await rawRows(
      handle.db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'w_one'`,
    );
    expect(statements).toEqual([{ n: 1 }]);
  });
});
