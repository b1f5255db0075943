import type { Comboboost, Freebet } from '@sportsbook/contracts/bonuses';
import {
  comboboostFixture as comboboostOf,
  freebetFixture as freebetOf,
} from '@/features/bonuses/testing/bonus-fixtures';

/** An issued no-risk freebet of 15.00 EUR and a comboboost up to +25%, in the API's shapes (details add a description). */
export const freebetFixture: Freebet = freebetOf(
  {
    type: 'freebet_no_risk',
    title: 'First deposit',
    campaign_id: 2,
    min_odds: null,
    valid_to: '2030-01-01T00:00:00.000Z',
  },
  {
    amount: 1500,
    issued_at: '2026-01-01T00:00:00.000Z',
    activated_at: '2026-01-01T00:00:00.000Z',
    seen: false,
  },
);

export const comboboostFixture: Comboboost = comboboostOf(
  {
    id: '8',
    title: 'Football boost',
    uses_count: 3,
    ranges: [
      { min_count: 3, max_count: 4, bonus_odds: 1050 },
      { min_count: 7, max_count: 30, bonus_odds: 1250 },
      { min_count: 5, max_count: 6, bonus_odds: 1100 },
    ],
    valid_to: '2030-01-01T00:00:00.000Z',
  },
  { times_used: 0, issued_at: '2026-01-01T00:00:00.000Z' },
);
