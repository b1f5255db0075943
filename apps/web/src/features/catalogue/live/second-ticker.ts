// One timer for every running match clock on the page: each clock with its own interval fired at its own moment,
// and every firing was a separate render, layout and paint. With one ticker all clocks move in the same frame.
type Listener = () => void;

export interface SecondTicker {
  subscribe(listener: Listener): () => void;
  /** When the ticker last fired (or was first subscribed to). */
  now(): number;
}

export function createSecondTicker(
  clock: () => number = Date.now,
  timers: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (run, ms) => setInterval(run, ms),
    clear: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  },
): SecondTicker {
  const listeners = new Set<Listener>();
  let handle: unknown;
  let last = clock();
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        last = clock();
        handle = timers.set(() => {
          last = clock();
          for (const each of [...listeners]) each();
        }, 1000);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) timers.clear(handle);
      };
    },
    now: () => last,
  };
}

/** The page's one ticker. */
export const secondTicker = createSecondTicker();
