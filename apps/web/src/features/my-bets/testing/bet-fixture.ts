import { type Bet, betSchema } from '@sportsbook/contracts/betting';

/** A bet as the history call answers it (parsed by the contract, so fixtures cannot drift from it). */
export function betFixture(overrides: Partial<Bet> & { id: string }): Bet {
  return betSchema.parse({
    type: 'combo',
    ref: `REF${overrides.id}`,
    status: 'waiting_results',
    stake: { value: 1000, currency: 'EUR', subunits: 100 },
    win_amount: 0,
    odds: 2252,
    selections: [
      {
        id: 1,
        status: 'open',
        market: { id: 1, name: '1x2' },
        outcome: { id: '1', name: 'Home' },
        odds: 1457,
        specifier: '',
        match: { id: 4, name: 'Home vs Away', slug: 'home-away', status: 0 },
      },
      {
        id: 2,
        status: 'open',
        market: { id: 1, name: '1x2' },
        outcome: { id: '1', name: 'North' },
        odds: 1546,
        specifier: '',
        match: { id: 6, name: 'North vs South', slug: 'north-south', status: 0 },
      },
    ],
    created_at: '2026-11-22T07:00:00.000Z',
    result: null,
    to_cashout: 950,
    cashed_out: 0,
    bonus: null,
    freebetStake: 0,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    ...overrides,
  });
}
