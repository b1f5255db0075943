import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { playerLimits } from '../../db/schema/limits';
import {
  type CatalogueFixture,
  fixtureSelections,
  insertCatalogueFixture,
} from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { singleBet } from './testing';

// Every refusal of POST /v3/bets, answered byte for byte: the status and the body as sent (key order included),
// so the way a refusal travels from the service to the route edge can change without the client noticing.
const testApp = useTestApp();
let fixture: CatalogueFixture;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

const { home, over } = fixtureSelections(() => fixture);
const keys = {
  pve: 'error.platform.pve_player_bet_forbidden',
  currency: 'error.place_bets.currency_mismatch',
  oddsMoved: 'error.risk_validation.odds_different_than_bookmaker',
  customOdds: 'error.place_bets.invalid_odds_custom_bet',
  maxStake: 'error.validation.bet_limits.max_stake_limit_exceeded',
  freebet: 'error.place_bets.freebet_unavailable',
};
const perBet = (...messages: string[]) => messages.map((localized_message) => ({ localized_message }));

async function placingPlayer(balance = 10_000) {
  const { app, database } = testApp;
  const player = await createSignedInPlayer(app, database.db, { balance });
  const place = (body: unknown) => player.client.post('/api/sportsbook/v3/bets', body);
  const unchanged = async () => {
    expect(await playerBalance(database.db, player.playerId, 'EUR')).toBe(balance);
    expect(await database.db.select().from(bets).where(eq(bets.playerId, player.playerId))).toEqual([]);
  };
  return { ...player, place, unchanged };
}

function expectAnswer(response: { statusCode: number; body: string }, status: number, body: unknown) {
  expect({ status: response.statusCode, body: response.body }).toEqual({
    status,
    body: JSON.stringify(body),
  });
}

