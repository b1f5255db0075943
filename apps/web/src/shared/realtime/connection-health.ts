/**
 * Whether the prices on the page can be trusted (issue 19, live and loading). A connection lost for longer
 * than `RECONNECT_NOTICE_MS` makes the page say "Reconnecting…" and makes prices not bettable; they stay so
 * after the connection is back until every channel is subscribed again and, where centrifuge could not
 * recover a channel's missed publications from its history, the page's data has been fetched again.
 * A blip shorter than the grace is left to centrifuge's recovery alone.
 */
export const RECONNECT_NOTICE_MS = 3_000;

/**
 * - `live`: connected, prices current.
 * - `lost`: connection gone for less than the grace; nothing shown yet.
 * - `reconnecting`: gone for longer; notice shown, prices not bettable.
 * - `resyncing`: back, waiting for the channels (and a refetch if recovery failed); still not bettable.
 */
export type HealthPhase = 'live' | 'lost' | 'reconnecting' | 'resyncing';

export interface HealthState {
  phase: HealthPhase;
  /** A channel came back without its missed publications: the page's data must be fetched again. */
  refetchNeeded: boolean;
  /** A refetch was asked for and has not finished. */
  refetching: boolean;
}

export const initialHealth: HealthState = { phase: 'live', refetchNeeded: false, refetching: false };

/** Prices may not be taken while the connection is away long enough to be noticed, or still catching up. */
export function pricesBettable(state: HealthState): boolean {
  return state.phase === 'live' || state.phase === 'lost';
}

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The tab's connection health, fed by the real-time client's events. `onRefetch` is asked to fetch the page's
 * data again; it calls `refetchDone` when finished.
 */
export function createConnectionHealth(timers: Timers = browserTimers) {
  let state = initialHealth;
  let graceTimer: unknown;
  const listeners = new Set<() => void>();

  function set(next: Partial<HealthState>) {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  }

  function stopGrace() {
    if (graceTimer === undefined) return;
    timers.clear(graceTimer);
    graceTimer = undefined;
  }

  return {
    get: (): HealthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The client left the connected state. */
    connectionLost() {
      if (state.phase !== 'live') return;
      set({ phase: 'lost' });
      graceTimer = timers.set(() => {
        graceTimer = undefined;
        if (state.phase === 'lost') set({ phase: 'reconnecting' });
      }, RECONNECT_NOTICE_MS);
    },
    /** The client is connected again (its channels may still be subscribing). */
    connectionRestored() {
      stopGrace();
      if (state.phase === 'lost') set({ phase: 'live' });
      else if (state.phase === 'reconnecting') set({ phase: 'resyncing' });
    },
    /** A channel is subscribed again after having been subscribed; `recovered`: its missed publications came. */
    channelResubscribed(recovered: boolean) {
      if (!recovered && !state.refetchNeeded) set({ refetchNeeded: true });
    },
    /** Every channel the page uses is subscribed on a connected client. */
    allSubscribed() {
      if (state.phase === 'lost' || state.phase === 'reconnecting') return;
      if (state.refetchNeeded) {
        if (!state.refetching) set({ phase: 'resyncing', refetching: true });
        return;
      }
      if (state.phase === 'resyncing') set({ phase: 'live' });
    },
    /** The page's data has been fetched again. */
    refetchDone() {
      if (!state.refetching) return;
      const stillAway = state.phase === 'lost' || state.phase === 'reconnecting';
      set({ refetching: false, refetchNeeded: false, phase: stillAway ? state.phase : 'live' });
    },
  };
}

export type ConnectionHealth = ReturnType<typeof createConnectionHealth>;
