import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { emptyTicket, ticketReducer } from '@sportsbook/domain/slip/ticket';
import { describe, expect, it } from 'vitest';
import { pick } from '@/features/betslip/store/test-support';
import { notStartedStatistics } from '@/testing/catalogue-match';
import { liveActions } from './live-actions';
import { selectionFromPick } from './pick-to-selection';

const ctx = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };
const ticket = [pick(1), pick(2)].reduce(
  (t, p) => ticketReducer(t, { type: 'toggle', selection: selectionFromPick(p), ctx }),
  emptyTicket(),
);
const live = { bets: ticket.bets, mode: 'none' as const, providers: {} };

function applyAll(actions: ReturnType<typeof liveActions>['actions']) {
  return actions.reduce(ticketReducer, ticket);
}

describe('live actions', () => {
  it('refreshes the odds of a slip match; a moved price is flagged under mode none', () => {
    const result = liveActions(
      {
        type: 'markets_changed',
        data: {
          match_id: 1,
          markets: [{ id: 1, specifier: '', status: 1, outcomes: [{ id: '1', odds: 2300, active: true }] }],
        },
      },
      live,
    );
    const next = applyAll(result.actions);
    expect(next.ticketState).toBe('odds_changed');
    expect(next.bets[0]?.selections[0]).toMatchObject({ odds: 2300, acceptedOdds: 2000, isChanged: true });
  });

  it('takes a higher price silently under mode higher', () => {
    const result = liveActions(
      {
        type: 'markets_changed',
        data: {
          match_id: 1,
          markets: [{ id: 1, specifier: '', status: 1, outcomes: [{ id: '1', odds: 2300, active: true }] }],
        },
      },
      { ...live, mode: 'higher' },
    );
    expect(applyAll(result.actions).bets[0]?.selections[0]).toMatchObject({
      acceptedOdds: 2300,
      isChanged: false,
    });
  });

  it('marks a suspended market and ignores matches the slip does not hold', () => {
    const suspended = liveActions(
      {
        type: 'markets_changed',
        data: {
          match_id: 2,
          markets: [{ id: 1, specifier: '', status: -1, outcomes: [{ id: '1', odds: 2000, active: true }] }],
        },
      },
      live,
    );
    expect(applyAll(suspended.actions).bets[0]?.selections[1]?.isSuspended).toBe(true);
    expect(
      liveActions({ type: 'markets_changed', data: { match_id: 9, markets: [] } }, live).actions,
    ).toEqual([]);
  });

  it('turns a finished match into a not-available selection, once per change', () => {
    const finished = liveActions(
      { type: 'match_status_changed', data: [{ id: 1, status: MATCH_STATUS.finished }] },
      live,
    );
    expect(applyAll(finished.actions).bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    const same = liveActions(
      {
        type: 'match_changed',
        data: [
          {
            id: 1,
            status: MATCH_STATUS.prematch,
            statistics: notStartedStatistics,
          },
        ],
      },
      live,
    );
    expect(same.actions).toEqual([]);
  });

  it('follows provider statuses', () => {
    const down = liveActions(
      { type: 'provider_status_changed', data: { provider: 'betradar', active: false } },
      live,
    );
    expect(down.providers).toEqual({ betradar: false });
    expect(applyAll(down.actions).bets[0]?.selections.every((s) => s.isNotAvailable)).toBe(true);
    expect(
      liveActions({ type: 'provider_status_changed', data: { provider: 'betradar', active: true } }, live)
        .actions,
    ).toEqual([]);
    expect(
      liveActions({ type: 'provider_status_changed', data: { provider: 'unknown', active: false } }, live)
        .actions,
    ).toEqual([]);
  });
});
