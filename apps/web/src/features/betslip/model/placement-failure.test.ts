import { describe, expect, it } from 'vitest';
import { pick } from '@/features/betslip/store/test-support';
import { ApiError } from '@/shared/api/api-error';
import { selectionFromPick } from './pick-to-selection';
import { placementFailure, returnedCustomOdds, returnedPrices } from './placement-failure';

describe('placement failure', () => {
  it('reads the spec codes as numbers, with the per-bet messages and details', () => {
    const error = new ApiError(
      400,
      '101',
      'The odds have changed.',
      { selections: [] },
      {
        byBet: ['error.risk_validation.odds_different_than_bookmaker', ''],
        message: 'error.place_bets.invalid_odds',
      },
    );
    expect(placementFailure(error)).toEqual({
      httpStatus: 400,
      code: 101,
      message: 'error.place_bets.invalid_odds',
      errorsByBet: ['error.risk_validation.odds_different_than_bookmaker', undefined],
      details: { selections: [] },
    });
  });

  it('gives insufficient funds and responsible-gambling refusals their message keys', () => {
    const funds = new ApiError(400, 'insufficient_funds', 'Your balance does not cover the stake.');
    expect(placementFailure(funds)).toMatchObject({
      code: 'insufficient_funds',
      message: 'error.place_bets.insufficient_funds',
    });
    const wager = new ApiError(
      403,
      'wager_limit_exceeded',
      'This stake would go over your wager limit.',
      {},
      {
        byBet: [],
        message: 'This stake would go over your wager limit.',
      },
    );
    expect(placementFailure(wager)).toMatchObject({
      code: 'wager_limit_exceeded',
      message: 'error.responsible_gambling.wager_limit_exceeded',
    });
  });

  it('gives a refused comboboost the message of its reason, or the general one', () => {
    const refused = (reason: string) =>
      new ApiError(
        400,
        'comboboost_unavailable',
        'This comboboost cannot be used for this bet.',
        { reason },
        { byBet: [], message: 'error.place_bets.comboboost_unavailable' },
      );
    expect(placementFailure(refused('bonus_odds_changed'))).toMatchObject({
      code: 'comboboost_unavailable',
      message: 'betslip-bonus.comboboost.refused.bonus_odds_changed',
      details: { reason: 'bonus_odds_changed' },
    });
    expect(placementFailure(refused('not_found'))).toMatchObject({
      code: 'comboboost_unavailable',
      message: 'error.place_bets.comboboost_unavailable',
    });
    expect(placementFailure(refused('toString')).message).toBe('error.place_bets.comboboost_unavailable');
  });

  it('has no code for a 401, a lost connection, a server fault or anything else', () => {
    expect(placementFailure(new ApiError(401, 'unauthorized', 'Sign in'))).toEqual({ httpStatus: 401 });
    expect(placementFailure(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({ httpStatus: 0 });
    expect(placementFailure(new ApiError(500, 'internal_error', 'Oops'))).toEqual({ httpStatus: 500 });
    expect(placementFailure(new ApiError(400, '999', 'Unknown'))).toEqual({ httpStatus: 400 });
    expect(placementFailure(new Error('boom'))).toEqual({});
  });

  it('turns the returned prices into snapshots of the moved markets only', () => {
    const a = selectionFromPick(pick(1, { outcomeId: '1' }));
    const b = selectionFromPick(pick(1, { outcomeId: '2', odds: 3100 }));
    const c = selectionFromPick(pick(2));
    const bets = [a, b, c].map((s) => ({
      betType: 'single' as const,
      stake: 100,
      stakeSource: 'stake' as const,
      currency: 'EUR',
      subunits: 100,
      selections: [s],
      availableBonuses: { freebet: [] },
    }));
    const details = {
      key: 'error.risk_validation.odds_different_than_bookmaker',
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000, current: 1800 }],
    };
    expect(returnedPrices(bets, details)).toEqual([
      {
        matchId: '1',
        marketId: '1',
        specifier: '',
        status: 1,
        outcomes: [
          { id: '1', odds: 1800, active: true },
          { id: '2', odds: 3100, active: true },
        ],
      },
    ]);
    expect(returnedPrices(bets, { something: 'else' })).toEqual([]);
  });

  it('reads a fresh custom-bet quote', () => {
    expect(returnedCustomOdds({ custom_odds: 3500 })).toBe(3500);
    expect(returnedCustomOdds({ custom_odds: null })).toBeUndefined();
  });
});
