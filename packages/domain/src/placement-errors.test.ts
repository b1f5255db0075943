import { describe, expect, it } from 'vitest';
import {
  isWrongOddsError,
  PLACEMENT_ERROR_KEYS,
  placementErrorMessage,
  WRONG_ODDS_KEYS,
} from './placement-errors';

describe('placement errors', () => {
  it('maps the known codes to their message keys', () => {
    expect(placementErrorMessage(101)).toBe('error.place_bets.invalid_odds');
    expect(placementErrorMessage(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(placementErrorMessage(114)).toBe('error.platform.pve_player_bet_forbidden');
    expect(placementErrorMessage(118, 'ignored')).toBe(PLACEMENT_ERROR_KEYS.municipalityNotFound);
  });

  it('any other error shows the server message when present, else the default', () => {
    expect(placementErrorMessage(999, 'Stake too high for this market')).toBe(
      'Stake too high for this market',
    );
    expect(placementErrorMessage(999, '  ')).toBe('error.place_bets.default');
    expect(placementErrorMessage(undefined)).toBe('error.place_bets.default');
  });

  it('string codes of the API are errors with a code: their own message, else the default', () => {
    expect(placementErrorMessage('insufficient_funds', 'error.place_bets.insufficient_funds')).toBe(
      'error.place_bets.insufficient_funds',
    );
    expect(placementErrorMessage('invalid_bet')).toBe('error.place_bets.default');
    expect(isWrongOddsError('invalid_bet', ['error.risk_validation.odds_to_low'])).toBe(true);
    expect(isWrongOddsError('insufficient_funds')).toBe(false);
  });

  it('flags wrong odds for the invalid-odds codes and the risk-validation keys', () => {
    expect(isWrongOddsError(101)).toBe(true);
    expect(isWrongOddsError(120)).toBe(true);
    expect(isWrongOddsError(114)).toBe(false);
    for (const key of WRONG_ODDS_KEYS) expect(isWrongOddsError(500, ['x', key])).toBe(true);
    expect(isWrongOddsError(500, ['error.risk_validation.other'])).toBe(false);
  });
});
