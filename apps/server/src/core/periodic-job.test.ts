import { describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job';

/** A run the test finishes when it wants. */
function heldRun() {
  const finishers: ((value: number) => void)[] = [];
  const run = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return { run, finish: (value: number) => finishers.shift()?.(value) };
}

describe('a periodic job', () => {
  it('shares a run in progress instead of starting a second one', async () => {
    const { run, finish } = heldRun();
    const job = createPeriodicJob({ intervalMs: 60_000, run, onError: vi.fn() });
    const first = job.runOnce();
    const second = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    finish(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    const third = job.runOnce();
    expect(run).toHaveBeenCalledTimes(2);
    finish(4);
    expect(await third).toBe(4);
  });

  it('runs at start and on every tick, reports a failed run and runs again on the next tick', async () => {
    vi.useFakeTimers();
    try {
      const onError = vi.fn();
      const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
      const job = createPeriodicJob({ intervalMs: 1000, run, onError });
      job.start();
      job.start();
      expect(run).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('database away')));
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(2);
      await job.close();
      await vi.advanceTimersByTimeAsync(5000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits on close for the run in progress', async () => {
    const { run, finish } = heldRun();
    const job = createPeriodicJob({ intervalMs: 60_000, run, onError: vi.fn() });
    job.start();
    let closed = false;
    const closing = job.close().then(() => {
      closed = true;
    });
    await Promise.resolve();
    expect(closed).toBe(false);
    finish(0);
    await closing;
    expect(closed).toBe(true);
  });

  it('stays closed: a start after close (the app getting ready later) runs nothing, runOnce still runs', async () => {
    const run = vi.fn(async () => 1);
    const job = createPeriodicJob({ intervalMs: 10, run, onError: vi.fn() });
    await job.close();
    job.start();
    expect(run).not.toHaveBeenCalled();
    expect(await job.runOnce()).toBe(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
