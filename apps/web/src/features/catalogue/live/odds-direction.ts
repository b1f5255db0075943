export type OddsDirection = 'up' | 'down';

/** How a price moved, or null when it did not (or there was nothing before). */
export function oddsDirection(previous: number | undefined, next: number): OddsDirection | null {
  if (previous === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** How long a change stays marked on its button: long enough to see, short enough not to read as a state. */
export const ODDS_CHANGE_MARK_MS = 1_500;

/** Whether a change made at `changedAt` is still shown at `now`. */
export function isChangeShown(changedAt: number | undefined, now: number): boolean {
  return changedAt !== undefined && now - changedAt < ODDS_CHANGE_MARK_MS;
}
