import {
  ADDITIONAL_PRODUCTS,
  type OperatorSettings,
  type SettingsResponse,
  settingsResponseSchema,
} from '@sportsbook/contracts/betting';

/** The operator's part as the API serves it with nothing configured: every provider up, no additional product. */
export const operatorSettingsAnswer: OperatorSettings = {
  provider_statuses: { betradar: true, oddin: true, betconstruct: true },
  sport_type_providers: { regular: ['betradar'], cyber: ['oddin'] },
  video_settings: { enabled: true },
  additional_providers: Object.fromEntries(
    ADDITIONAL_PRODUCTS.map((product) => [product, { enabled: false, url: null }]),
  ) as OperatorSettings['additional_providers'],
};

/** `GET /settings` as the API answers it, with `changes` on top; parsed by the contract, so it cannot drift. */
export function settingsAnswer(changes: Partial<SettingsResponse> = {}): SettingsResponse {
  return settingsResponseSchema.parse({
    stakes: [500, 1000, 2500],
    auto_accept_odds_change: 'none',
    odds_type: 'european',
    odds_types: { available: ['european'], selected: 'european' },
    updated_at: null,
    bet_limits_settings: {},
    custom_bet_enabled: true,
    custom_bet_allow_single: false,
    multi_bet_settings: { available_by_provider: {} },
    allow_multiple_active_user_freebets: false,
    cashout_settings: { min_share_bp: 1000 },
    ...operatorSettingsAnswer,
    ...changes,
  });
}
