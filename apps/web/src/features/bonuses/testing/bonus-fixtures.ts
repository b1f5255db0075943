import type { Comboboost, Freebet } from '@sportsbook/contracts/bonuses';

/** A 10.00 EUR all-win freebet as GET /bonuses answers it; `over` and `issued` change any field (every bonus test builds from here). */
export function freebetFixture(
  over: Partial<Freebet> = {},
  issued: Partial<Freebet['issued']> = {},
): Freebet {
  return {
    id: '7',
    type: 'freebet_all_win',
    status: 'active',
    title: 'WELCOME10',
    campaign_id: 3,
    min_odds: 1500,
    max_odds: null,
    match_status: 'any',
    selection_count_from: 1,
    selection_count_to: null,
    valid_to: '2026-12-24T18:00:00.000Z',
    boost_multiplier: null,
    ...over,
    issued: {
      is_active: true,
      currency: 'EUR',
      amount: 1000,
      issued_at: '2026-11-24T18:00:00.000Z',
      used_in_bet: null,
      activated_at: '2026-11-24T18:00:00.000Z',
      seen: true,
      computed_status: 'active',
      ...issued,
    },
  };
}

/** A football comboboost waiting for its activation, 2 of 5 uses spent. */
export function comboboostFixture(
  over: Partial<Comboboost> = {},
  issued: Partial<Comboboost['issued']> = {},
): Comboboost {
  return {
    id: '9',
    type: 'comboboost',
    title: 'Football comboboost',
    campaign_id: 4,
    min_odds: 1200,
    uses_count: 5,
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
      { min_count: 5, max_count: 30, bonus_odds: 1100 },
    ],
    valid_to: '2026-12-24T18:00:00.000Z',
    only_verified: false,
    trigger_key: 'sign_up',
    status: 'active',
    banners: { desktop: null, mobile: null },
    ...over,
    issued: {
      times_used: 2,
      issued_at: '2026-11-24T18:00:00.000Z',
      activated_at: null,
      expired_at: null,
      seen: false,
      computed_status: 'available',
      ...issued,
    },
  };
}
