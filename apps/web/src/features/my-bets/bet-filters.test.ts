import { BET_STATUSES } from '@sportsbook/domain/bet-status';
import { describe, expect, it } from 'vitest';
import { filterSearch, isOpenStatus, matchesFilter, parseBetsFilter } from './bet-filters';

describe('bets list filters', () => {
  it('reads the filters from the query, unknown values as all, and no result for open bets', () => {
    expect(parseBetsFilter({})).toEqual({ status: 'all', result: 'all' });
    expect(parseBetsFilter({ status: 'settled', result: 'win' })).toEqual({
      status: 'settled',
      result: 'win',
    });
    expect(parseBetsFilter({ status: 'closed', result: 'draw' })).toEqual({ status: 'all', result: 'all' });
    expect(parseBetsFilter({ status: 'open', result: 'lose' })).toEqual({ status: 'open', result: 'all' });
    expect(parseBetsFilter({ result: 'refund' })).toEqual({ status: 'all', result: 'refund' });
  });

  it('writes a query that reads back to the same filter, without defaults', () => {
    expect(filterSearch({ status: 'all', result: 'all' })).toBe('');
    expect(filterSearch({ status: 'open', result: 'win' })).toBe('?status=open');
    for (const status of ['all', 'open', 'settled'] as const) {
      for (const result of ['all', 'win', 'lose', 'refund'] as const) {
        const params = new URLSearchParams(filterSearch({ status, result }));
        const back = parseBetsFilter({ status: params.get('status'), result: params.get('result') });
        expect(back).toEqual(parseBetsFilter({ status, result }));
      }
    }
  });

  it('splits every status into open or settled as the server does', () => {
    const open = BET_STATUSES.filter(isOpenStatus);
    expect(open).toEqual(['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress']);
    for (const status of BET_STATUSES) {
      const bet = { status, result: null };
      expect(matchesFilter(bet, { status: 'all', result: 'all' })).toBe(true);
      expect(matchesFilter(bet, { status: 'open', result: 'all' })).toBe(isOpenStatus(status));
      expect(matchesFilter(bet, { status: 'settled', result: 'all' })).toBe(!isOpenStatus(status));
    }
  });

  it('keeps only bets of the chosen result', () => {
    const won = { status: 'done' as const, result: 'win' as const };
    expect(matchesFilter(won, { status: 'settled', result: 'win' })).toBe(true);
    expect(matchesFilter(won, { status: 'all', result: 'win' })).toBe(true);
    expect(matchesFilter(won, { status: 'settled', result: 'lose' })).toBe(false);
    expect(matchesFilter({ status: 'waiting_results', result: null }, { status: 'all', result: 'win' })).toBe(
      false,
    );
  });
});
