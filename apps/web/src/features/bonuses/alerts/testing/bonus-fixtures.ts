import type { Comboboost, Freebet } from '@sportsbook/contracts/bonuses';

/** An issued no-risk freebet of 15.00 EUR and a comboboost up to +25%, in the API's shapes (details add a description). */
export const freebetFixture: Freebet = {
  id: '7',
  type: 'freebet_no_risk',
  status: 'active',
  title: 'First deposit',
  campaign_id: 2,
  min_odds: null,
  max_odds: null,
  match_status: 'any',
  selection_count_from: 1,
  selection_count_to: null,
  valid_to: '2030-01-01T00:00:00.000Z',
  boost_multiplier: null,
  issued: {
    is_active: true,
    currency: 'EUR',
    amount: 1500,
    issued_at: '2026-01-01T00:00:00.000Z',
    used_in_bet: null,
    activated_at: '2026-01-01T00:00:00.000Z',
    seen: false,
    computed_status: 'active',
  },
};

export const comboboostFixture: Comboboost = {
  id: '8',
  type: 'comboboost',
  title: 'Football boost',
  campaign_id: 4,
  min_odds: 1200,
  uses_count: 3,
  country_codes: [],
  event_conditions: {
    sport_type_ids: [],
    sport_ids: [],
    category_ids: [],
    tournament_ids: [],
    event_ids: [],
  },
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1050 },
    { min_count: 7, max_count: 30, bonus_odds: 1250 },
    { min_count: 5, max_count: 6, bonus_odds: 1100 },
  ],
  valid_to: '2030-01-01T00:00:00.000Z',
  only_verified: false,
  trigger_key: 'sign_up',
  status: 'active',
  issued: {
    times_used: 0,
    issued_at: '2026-01-01T00:00:00.000Z',
    activated_at: null,
    expired_at: null,
    seen: false,
    computed_status: 'available',
  },
  banners: { desktop: null, mobile: null },
};
