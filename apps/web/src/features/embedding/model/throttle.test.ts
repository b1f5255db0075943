import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttleLatest, VIEWPORT_THROTTLE_MS } from './throttle';

afterEach(() => {
  vi.useRealTimers();
});

describe('viewport throttle', () => {
  it('sends the first size at once, then at most one per 100 ms, always ending with the latest', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const throttle = throttleLatest((height: number) => sent.push(height), VIEWPORT_THROTTLE_MS);
    throttle.push(100);
    expect(sent).toEqual([100]);
    throttle.push(200);
    throttle.push(300);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS - 1);
    expect(sent).toEqual([100]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([100, 300]);
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    expect(sent).toEqual([100, 300]);
    // The window is over: the next size goes at once.
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS);
    throttle.push(400);
    expect(sent).toEqual([100, 300, 400]);
    throttle.push(500);
    throttle.cancel();
    vi.advanceTimersByTime(VIEWPORT_THROTTLE_MS * 3);
    expect(sent).toEqual([100, 300, 400]);
  });
});
