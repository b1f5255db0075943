import type { Freebet } from '@sportsbook/contracts/bonuses';
import { describe, expect, it } from 'vitest';
import { toPlayerFreebets } from './get-freebets';

const freebet: Freebet = {
  id: '12',
  type: 'freebet',
  status: 'active',
  title: null,
  campaign_id: null,
  boost_multiplier: null,
  min_odds: 1500,
  max_odds: null,
  match_status: 'any',
  selection_count_from: 1,
  selection_count_to: 3,
  valid_to: '2026-12-22T12:00:00.000Z',
  issued: {
    is_active: true,
    currency: 'EUR',
    amount: 500,
    issued_at: '2026-11-22T12:00:00.000Z',
    used_in_bet: null,
    activated_at: '2026-11-22T12:00:00.000Z',
    seen: false,
    computed_status: 'active',
  },
};

describe('freebets from the API', () => {
  it('become the domain terms the slip offers them by', () => {
    expect(toPlayerFreebets([freebet])).toEqual([
      {
        id: '12',
        terms: {
          kind: 'freebet',
          status: 'active',
          currency: 'EUR',
          amount: 500,
          minOdds: 1500,
          maxOdds: null,
          selectionCountFrom: 1,
          selectionCountTo: 3,
          matchStatus: 'any',
          validTo: Date.UTC(2026, 11, 22, 12),
        },
      },
    ]);
  });
});
