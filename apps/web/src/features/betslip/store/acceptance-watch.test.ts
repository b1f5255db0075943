import { describe, expect, it, vi } from 'vitest';
import { createAcceptanceWatch } from './acceptance-watch';

function harness(open: { id: string; status: string }[]) {
  const decided: [string, string, boolean][] = [];
  let pending: (() => void) | null = null;
  let fetches = 0;
  const watch = createAcceptanceWatch({
    fetchOpen: async () => {
      fetches++;
      return open;
    },
    onDecided: (id, status, quick) => decided.push([id, status, quick]),
    intervalMs: 1000,
    setTimer: (run) => {
      pending = run;
      return () => {
        pending = null;
      };
    },
  });
  const tick = async () => {
    const run = pending;
    pending = null;
    run?.();
    // The poll is over once it has scheduled the next one, or once nothing is watched any more.
    await vi.waitFor(() => expect(watch.size === 0 || pending !== null).toBe(true));
  };
  return { watch, decided, tick, fetches: () => fetches, scheduled: () => pending !== null };
}

describe('acceptance watch', () => {
  it('decides from bet_changed and stops polling once nothing is watched', () => {
    const h = harness([]);
    h.watch.watch(['1'], false);
    expect(h.scheduled()).toBe(true);
    h.watch.onBetChanged('1', 'submitted');
    expect(h.decided).toEqual([]);
    h.watch.onBetChanged('1', 'waiting_results');
    h.watch.onBetChanged('1', 'done');
    expect(h.decided).toEqual([['1', 'waiting_results', false]]);
    expect(h.scheduled()).toBe(false);
  });

  it('polls the open bets: still submitted waits, accepted is decided, gone means refused', async () => {
    const open = [
      { id: '1', status: 'submitted' },
      { id: '2', status: 'waiting_results' },
    ];
    const h = harness(open);
    h.watch.watch(['1', '2'], false);
    h.watch.watch(['3'], true);
    await h.tick();
    expect(h.decided).toEqual([
      ['2', 'waiting_results', false],
      ['3', 'rejected', true],
    ]);
    expect(h.scheduled()).toBe(true);
    open[0] = { id: '1', status: 'waiting_results' };
    await h.tick();
    expect(h.decided).toHaveLength(3);
    expect(h.scheduled()).toBe(false);
    expect(h.fetches()).toBe(2);
  });

  it('ignores events about bets it does not watch', () => {
    const h = harness([]);
    h.watch.onBetChanged('5', 'rejected');
    expect(h.decided).toEqual([]);
  });
});
