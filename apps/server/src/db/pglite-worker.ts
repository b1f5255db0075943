import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { guardPGliteEngine } from './pglite-guard';
import { pglitePreparedRunner } from './pglite-prepared';
import { toWorkerError, type WorkerAnswer, type WorkerOptions, type WorkerRequest } from './pglite-protocol';
import { pgliteStartOptions } from './pglite-start';

/**
 * The thread that owns the embedded database (ADR 015). PGlite runs PostgreSQL in WebAssembly on the thread that
 * calls it; on the server's thread every statement blocked HTTP, validation and the feed for its whole run. Here
 * it runs beside them: the server's thread sends statements (db/pglite-remote.ts) and keeps serving meanwhile.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const options = workerData as WorkerOptions;

if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
const pg = await PGlite.create(options.dataDir ?? 'memory://', pgliteStartOptions(options.startFrom));
// An exception PostgreSQL did not raise (its recursion overflowing this thread's stack) fails loudly, and for good.
guardPGliteEngine(pg);
// Named statements keep one generic plan (as on PostgreSQL, db/client.ts). PGlite is one session: set once.
await pg.exec('SET plan_cache_mode = force_generic_plan');
const prepared = pglitePreparedRunner(pg);

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
}
const open = new Map<number, OpenTransaction>();
/** Per open transaction: settles once PGlite committed or rolled it back. */
const finished = new Map<number, Promise<void>>();
let nextTransaction = 1;
const rollback = Symbol('rollback');

function reply(answer: WorkerAnswer): void {
  port?.postMessage(answer);
}

function target(tx: number): PGlite | Transaction {
  if (tx === 0) return pg;
  const transaction = open.get(tx);
  if (!transaction) throw new Error(`Transaction ${tx} is not open`);
  return transaction.tx;
}

function keepText(types: number[]) {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

/** Opens a transaction that stays open, holding PGlite's lock, until the server's thread ends it. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise((opened, failed) => {
    const done = pg
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            open.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(rollback)) });
            opened(id);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== rollback) throw error;
        },
      )
      .finally(() => {
        open.delete(id);
        finished.delete(id);
      });
    finished.set(id, done);
    // A failure before the transaction opened fails `begin`; later ones reach `end`, which awaits `done`.
    done.catch(failed);
  });
}

async function end(tx: number, commit: boolean): Promise<void> {
  const transaction = open.get(tx);
  const done = finished.get(tx);
  if (!transaction || !done) throw new Error(`Transaction ${tx} is not open`);
  transaction.finish(commit);
  await done;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      if (request.name !== undefined) {
        return prepared(request.name, request.sql, request.params, {
          rowMode: request.rowMode,
          textTypes: request.textTypes,
        });
      }
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: keepText(request.textTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await target(request.tx).exec(request.sql)).map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    case 'prepared':
      return (await prepared(request.name, request.text, request.params)).rows;
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await pg.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: toWorkerError(error) }),
  );
});
port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies WorkerAnswer);
