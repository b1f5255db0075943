import { describe, expect, it } from 'vitest';
import { selectionFromPick } from '@/features/betslip/model/pick-to-selection';
import { ApiError } from '@/shared/api/api-error';
import { placeSlip } from './place-slip';
import { answer, pick, recordingDeps } from './test-support';

function comboOf(deps: ReturnType<typeof recordingDeps>, stake = 500) {
  deps.slip.toggle(selectionFromPick(pick(1)));
  deps.slip.toggle(selectionFromPick(pick(2, { odds: 1500 })));
  deps.slip.dispatch({ type: 'set_stake', betIndex: 0, stake });
}

describe('placing the slip', () => {
  it('a visitor resets the ticket state, keeps the bets and gets the sign-in modal; nothing is sent', async () => {
    const deps = recordingDeps(async () => [answer('1')]);
    deps.loggedIn = false;
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.signInOpened).toBe(1);
    expect(deps.requests).toEqual([]);
    expect(deps.slip.getState().ticket).toMatchObject({ ticketState: 'initial', inProgress: false });
    expect(deps.slip.getState().ticket.bets).toHaveLength(1);
  });

  it('sends the bets with a stake, meta and a fresh key per attempt, then succeeds and tracks the purchase', async () => {
    const deps = recordingDeps(async () => [answer('42', { stake: 500 })]);
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.requests[0]).toMatchObject({
      meta: { device_id: 'device-1', quick: false, type: 'desktop', idempotency_key: 'key-1' },
      bets: [{ type: 'combo', stake: { value: 500, currency: 'EUR' } }],
    });
    const { ticket } = deps.slip.getState();
    expect(ticket.ticketState).toBe('success');
    expect(ticket.processingBets[0]?.placed?.betId).toBe('42');
    expect(ticket.bets).toEqual([]);
    expect(deps.slip.getState().panel.open).toBe(true);
    expect(deps.tracked).toEqual([
      { event: 'purchase', transactionId: '42', contentIds: ['1', '1'], amount: 5, currency: 'EUR' },
    ]);
    expect(deps.balanceReads).toBe(1);
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.requests[1]?.meta.idempotency_key).toBe('key-2');
  });

  it('keeps the ticket processing while an in-play bet awaits acceptance and follows it', async () => {
    const deps = recordingDeps(async () => [answer('7', { status: 'submitted' })]);
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.slip.getState().ticket.ticketState).toBe('processing');
    expect(deps.watched).toEqual([{ ids: ['7'], quick: false }]);
    deps.slip.dispatch({ type: 'placed_bet_status', betId: '7', status: 'waiting_results' });
    expect(deps.slip.getState().ticket.ticketState).toBe('success');
  });

  it('on 101 applies the returned prices flagged, with the invalid-odds message, and accepting clears it', async () => {
    const deps = recordingDeps(async () => {
      throw new ApiError(
        400,
        '101',
        'The odds have changed.',
        {
          selections: [
            { match_id: 2, market_id: 1, specifier: '', outcome_id: '1', odds: 1500, current: 1400 },
          ],
        },
        {
          byBet: ['error.risk_validation.odds_different_than_bookmaker'],
          message: 'error.place_bets.invalid_odds',
        },
      );
    });
    comboOf(deps);
    await placeSlip(deps);
    const { ticket } = deps.slip.getState();
    expect(ticket.ticketState).toBe('error');
    expect(ticket.error).toMatchObject({
      code: 101,
      message: 'error.place_bets.invalid_odds',
      wrongOdds: true,
    });
    expect(ticket.bets[0]?.selections[1]).toMatchObject({ odds: 1400, acceptedOdds: 1500, isChanged: true });
    deps.slip.dispatch({ type: 'accept_changes' });
    expect(deps.slip.getState().ticket.bets[0]?.selections[1]).toMatchObject({
      acceptedOdds: 1400,
      isChanged: false,
    });
    expect(deps.slip.getState().ticket.ticketState).toBe('initial');
  });

  it('keeps per-bet limit errors in the ticket in the order sent', async () => {
    const deps = recordingDeps(async () => {
      throw new ApiError(400, 'invalid_bet', 'The bets cannot be placed', [], {
        byBet: ['error.validation.bet_limits.max_stake_limit_exceeded'],
      });
    });
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.slip.getState().ticket.error).toMatchObject({
      code: 'invalid_bet',
      errorsByBet: ['error.validation.bet_limits.max_stake_limit_exceeded'],
    });
    expect(deps.slip.getState().sentKeys).toHaveLength(1);
    expect(deps.alerts).toEqual([]);
  });

  it('without a code the ticket resets and the global alert speaks', async () => {
    const deps = recordingDeps(async () => {
      throw new ApiError(0, 'network_error', 'Failed to fetch');
    });
    comboOf(deps);
    await placeSlip(deps);
    expect(deps.slip.getState().ticket).toMatchObject({
      ticketState: 'initial',
      inProgress: false,
      processingBets: [],
    });
    expect(deps.alerts).toEqual([{ severity: 'danger', message: 'error.place_bets.default' }]);
  });

  it('does not start a second placement while one is in flight', async () => {
    let release: () => void = () => undefined;
    const deps = recordingDeps(
      () =>
        new Promise((resolve) => {
          release = () => resolve([answer('1')]);
        }),
    );
    comboOf(deps);
    const first = placeSlip(deps);
    await placeSlip(deps);
    release();
    await first;
    expect(deps.requests).toHaveLength(1);
  });
});
