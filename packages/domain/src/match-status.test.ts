import { describe, expect, it } from 'vitest';
import {
  BETTABLE_MATCH_STATUSES,
  CONCLUDED_MATCH_STATUSES,
  isBettable,
  isConcluded,
  isMarketOpen,
  isMarketShown,
  isMatchLive,
  isMatchOver,
  isMatchStatus,
  MARKET_STATUS,
  MATCH_STATUS,
  takesBets,
} from './match-status';

describe('match status', () => {
  it('uses the spec values: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5', () => {
    expect(MATCH_STATUS).toEqual({ prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4, notCovered: 5 });
  });

  it('only prematch and live are bettable', () => {
    expect([0, 1, 2, 3, 4, 5].filter((s) => isMatchStatus(s) && isBettable(s))).toEqual([0, 1]);
  });

  it('recognises status values', () => {
    expect([0, 5, 6, -1, 1.5, '1'].map(isMatchStatus)).toEqual([true, true, false, false, false, false]);
  });

  it('a market is open only with status active (1)', () => {
    expect(Object.values(MARKET_STATUS).filter(isMarketOpen)).toEqual([1]);
  });

  it('closed and finished are concluded', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isConcluded)).toEqual([3, 4]);
  });
});

describe('taking bets at a moment', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const match = (status: number, startTime: number) => ({
    type: 'match' as const,
    status,
    startTime,
    endDate: null,
  });

  it('a prematch match takes bets until its start time, not from it on', () => {
    expect(takesBets(match(0, now + 1), now)).toBe(true);
    expect(takesBets(match(0, now), now)).toBe(false);
    expect(takesBets(match(0, now - 3_600_000), now)).toBe(false);
  });

  it('a live match takes bets whatever its start time; other statuses never', () => {
    expect(takesBets(match(1, now - 3_600_000), now)).toBe(true);
    expect([2, 3, 4, 5].map((status) => takesBets(match(status, now + 3_600_000), now))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('an outright takes bets from its opening until its end date', () => {
    const outright = (endDate: number | null) => ({
      type: 'outright' as const,
      status: 0,
      startTime: now - 86_400_000,
      endDate,
    });
    expect(takesBets(outright(now + 1), now)).toBe(true);
    expect(takesBets(outright(now), now)).toBe(false);
    expect(takesBets(outright(null), now)).toBe(true);
  });
});

describe('status predicates the catalogue and the web share', () => {
  it('tells a live match from one that is over, and a shown market from a deactivated one', () => {
    expect(isMatchLive(MATCH_STATUS.live)).toBe(true);
    expect(isMatchLive(MATCH_STATUS.prematch)).toBe(false);
    expect(isMatchOver(MATCH_STATUS.prematch) || isMatchOver(MATCH_STATUS.live)).toBe(false);
    for (const status of [
      MATCH_STATUS.stopped,
      MATCH_STATUS.closed,
      MATCH_STATUS.finished,
      MATCH_STATUS.notCovered,
    ]) {
      expect(isMatchOver(status)).toBe(true);
    }
    expect(BETTABLE_MATCH_STATUSES.every((status) => isBettable(status))).toBe(true);
    expect(CONCLUDED_MATCH_STATUSES.every((status) => isConcluded(status))).toBe(true);
    expect(isMarketShown(MARKET_STATUS.deactivated)).toBe(false);
    expect(isMarketShown(MARKET_STATUS.suspended)).toBe(true);
    expect(isMarketShown(MARKET_STATUS.active)).toBe(true);
  });
});
