/**
 * Match and market status values as the feed and the spec define them (part 1 §4, part 2 §3-4).
 * Only prematch and live matches take bets; every other status makes a selection unavailable.
 */

export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

const matchStatuses: ReadonlySet<number> = new Set(Object.values(MATCH_STATUS));

export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === 'number' && matchStatuses.has(value);
}

/** Prematch and live take bets; stopped, closed, finished and not covered do not. */
export function isBettable(status: MatchStatus): boolean {
  return status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
}

/** Market status values (part 2 §4). Only an active market takes bets. */
export const MARKET_STATUS = {
  active: 1,
  deactivated: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;

export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

export function isMarketOpen(status: number): boolean {
  return status === MARKET_STATUS.active;
}
