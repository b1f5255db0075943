import { describe, expect, it } from 'vitest';
import { createConnectionHealth, pricesBettable, RECONNECT_NOTICE_MS } from './connection-health';

/** Timers the test fires by hand, so no test waits on the clock. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  return {
    set(fn: () => void, ms: number) {
      next += 1;
      pending.set(next, { fn, ms });
      return next;
    },
    clear(handle: unknown) {
      pending.delete(handle as number);
    },
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.fn();
    },
    delays: () => [...pending.values()].map((timer) => timer.ms),
  };
}

describe('connection health', () => {
  it('leaves a blip shorter than the grace to recovery: prices stay bettable', () => {
    const timers = manualTimers();
    const health = createConnectionHealth(timers);
    health.connectionLost();
    expect(timers.delays()).toEqual([RECONNECT_NOTICE_MS]);
    expect(pricesBettable(health.get())).toBe(true);
    health.connectionRestored();
    expect(timers.delays()).toEqual([]);
    health.channelResubscribed(true);
    health.allSubscribed();
    expect(health.get().phase).toBe('live');
  });

  it('after the grace, prices are not bettable until every channel is back and recovered', () => {
    const timers = manualTimers();
    const health = createConnectionHealth(timers);
    health.connectionLost();
    timers.fireAll();
    expect(health.get().phase).toBe('reconnecting');
    expect(pricesBettable(health.get())).toBe(false);
    health.connectionRestored();
    expect(health.get().phase).toBe('resyncing');
    expect(pricesBettable(health.get())).toBe(false);
    health.channelResubscribed(true);
    health.allSubscribed();
    expect(health.get()).toEqual({ phase: 'live', refetchNeeded: false, refetching: false });
  });

  it('asks for a refetch when a channel could not recover, and is bettable only once it is done', () => {
    const timers = manualTimers();
    const health = createConnectionHealth(timers);
    health.connectionLost();
    timers.fireAll();
    health.connectionRestored();
    health.channelResubscribed(false);
    health.allSubscribed();
    expect(health.get()).toEqual({ phase: 'resyncing', refetchNeeded: true, refetching: true });
    // Another channel coming back meanwhile does not start a second refetch or end the first.
    health.allSubscribed();
    expect(health.get().refetching).toBe(true);
    health.refetchDone();
    expect(health.get()).toEqual({ phase: 'live', refetchNeeded: false, refetching: false });
  });

  it('refetches after a short blip too when a channel lost publications', () => {
    const health = createConnectionHealth(manualTimers());
    health.connectionLost();
    health.connectionRestored();
    health.channelResubscribed(false);
    health.allSubscribed();
    expect(pricesBettable(health.get())).toBe(false);
    health.refetchDone();
    expect(pricesBettable(health.get())).toBe(true);
  });

  it('tells its listeners about each change', () => {
    const timers = manualTimers();
    const health = createConnectionHealth(timers);
    const seen: string[] = [];
    const stop = health.subscribe(() => seen.push(health.get().phase));
    health.connectionLost();
    timers.fireAll();
    health.connectionRestored();
    health.allSubscribed();
    stop();
    health.connectionLost();
    expect(seen).toEqual(['lost', 'reconnecting', 'resyncing', 'live']);
  });
});
