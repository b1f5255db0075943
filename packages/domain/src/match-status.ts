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

/** The statuses that take bets: prematch and live (stopped, closed, finished and not covered do not). */
export const BETTABLE_MATCH_STATUSES: readonly MatchStatus[] = [MATCH_STATUS.prematch, MATCH_STATUS.live];

/** The statuses where a match is over: closed and finished (results lists show these). */
export const CONCLUDED_MATCH_STATUSES: readonly MatchStatus[] = [MATCH_STATUS.closed, MATCH_STATUS.finished];

export function isBettable(status: number): boolean {
  return (BETTABLE_MATCH_STATUSES as readonly number[]).includes(status);
}

/**
 * Closed and finished are where a match ends: once stored, the feed never takes it back to prematch or live (a
 * restarted feed that disagrees does not reopen it, ADR 020).
 */
export function isConcluded(status: number): boolean {
  return (CONCLUDED_MATCH_STATUSES as readonly number[]).includes(status);
}

export function isMatchLive(status: number): boolean {
  return status === MATCH_STATUS.live;
}

/** Stopped, closed, finished or not covered: the match is no longer played for bets (a score is final or frozen). */
export function isMatchOver(status: number): boolean {
  return status !== MATCH_STATUS.prematch && status !== MATCH_STATUS.live;
}

/** What decides whether a fixture takes bets at a given moment. */
export interface BettableFixture {
  type: 'match' | 'outright';
  status: number;
  /** Epoch milliseconds. */
  startTime: number;
  /** An outright's end date (epoch milliseconds); null for a match. */
  endDate: number | null;
}

/**
 * Whether a fixture takes bets at `now`: live, or prematch before its cut-off (a match's start time, an outright's
 * end date). A prematch match whose start time has passed and that the feed does not report live (a feed that is
 * late, stopped, or has not yet stored its state after a restart) takes none (ADR 020).
 */
export function takesBets(fixture: BettableFixture, now: number): boolean {
  if (fixture.status === MATCH_STATUS.live) return true;
  if (fixture.status !== MATCH_STATUS.prematch) return false;
  const cutoff = fixture.type === 'outright' ? fixture.endDate : fixture.startTime;
  return cutoff === null || now < cutoff;
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

/** A deactivated market is not shown at all; every other status is shown (suspended ones without a price). */
export function isMarketShown(status: number): boolean {
  return status !== MARKET_STATUS.deactivated;
}
