import { IN_FORCE_LIMIT_STATUSES, type Limit } from '@sportsbook/contracts/limits';

/** The activity ping interval (spec part 1 §9). */
export const ACTIVITY_PING_INTERVAL_MS = 60_000;
/** Without input for this long the player counts as away; so does a hidden tab. */
export const ACTIVE_INPUT_WINDOW_MS = 60_000;

/** Only activity limits that are in force count (spec part 1 §5: "of the given types and statuses"). */
export function hasTrackedActivityLimit(limits: readonly Pick<Limit, 'type' | 'status'>[]): boolean {
  return limits.some((limit) => limit.type === 'activity' && IN_FORCE_LIMIT_STATUSES.includes(limit.status));
}

export function isUserActive(input: { visible: boolean; lastInputAt: number; now: number }): boolean {
  return input.visible && input.now - input.lastInputAt <= ACTIVE_INPUT_WINDOW_MS;
}

/**
 * Whether this minute's activity ping is sent (spec part 1 §4): the player is signed in and active, an
 * activity limit is in force, and the feature flag is on.
 */
export function shouldPingActivity(input: {
  loggedIn: boolean;
  active: boolean;
  limits: readonly Pick<Limit, 'type' | 'status'>[];
  featureEnabled: boolean;
}): boolean {
  return input.featureEnabled && input.loggedIn && input.active && hasTrackedActivityLimit(input.limits);
}
