import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';

const testApp = useTestApp();
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

const home = (outcome_id = '1', odds = 1850) => ({
  match_id: fixture.matches.prematch.id,
  market_id: 1,
  specifier: '',
  outcome_id,
  odds,
});
const over = () => ({
  match_id: fixture.matches.prematch.id,
  market_id: 18,
  specifier: 'total=2.5',
  outcome_id: '12',
  odds: 1900,
});
const maxStakeOf = async (options: { balance: number; pve?: boolean }, bet: unknown) => {
  const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, options);
  const answer = await client.post('/api/sportsbook/bets/max-stake', { bet });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('POST /api/sportsbook/bets/max-stake', () => {
  it('answers the balance when no limit is lower, and the operator max stake below it otherwise', async () => {
    const bet = { type: 'single', stake: { value: 1, currency: 'EUR' }, selections: [home()] };
    expect(await maxStakeOf({ balance: 7000 }, bet)).toEqual({ max_stake: 7000, currency: 'EUR' });
    // The default EUR max stake is 10 000.00: a stake at the limit trips it.
    expect((await maxStakeOf({ balance: 5_000_000 }, bet)).max_stake).toBe(999_999);
  });

  it('prices a custom bet at the server quote, never at the custom_odds the client sent', async () => {
    const custom = (selections: unknown[], custom_odds: number) => ({
      type: 'custom_bet',
      stake: { value: 1, currency: 'EUR' },
      selections,
      custom_odds,
    });
    // At the quote (3.163) the operator max stake binds; at 999.999 the 100 000.00 payout limit would stop the
    // stake near 100.10.
    for (const sent of [999_999, 3163, 1100]) {
      const answer = await maxStakeOf({ balance: 5_000_000 }, custom([home(), over()], sent));
      expect(answer).toEqual({ max_stake: 999_999, currency: 'EUR' });
    }
    // Two outcomes of one market have no quote: no stake, whatever number the client sends.
    const sameMarket = custom([home(), home('2', 3600)], 2000);
    expect(await maxStakeOf({ balance: 5_000_000 }, sameMarket)).toEqual({
      max_stake: null,
      currency: 'EUR',
    });
  });

  it('answers no stake for a bet placement would refuse at every stake', async () => {
    const suspended = {
      type: 'single',
      stake: { value: 1, currency: 'EUR' },
      selections: [{ ...home('74', 1700), market_id: 29 }],
    };
    expect((await maxStakeOf({ balance: 10_000 }, suspended)).max_stake).toBeNull();
    // A pve account may not bet at all (placement answers 114).
    const bet = { type: 'single', stake: { value: 1, currency: 'EUR' }, selections: [home()] };
    expect((await maxStakeOf({ balance: 10_000, pve: true }, bet)).max_stake).toBeNull();
  });
});
