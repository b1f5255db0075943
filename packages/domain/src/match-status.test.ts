import { describe, expect, it } from 'vitest';
import { isBettable, isMarketOpen, isMatchStatus, MARKET_STATUS, MATCH_STATUS } from './match-status';

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
});
