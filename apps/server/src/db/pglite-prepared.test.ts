import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePreparedQuery } from './pglite-prepared';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create('memory://');
  await client.exec('CREATE TABLE t (id int PRIMARY KEY, name text, amount bigint)');
});
afterAll(async () => {
  await client.close();
});

describe('pglitePreparedQuery', () => {
  it('parses a statement once and runs it with array, null and bigint parameters, answering typed rows', async () => {
    const run = pglitePreparedQuery(client);
    const insert = `INSERT INTO t (id, name, amount)
      SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[]) RETURNING id, name, amount`;
    expect(
      await run('t_insert', insert, [
        [1, 2],
        ['one', null],
        [10, 9_007_199_254_740_991],
      ]),
    ).toEqual([
      { id: 1, name: 'one', amount: 10 },
      { id: 2, name: null, amount: 9_007_199_254_740_991 },
    ]);
    expect(await run('t_insert', insert, [[3], ['three'], [30]])).toEqual([
      { id: 3, name: 'three', amount: 30 },
    ]);
    const statements = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 't_insert'`,
    );
    expect(statements.rows[0]?.n).toBe(1);
  });

  it('answers a database error with its code and keeps working afterwards', async () => {
    const run = pglitePreparedQuery(client);
    const insert = 'INSERT INTO t (id) VALUES ($1::int) RETURNING id';
    await run('t_one', insert, [10]);
    await expect(run('t_one', insert, [10])).rejects.toMatchObject({ code: '23505' });
    expect(await run('t_one', insert, [11])).toEqual([{ id: 11 }]);
  });

  it('waits for a transaction another caller holds open instead of running inside it', async () => {
    const run = pglitePreparedQuery(client);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (20)');
      opened();
      await held;
      await tx.rollback();
    });
    await open;
    const read = run('t_count', 'SELECT count(*)::int AS n FROM t WHERE id = $1::int', [20]);
    release();
    await transaction;
    // Run inside the open transaction it would have seen the row the transaction then rolled back.
    expect(await read).toEqual([{ n: 0 }]);
  });
});
