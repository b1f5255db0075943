import type { Jackpot, JackpotHit } from '@sportsbook/contracts/jackpots';

/** A jackpot as `GET /jackpots/{id}` answers it: EUR, three levels, the third not opened yet. */
export function jackpotFixture(overrides: Partial<Jackpot> = {}): Jackpot {
  return {
    id: 1,
    name: 'Sportsbook Jackpot',
    amount: 560_000,
    pool_amount: 560_000,
    hits_amount: 0,
    currency: 'EUR',
    contribution_bp: 100,
    min_stake: 100,
    min_odds: 0,
    sport_keys: [],
    levels: [
      {
        code: 'mini',
        name: 'Mini',
        pool_amount: 10_000,
        state: 'active',
        seed_amount: 5_000,
        must_drop_by: null,
        hit_probability_ppm: 0,
      },
      {
        code: 'major',
        name: 'Major',
        pool_amount: 50_000,
        state: 'paused',
        seed_amount: 50_000,
        must_drop_by: null,
        hit_probability_ppm: 0,
      },
      {
        code: 'mega',
        name: 'Mega',
        pool_amount: 500_000,
        state: 'created',
        seed_amount: 500_000,
        must_drop_by: null,
        hit_probability_ppm: 0,
      },
    ],
    secret_sha256: 'a'.repeat(64),
    secret: null,
    ...overrides,
  };
}

/** A hit as `GET /jackpot-hits` answers it. */
export function hitFixture(overrides: Partial<JackpotHit> = {}): JackpotHit {
  return {
    id: 11,
    amount: 12_345,
    amount_eur: 12_345,
    created_at: '2026-03-01T12:30:00.000Z',
    currency: 'EUR',
    jackpot_id: 1,
    level_code: 'mini',
    level_name: 'Mini',
    name: 'Sportsbook Jackpot',
    status: 'paid',
    user_hash: '3f9a0c1d2e4b5a6c',
    seen: false,
    ...overrides,
  };
}
