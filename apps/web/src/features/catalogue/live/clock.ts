import type { Statistics } from '@sportsbook/contracts/catalogue';

export type MatchClock = NonNullable<Statistics['clock']>;

export interface ClockReading {
  /** Seconds played. */
  elapsed: number;
  /** Seconds left in the period when the sport counts down (basketball), else null. */
  remainingInPeriod: number | null;
}

/**
 * The match clock now: the feed's reading plus `rate` x the seconds since it was taken, unless the clock is
 * stopped. A reading from the future (a client clock behind the server's) counts as taken now.
 */
export function extrapolateClock(clock: MatchClock, nowMs: number): ClockReading {
  const takenAt = Date.parse(clock.clock_updated_at);
  const since = Number.isNaN(takenAt) ? 0 : Math.max(0, (nowMs - takenAt) / 1000);
  const advance = clock.stopped ? 0 : since * clock.rate;
  const remaining = clock.remaining_time_in_period;
  return {
    elapsed: Math.max(0, Math.floor(clock.match_time + advance)),
    remainingInPeriod: remaining === null ? null : Math.max(0, Math.ceil(remaining - advance)),
  };
}

/** `mm:ss` (minutes may run past 99). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What the clock shows: the time left in the period where the sport counts down, else the time played. */
export function clockText(clock: MatchClock, nowMs: number): string {
  const reading = extrapolateClock(clock, nowMs);
  return formatClock(reading.remainingInPeriod ?? reading.elapsed);
}