describe('POST /api/sportsbook/v3/bets refusals', () => {
  it('refuses a pve player with 403 114, a key on every bet', async () => {
    const { app, database } = testApp;
    const pve = await createSignedInPlayer(app, database.db, { balance: 10_000, pve: true });
    const answer = await pve.client.post('/api/sportsbook/v3/bets', {
      bets: [singleBet(home()), singleBet(over())],
    });
    expectAnswer(answer, 403, {
      code: 114,
      message: 'This account may not place bets.',
      data: { localized_message: keys.pve, errors_by_bet: perBet(keys.pve, keys.pve) },
    });
  });

  it('refuses a stake in another currency with 400 currency_mismatch on that bet', async () => {
    const player = await placingPlayer();
    const answer = await player.place({ bets: [singleBet(home()), singleBet(over(), 100, 'USD')] });
    expectAnswer(answer, 400, {
      code: 'currency_mismatch',
      message: 'Stakes must be in your account currency EUR (got USD).',
      data: {
        localized_message: keys.currency,
        errors_by_bet: perBet('', keys.currency),
        details: { currency: 'EUR', got: 'USD' },
      },
    });
    await player.unchanged();
  });

  it('refuses a moved price with 400 101 and the current price', async () => {
    const player = await placingPlayer();
    const answer = await player.place({ bets: [singleBet(home()), singleBet(home(1700))] });
    expectAnswer(answer, 400, {
      code: 101,
      message: 'The odds have changed.',
      data: {
        localized_message: 'error.place_bets.invalid_odds',
        errors_by_bet: perBet('', keys.oddsMoved),
        details: { key: keys.oddsMoved, selections: [{ ...home(1700), current: 1850 }] },
      },
    });
    await player.unchanged();
  });

  it('refuses a custom bet price the mode does not take with 400 120 and the server quote', async () => {
    const player = await placingPlayer();
    const custom = {
      type: 'custom_bet',
      stake: { value: 1000, currency: 'EUR' },
      selections: [home(), over()],
      custom_odds: 3200,
    };
    const answer = await player.place({ bets: [singleBet(home()), custom] });
    expectAnswer(answer, 400, {
      code: 120,
      message: 'The custom bet price is not valid.',
      data: {
        localized_message: keys.customOdds,
        errors_by_bet: perBet('', keys.customOdds),
        details: { custom_odds: 3163 },
      },
    });
    await player.unchanged();
  });

  it('refuses a slip the domain validation refuses with 400 invalid_bet and its issues', async () => {
    const player = await placingPlayer();
    const answer = await player.place({ bets: [singleBet(home()), singleBet(over(), 2_000_000)] });
    expectAnswer(answer, 400, {
      code: 'invalid_bet',
      message: `The bets cannot be placed: ${keys.maxStake}`,
      data: {
        // A bet limit is an issue of the whole slip: every bet carries its key.
        errors_by_bet: perBet(keys.maxStake, keys.maxStake),
        details: [{ kind: 'error', key: keys.maxStake, values: { currency: 'EUR', amount: 1_000_000 } }],
      },
    });
    await player.unchanged();
  });

  it('refuses a slip the balance does not cover with 400 insufficient_funds', async () => {
    const player = await placingPlayer();
    const answer = await player.place({ bets: [singleBet(home(), 6000), singleBet(over(), 6000)] });
    expectAnswer(answer, 400, {
      code: 'insufficient_funds',
      message: 'Your balance does not cover the stake.',
      data: {
        localized_message: 'error.place_bets.insufficient_funds',
        details: { balance: 10_000, required: 12_000, currency: 'EUR' },
      },
    });
    await player.unchanged();
  });

  it('refuses a freebet the player does not hold with 400 freebet_unavailable on that bet', async () => {
    const player = await placingPlayer();
    const freebet = { ...singleBet(over(), 500), bonus: { id: '999999', type: 'freebet' } };
    const answer = await player.place({ bets: [singleBet(home()), freebet] });
    expectAnswer(answer, 400, {
      code: 'freebet_unavailable',
      message: 'This freebet is not yours or does not exist.',
      data: {
        localized_message: keys.freebet,
        errors_by_bet: perBet('', keys.freebet),
        details: { reason: 'not_found', bet_index: 1 },
      },
    });
    await player.unchanged();
  });

  it('refuses a used idempotency key sent with other bets with 409 idempotency_conflict', async () => {
    const player = await placingPlayer();
    const meta = { idempotency_key: 'refusals-key-0001' };
    expect((await player.place({ meta, bets: [singleBet(home())] })).statusCode).toBe(200);
    const answer = await player.place({ meta, bets: [singleBet(over())] });
    expectAnswer(answer, 409, {
      code: 'idempotency_conflict',
      message: 'This idempotency key was used for other bets.',
      data: { localized_message: 'error.place_bets.idempotency_conflict' },
    });
  });

  it("refuses a stake over the player's wager or bet limit with 403 and the limit", async () => {
    const player = await placingPlayer();
    const now = new Date();
    const limit = {
      playerId: player.playerId,
      status: 'active' as const,
      currency: 'EUR',
      createdAt: now,
      updatedAt: now,
    };
    const [wager] = await testApp.database.db
      .insert(playerLimits)
      .values({ ...limit, type: 'wager', period: 'day', value: 2500 })
      .returning();
    const overWager = await player.place({ bets: [singleBet(home(), 1000), singleBet(over(), 1600)] });
    const wagerMessage = 'This stake would go over your wager limit.';
    expectAnswer(overWager, 403, {
      code: 'wager_limit_exceeded',
      message: wagerMessage,
      data: {
        localized_message: wagerMessage,
        // The slip's first bet counts towards its second.
        details: { id: wager?.id, type: 'wager', period: 'day', value: 2500, used: 1000 },
      },
    });
    const [bet] = await testApp.database.db
      .insert(playerLimits)
      .values({ ...limit, type: 'bet', value: 800 })
      .returning();
    const overBet = await player.place({ bets: [singleBet(home(), 900)] });
    const betMessage = 'The stake is above your bet limit.';
    expectAnswer(overBet, 403, {
      code: 'bet_limit_exceeded',
      message: betMessage,
      data: {
        localized_message: betMessage,
        details: { id: bet?.id, type: 'bet', period: null, value: 800, used: 0 },
      },
    });
    await player.unchanged();
  });
});
