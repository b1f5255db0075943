/** Where deferred work reports its failures (the app's logger). */
export interface DeferredWorkLog {
  error(details: object, message: string): void;
}

/**
 * Work a request starts and does not wait for (mail whose sending must not show in the answer's timing). A task
 * starts on a later turn of the event loop, after the handler has returned its answer; a failure is logged, as
 * nobody is waiting for it. `drain` waits for the tasks still running: the app's close does, so the database is
 * not closed under them.
 */
export interface DeferredWork {
  run(label: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createDeferredWork(log: DeferredWorkLog): DeferredWork {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${label} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
