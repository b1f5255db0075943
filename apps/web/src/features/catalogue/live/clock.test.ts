import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, extrapolateClock, formatClock, type MatchClock } from './clock';

const base: MatchClock = {
  match_time: 600,
  stoppage_time: null,
  stoppage_time_announced: null,
  remaining_time: null,
  remaining_time_in_period: null,
  stopped: false,
  clock_updated_at: '2026-07-01T10:00:00.000Z',
  rate: 1,
};
const at = (seconds: number) => Date.parse('2026-07-01T10:00:00.000Z') + seconds * 1000;

describe('extrapolateClock', () => {
  it('runs on from the reading at the feed rate', () => {
    expect(extrapolateClock(base, at(5)).elapsed).toBe(605);
    expect(extrapolateClock({ ...base, rate: 10 }, at(5)).elapsed).toBe(650);
  });

  it('stands still while stopped', () => {
    expect(extrapolateClock({ ...base, stopped: true }, at(300)).elapsed).toBe(600);
  });

  it('counts down the time left in the period, never below zero', () => {
    const basketball = { ...base, remaining_time_in_period: 30 };
    expect(extrapolateClock(basketball, at(10)).remainingInPeriod).toBe(20);
    expect(extrapolateClock(basketball, at(100)).remainingInPeriod).toBe(0);
    expect(clockText(basketball, at(10))).toBe('00:20');
  });

  it('treats a reading from the future as taken now', () => {
    expect(extrapolateClock(base, at(-30)).elapsed).toBe(600);
  });

  it('never goes backwards as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(1, 10, 60),
        (time, a, b, rate) => {
          const clock = { ...base, match_time: time, rate };
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(extrapolateClock(clock, at(early / 10)).elapsed).toBeLessThanOrEqual(
            extrapolateClock(clock, at(late / 10)).elapsed,
          );
        },
      ),
    );
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(90 * 60 + 7)).toBe('90:07');
    expect(formatClock(120 * 60)).toBe('120:00');
  });
});
