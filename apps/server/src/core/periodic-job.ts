/** A job every node runs on a timer. */
export interface PeriodicJob<T> {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
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
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
