import type { Clock } from '../core/clock';

/** A platform clock a test moves by hand (session expiry, limit periods, cooling-off), starting at `start`. */
export interface MovableClock {
  /** The clock to hand the app (`dependencies.platform.clock`). */
  readonly clock: Clock;
  /** The moment the clock shows. */
  readonly now: Date;
  advance(ms: number): void;
}

export function movableClock(start: string): MovableClock {
  let now = new Date(start);
  return {
    clock: () => now,
    get now() {
      return now;
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
  };
}
