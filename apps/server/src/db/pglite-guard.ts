import type { PGlite } from '@electric-sql/pglite';

/** PGlite's code for the exception PostgreSQL's own errors travel as (pglitec.c POSTGRES_MAIN_LONGJMP). */
const POSTGRES_ERROR_JUMP = 100;

/** The engine met an exception that PostgreSQL did not raise; nothing may run on it any more. */
export class PGliteEngineFailure extends Error {
  constructor(cause: unknown) {
    super(
      `PGlite engine failed (${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}); ` +
        'its state is unknown, so no further statement runs on it: restart the server',
      { cause },
    );
    this.name = 'PGliteEngineFailure';
  }
}

interface PGliteInternals {
  mod?: Record<string, unknown>;
  execProtocolRawSync?: (message: Uint8Array) => Uint8Array;
}

/**
 * PGlite runs PostgreSQL's C code on the calling thread's JavaScript stack, and recursion deeper than that stack
 * allows (a deeply nested expression: ADR 022) throws a RangeError out of the WebAssembly. PGlite 0.5 catches
 * every exception of a statement, recovers only from PostgreSQL's own errors and drops the others: the statement
 * answers no rows and no error, and the engine is left in the middle of it, so a later statement can spin forever
 * at full CPU. This makes such a failure loud instead: the statement that met it fails with the cause, and every
 * later call fails at once rather than run on an engine in an unknown state (the health check then answers 503).
 *
 * It wraps two PGlite internals; if a PGlite upgrade renames them this throws at start-up, so the upgrade is seen
 * (pglite-guard.test.ts checks that the guard still catches the overflow).
 */
export function guardPGliteEngine(client: PGlite): void {
  const internals = client as unknown as PGliteInternals;
  const mod = internals.mod;
  const step = mod?._PostgresMainLoopOnce;
  const run = internals.execProtocolRawSync;
  if (!mod || typeof step !== 'function' || typeof run !== 'function')
    throw new Error('PGlite internals changed: db/pglite-guard.ts cannot watch the engine');
  let failure: PGliteEngineFailure | undefined;
  mod._PostgresMainLoopOnce = (...args: unknown[]) => {
    try {
      return step(...args);
    } catch (error) {
      const postgresError =
        typeof error === 'object' &&
        error !== null &&
        (error as { status?: unknown }).status === POSTGRES_ERROR_JUMP;
      if (!postgresError) failure ??= new PGliteEngineFailure(error);
      throw error;
    }
  };
  internals.execProtocolRawSync = (message: Uint8Array) => {
    if (failure) throw failure;
    const answer = run.call(client, message);
    if (failure) throw failure;
    return answer;
  };
}
