import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { guardPGliteEngine, PGliteEngineFailure } from './pglite-guard';

// Each row tuple of an IN list is one more level of a nested expression PostgreSQL walks recursively; this many
// overflow the JavaScript stack of any thread PGlite runs on (about 270 did on a main thread, 1,150 on a worker).
const TUPLES = 20_000;
const deepQuery = `SELECT a FROM t WHERE (a, b) IN (${Array.from({ length: TUPLES }, (_, i) => `(${i % 11}, 1)`).join(', ')})`;

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function tableOfPairs(): Promise<PGlite> {
  const pg = await PGlite.create('memory://');
  await pg.exec(
    'CREATE TABLE t (a int, b int, PRIMARY KEY (a, b)); INSERT INTO t SELECT a, 1 FROM generate_series(0, 10) a',
  );
  return pg;
}

describe('guardPGliteEngine', () => {
  it('leaves PostgreSQL errors alone: the statement fails with its code and the next one runs', async () => {
    client = await tableOfPairs();
    guardPGliteEngine(client);
    await expect(client.query('SELECT 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('INSERT INTO t VALUES (0, 1)')).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 11 }]);
  });

  it('fails a statement that overflowed the stack, and every later one at once, instead of answering no rows', async () => {
    client = await tableOfPairs();
    guardPGliteEngine(client);
    await expect(client.query(deepQuery)).rejects.toBeInstanceOf(PGliteEngineFailure);
    await expect(client.query(deepQuery)).rejects.toThrow(/Maximum call stack size exceeded/);
    await expect(client.query('SELECT 1')).rejects.toBeInstanceOf(PGliteEngineFailure);
  });

  it('is needed: unguarded, PGlite 0.5 never reports the overflow (no rows, or an unrelated error)', async () => {
    // When this fails, PGlite reports the overflow itself and the guard may go (ADR 022).
    client = await tableOfPairs();
    const outcome = await client.query(deepQuery).then(
      (result) => `${result.rows.length} rows`,
      (error: unknown) => String(error),
    );
    expect(outcome).not.toMatch(/stack/i);
    expect(outcome).not.toBe('11 rows');
  });
});
