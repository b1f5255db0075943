import { describe, expect, it } from 'vitest';
import { createSecondTicker } from './second-ticker';

function fakeTimers() {
  const running = new Map<number, () => void>();
  let next = 0;
  return {
    running,
    fire: () => {
      for (const run of [...running.values()]) run();
    },
    timers: {
      set: (run: () => void) => {
        running.set(++next, run);
        return next;
      },
      clear: (handle: unknown) => {
        running.delete(handle as number);
      },
    },
  };
}

describe('second ticker', () => {
  it('runs one timer for all subscribers and tells each of them on every tick', () => {
    let time = 1000;
    const fake = fakeTimers();
    const ticker = createSecondTicker(() => time, fake.timers);
    const seen: string[] = [];
    const stopA = ticker.subscribe(() => seen.push(`a${ticker.now()}`));
    const stopB = ticker.subscribe(() => seen.push(`b${ticker.now()}`));
    expect(fake.running.size).toBe(1);
    time = 2000;
    fake.fire();
    expect(seen).toEqual(['a2000', 'b2000']);
    stopA();
    time = 3000;
    fake.fire();
    expect(seen).toEqual(['a2000', 'b2000', 'b3000']);
    stopB();
    expect(fake.running.size).toBe(0);
  });

  it('starts afresh after everyone left, reading the time when it does', () => {
    let time = 5000;
    const fake = fakeTimers();
    const ticker = createSecondTicker(() => time, fake.timers);
    ticker.subscribe(() => undefined)();
    time = 9000;
    const stop = ticker.subscribe(() => undefined);
    expect(ticker.now()).toBe(9000);
    expect(fake.running.size).toBe(1);
    stop();
  });
});
