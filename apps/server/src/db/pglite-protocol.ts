/**
 * Messages between the server's thread and the thread that runs PGlite (db/pglite-worker.ts). Every request has
 * an id; the worker answers each exactly once, in the order its database finished them. `tx` names an open
 * transaction (0: none); a request outside a transaction waits for PGlite's own lock as it would in-process.
 */
export type WorkerRequest =
  | {
      id: number;
      kind: 'query';
      tx: number;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose values stay as the text PostgreSQL sent (Drizzle asks so for dates and intervals). */
      textTypes: number[];
      /** Run as this named prepared statement (parsed and planned once), when the text was named. */
      name?: string;
    }
  | { id: number; kind: 'exec'; tx: number; sql: string }
  | { id: number; kind: 'prepared'; name: string; text: string; params: unknown[] }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

export type WorkerAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: WorkerError };

/** A database error's fields (code, constraint, detail ...) copied as data: thread messages drop them from Errors. */
export interface WorkerError {
  message: string;
  fields: Record<string, string | number | undefined>;
}

export interface WorkerOptions {
  dataDir: string | undefined;
  /** A data directory dump to start an in-memory database from (Config['database'] `startFrom`). */
  startFrom?: string;
}

/** Flattens an error for the trip to the other thread, keeping the fields callers test (e.g. `code === '23505'`). */
export function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

/** The error the caller sees: an Error with the database's fields on it, as PGlite in-process would throw. */
export function fromWorkerError(error: WorkerError): Error {
  const rebuilt = new Error(error.message);
  Object.assign(rebuilt, error.fields);
  return rebuilt;
}
