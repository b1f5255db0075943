import { settingsResponseSchema } from '@sportsbook/contracts/betting';
import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { describe, expect, it } from 'vitest';
import { operatorSettingsAnswer } from '@/testing/settings-answer';
import { liveAcceptMode, toSlipSettings } from './slip-settings';

// The settings answer as the server sends it (apps/server betting routes).
const answer = {
  stakes: [500, 1000, 2500],
  auto_accept_odds_change: 'higher',
  odds_type: 'european',
  odds_types: { available: ['european'], selected: 'european' },
  updated_at: null,
  bet_limits_settings: {
    max_stake_limit: { fiat: [{ currency_code: 'EUR', amount: 1_000_000 }], crypto: [] },
    payout_limit: { fiat: [{ currency_code: 'EUR', amount: 10_000_000, action: 'reject' }], crypto: [] },
    selection_limit: { value: 41 },
    odds_limit: { value: 1_000_000, action: 'warning' },
  },
  custom_bet_enabled: true,
  custom_bet_allow_single: false,
  multi_bet_settings: { available_by_provider: {} },
  allow_multiple_active_user_freebets: true,
  cashout_settings: { min_share_bp: 1500 },
  ...operatorSettingsAnswer,
};

describe('slip settings', () => {
  it('reads stakes, acceptance mode and the operator limits in the domain shape', () => {
    expect(toSlipSettings(settingsResponseSchema.parse(answer))).toEqual({
      stakes: [500, 1000, 2500],
      mode: 'higher',
      customBetEnabled: true,
      multiSingleAvailableByProvider: {},
      cashoutMinShareBp: 1500,
      limits: {
        maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 1_000_000 }], crypto: [] },
        payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 10_000_000, action: 'reject' }], crypto: [] },
        selectionLimit: { value: 41 },
        oddsLimit: { value: 1_000_000, action: 'warning' },
      },
    });
  });

  it('takes multi-single availability for known providers and works without limits', () => {
    const settings = toSlipSettings(
      settingsResponseSchema.parse({
        ...answer,
        bet_limits_settings: { selection_limit: null, odds_limit: null },
        multi_bet_settings: { available_by_provider: { betradar: true, nobody: true } },
      }),
    );
    expect(settings.multiSingleAvailableByProvider).toEqual({ betradar: true });
    expect(settings.limits).toEqual({});
  });
});

describe('the acceptance mode of live refreshes', () => {
  const betOn = (matchStatus: number) =>
    ({ selections: [{ matchStatus }] }) as unknown as Parameters<typeof liveAcceptMode>[1][number];

  it('takes higher prices for a slip with a live pick when the player chose "always ask"', () => {
    expect(liveAcceptMode('none', [betOn(MATCH_STATUS.prematch), betOn(MATCH_STATUS.live)])).toBe('higher');
    expect(liveAcceptMode('none', [betOn(MATCH_STATUS.prematch)])).toBe('none');
    expect(liveAcceptMode('any', [betOn(MATCH_STATUS.live)])).toBe('any');
  });
});
