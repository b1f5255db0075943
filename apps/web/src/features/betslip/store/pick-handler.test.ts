import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { handlePick } from './pick-handler';
import { answer, pick, recordingDeps } from './test-support';

function armQuick(deps: ReturnType<typeof recordingDeps>, stake = 500) {
  deps.slip.quick({ type: 'toggle' });
  deps.slip.quick({ type: 'set_stake', stake });
  deps.slip.quick({ type: 'approve' });
}

describe('picking an outcome', () => {
  it('adds and removes slip selections, tracked as add and delete clicks', () => {
    const deps = recordingDeps(async () => []);
    handlePick(deps, pick(1));
    handlePick(deps, pick(2));
    expect(deps.slip.getState().ticket.bets[0]?.betType).toBe('combo');
    handlePick(deps, pick(1));
    expect(deps.slip.getState().ticket.bets[0]?.betType).toBe('single');
    expect(deps.tracked.map((e) => e.event)).toEqual([
      'outcome_add_click',
      'outcome_add_click',
      'outcome_delete_click',
    ]);
  });

  it('in quick-bet mode places a live outcome at once as a quick single', async () => {
    const deps = recordingDeps(async () => [answer('9', { stake: 500 })]);
    armQuick(deps);
    handlePick(deps, pick(5, { matchStatus: MATCH_STATUS.live, odds: 1800 }));
    expect(deps.slip.getState().quick.state).toBe('processing');
    await vi.waitFor(() => expect(deps.slip.getState().quick.state).toBe('success'));
    expect(deps.requests[0]).toMatchObject({
      meta: { quick: true },
      bets: [
        { type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [{ match_id: 5, odds: 1800 }] },
      ],
    });
    expect(deps.slip.getState().quick.state).toBe('success');
    expect(deps.slip.getState().ticket.bets).toEqual([]);
    expect(deps.alerts).toEqual([{ severity: 'success', message: 'betslip.quick.placed' }]);
    expect(deps.tracked.map((e) => e.event)).toEqual(['purchase']);
  });

  it('a quick bet awaiting acceptance is followed', async () => {
    const deps = recordingDeps(async () => [answer('9', { status: 'submitted' })]);
    armQuick(deps);
    handlePick(deps, pick(5, { matchStatus: MATCH_STATUS.live }));
    await vi.waitFor(() => expect(deps.watched).toEqual([{ ids: ['9'], quick: true }]));
    expect(deps.alerts[0]?.message).toBe('betslip.quick.waiting');
  });

  it('a prematch outcome goes to the slip even in quick-bet mode, as does any pick before approval', () => {
    const deps = recordingDeps(async () => []);
    deps.slip.quick({ type: 'toggle' });
    handlePick(deps, pick(5, { matchStatus: MATCH_STATUS.live }));
    armQuick(deps);
    handlePick(deps, pick(6));
    expect(deps.requests).toEqual([]);
    expect(deps.slip.getState().ticket.selectedOutcomeIds).toHaveLength(2);
  });

  it('is blocked by a validation issue (here the pve flag) and says why', () => {
    const deps = recordingDeps(async () => []);
    deps.quickRules = () => ({ fiat: true, isPve: true });
    armQuick(deps);
    handlePick(deps, pick(5, { matchStatus: MATCH_STATUS.live }));
    expect(deps.requests).toEqual([]);
    expect(deps.alerts).toEqual([{ severity: 'danger', message: 'error.platform.pve_player_bet_forbidden' }]);
  });

  it('a refused quick bet records the error message and alerts it', async () => {
    const deps = recordingDeps(async () => {
      throw new ApiError(400, 'insufficient_funds', 'Your balance does not cover the stake.');
    });
    armQuick(deps);
    handlePick(deps, pick(5, { matchStatus: MATCH_STATUS.live }));
    await vi.waitFor(() => expect(deps.slip.getState().quick.state).toBe('error'));
    expect(deps.slip.getState().quick).toMatchObject({
      state: 'error',
      error: 'error.place_bets.insufficient_funds',
    });
    expect(deps.alerts).toEqual([{ severity: 'danger', message: 'error.place_bets.insufficient_funds' }]);
  });
});
