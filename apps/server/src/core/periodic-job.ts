/** A job every node runs on a timer. */
export interface PeriodicJob<T> {
  start(): void;
  /**
   * Stops the timer and waits for a run in progress. A closed job stays closed: a later start (the app's ready
   * hook, run by its first request) does nothing, so a test that closes the timer to run the job itself can do so
   * before the app is ready.
   */
  close(): Promise<void>;
  /** One run now (tests, and the first run at start); a run already going is shared, not doubled. */
  runOnce(): Promise<T>;
}

/**
 * Runs `run` at start and then every `intervalMs`, one run at a time. The timer does not keep the process alive. A
 * failed run goes to `onError` and the next run tries again.
 */
export function createPeriodicJob<T>(options: {
  intervalMs: number;
  run: () => Promise<T>;
  onError: (error: unknown) => void;
}): PeriodicJob<T> {
  const { intervalMs, run, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let closed = false;
  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () => {
    runOnce().catch(onError);
  };
  return {
    start() {
      if (timer || closed) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}

/** What a sweep job is given: the database (the app's `Database`), the clock and where a failed run is logged. */
export interface SweepJobOptions<Db> {
  db: Db;
  clock: () => Date;
  logger: { error(details: object, message: string): void };
  intervalMs?: number;
}

/**
 * A job that sweeps the database as of the clock's moment (expiries): `sweep` answers how many rows it changed. A
 * failed run is logged as `failure` and the next one tries again.
 */
export function createSweepJob<Db>(
  options: SweepJobOptions<Db> & {
    defaultIntervalMs: number;
    sweep: (db: Db, now: Date) => Promise<number>;
    failure: string;
  },
): PeriodicJob<number> {
  const { db, clock, logger, sweep, failure } = options;
  return createPeriodicJob({
    intervalMs: options.intervalMs ?? options.defaultIntervalMs,
    run: () => sweep(db, clock()),
    onError: (err) => logger.error({ err }, failure),
  });
}
