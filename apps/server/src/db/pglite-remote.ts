import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  fromWorkerError,
  type WorkerAnswer,
  type WorkerOptions,
  type WorkerRequest,
} from './pglite-protocol';
import type { RawQuery } from './prepared';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The part of PGlite's query interface Drizzle's pglite driver calls (session.js): query, and transactions. */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface RemotePGlite extends RemoteQueries {
  transaction<T>(work: (tx: RemoteQueries) => Promise<T>): Promise<T>;
  /** Runs this query text, outside transactions, as a named prepared statement (db/prepared.ts nameStatement). */
  nameStatement(text: string, name: string): void;
  /** Named prepared statements (db/prepared.ts), run by db/pglite-prepared.ts on the database's thread. */
  prepared: RawQuery;
  close(): Promise<void>;
}

/**
 * Drizzle asks PGlite to leave some types as the text PostgreSQL sent (dates, intervals and their arrays) by
 * passing parsers that return their input. Functions cannot cross threads: the OIDs do, and the worker installs
 * the same identity parsers. Any other parser would be silently lost, so it is refused here.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers ?? {};
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('0', Number(oid)) !== '0')
      throw new Error(`Only identity parsers cross to the database thread (${oid})`);
    return Number(oid);
  });
}

/**
 * Starts PGlite on a worker thread (db/pglite-worker.ts; ADR 015) and answers a client with PGlite's query and
 * transaction interface, so Drizzle and the prepared statements run on it unchanged. From TypeScript sources
 * (tests, dev) the worker loads through tsx; from the bundle, dist/pglite-worker.js sits beside dist/main.js.
 */
export async function startPGliteWorker(options: WorkerOptions): Promise<RemotePGlite> {
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(
        // tsx compiles the worker's TypeScript (dev and tests only; tsx is a development dependency).
        // The bare specifier resolves from the working directory: the repository, where tsx is installed.
        `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true, workerData: options },
      )
    : new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(fromWorkerError(answer.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));
  await ready;

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const names = new Map<string, string>();
  const queriesIn = (tx: number): RemoteQueries => ({
    // async: a refused parser rejects the call like any other failure.
    query: async <T>(sql: string, params: unknown[] = [], queryOptions?: QueryOptions) =>
      send<Results<T>>({
        kind: 'query',
        tx,
        sql,
        params,
        rowMode: queryOptions?.rowMode ?? 'object',
        textTypes: textTypes(queryOptions),
        // Inside a transaction the statement runs unnamed: the prepared runner takes PGlite's transaction lock.
        name: tx === 0 ? names.get(sql) : undefined,
      }),
    exec: (sql: string) => send<Results[]>({ kind: 'exec', tx, sql }),
  });

  return {
    ...queriesIn(0),
    async transaction<T>(work: (tx: RemoteQueries) => Promise<T>): Promise<T> {
      const tx = await send<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await work(queriesIn(tx));
      } catch (error) {
        await send({ kind: 'end', tx, commit: false });
        throw error;
      }
      await send({ kind: 'end', tx, commit: true });
      return result;
    },
    nameStatement: (text, name) => {
      names.set(text, name);
    },
    prepared: (name, text, params) => send<unknown[]>({ kind: 'prepared', name, text, params: [...params] }),
    async close() {
      if (!failure) await send({ kind: 'close' });
      await worker.terminate();
    },
  };
}
