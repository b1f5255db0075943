import { errorBodySchema } from '@sportsbook/contracts/errors';
import {
  farmingCampaignSchema,
  huntingDetailsSchema,
  huntingsResponseSchema,
  ratingResponseSchema,
  tournamentsResponseSchema,
} from '@sportsbook/contracts/hunting';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../../db/schema/betting';
import { marketResults } from '../../../db/schema/catalogue';
import { farmingParticipants, farmingRecords } from '../../../db/schema/hunting';
import { insertCatalogueFixture } from '../../../testing/catalogue-fixture';
import { recordPlayerEvents } from '../../../testing/player-events';
import { useTestApp } from '../../../testing/test-app';
import { createSignedInPlayer } from '../../players/testing';
import {
  backofficeClient,
  campaignInput,
  createCampaign,
  createFarmingCampaign,
  farmingInput,
} from '../testing';
import { syncFarming } from './farming';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const { published, publishToPlayer, ofType } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});
const db = () => testApp.database.db;
const operator = () => backofficeClient(testApp.app);
const HOUR = 3_600_000;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(db());
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];

/** Over 2.5 at 1.90 on the prematch match, 10.00 EUR; answers the bet's id. */
async function placeBet(client: Client, playerId: number): Promise<number> {
  const placed = await client.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 1000, currency: 'EUR' },
        selections: [
          {
            match_id: fixture.matches.prematch.id,
            market_id: 18,
            specifier: 'total=2.5',
            outcome_id: '12',
            odds: 1900,
          },
        ],
      },
    ],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const [row] = await db()
    .select({ id: bets.id })
    .from(bets)
    .where(eq(bets.playerId, playerId))
    .orderBy(desc(bets.id))
    .limit(1);
  if (!row) throw new Error('no bet placed');
  return row.id;
}

async function settleOver(result: 'won' | 'void' | null) {
  await db()
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, fixture.matches.prematch.id), eq(marketResults.marketId, 18)));
  await testApp.app.settlement.drain();
  if (result === null) return;
  await db()
    .insert(marketResults)
    .values(
      (['12', '13'] as const).map((outcomeId) => ({
        matchId: fixture.matches.prematch.id,
        marketId: 18,
        specifier: 'total=2.5',
        outcomeId,
        result: outcomeId === '12' ? result : result === 'won' ? ('lost' as const) : result,
        certainty: 'confirmed' as const,
      })),
    );
  await testApp.app.settlement.drain();
}

const rating = async (client: Client, id: number) => {
  const response = await client.get(`/api/sportsbook/bonuses/tournaments/${id}/rating`);
  expect(response.statusCode, response.body).toBe(200);
  return ratingResponseSchema.parse(response.json());
};

describe('the operator API for farming campaigns', () => {
  it('creates, reads, lists, pauses, resumes and ends; an ended campaign stays ended', async () => {
    const id = await createFarmingCampaign(testApp.app, farmingInput());
    const read = farmingCampaignSchema.parse((await operator().get(`/farming-campaigns/${id}`)).json());
    expect(read).toMatchObject({ kind: 'tournament', pool_amount: 10_000, participants: 0 });
    const listed = (await operator().get('/farming-campaigns?kind=tournament')).json().data as {
      id: number;
    }[];
    expect(listed.map((c) => c.id)).toContain(id);
    expect((await operator().post(`/farming-campaigns/${id}/pause`)).json().status).toBe('paused');
    expect((await operator().post(`/farming-campaigns/${id}/resume`)).json().status).toBe('active');
    expect((await operator().post(`/farming-campaigns/${id}/end`)).json().status).toBe('ended');
    const again = await operator().post(`/farming-campaigns/${id}/resume`);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).code).toBe('campaign_ended');
  });

  it('refuses bad input with 400 and changes nothing; unknown ids 404; no token 401', async () => {
    const before = (await operator().get('/farming-campaigns')).json().data.length;
    const bad: Record<string, unknown>[] = [
      farmingInput({ tournament: null }),
      farmingInput({ kind: 'hunting' }),
      farmingInput({ min_stakes: { EUR: 100, USD: 100 } }),
      farmingInput({ tournament: { kind: 'match', currency: 'EUR', initial_pool: 0 } }),
      farmingInput({ valid_to: new Date(Date.now() - 2 * HOUR).toISOString() }),
      farmingInput({ kind: 'hunting', tournament: null, thresholds: [10] }),
      farmingInput({ kind: 'hunting', tournament: null, thresholds: [10], freebet_campaign_id: 999_999 }),
      farmingInput({ min_stakes: { EUR: 0 } }),
      farmingInput({ content: { de: { title: 'nur Deutsch' } } }),
      farmingInput({ valid_from: '0000-01-01T00:00:00Z' }),
    ];
    for (const body of bad) {
      const response = await operator().post('/farming-campaigns', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await operator().get('/farming-campaigns')).json().data.length).toBe(before);
    expect((await operator().get('/farming-campaigns/999999')).statusCode).toBe(404);
    expect((await operator().post('/farming-campaigns/999999/end')).statusCode).toBe(404);
    expect((await operator().get('/farming-campaigns/abc')).statusCode).toBe(400);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/backoffice/farming-campaigns' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the player's hunting calls", () => {
  it('lists, details and terms in the locale; pages tournaments one at a time; 401, 404 and 400', async () => {
    const hunting = await createFarmingCampaign(
      testApp.app,
      farmingInput({ kind: 'hunting', tournament: null }),
    );
    const first = await createFarmingCampaign(testApp.app, farmingInput());
    await createFarmingCampaign(testApp.app, farmingInput());
    const { client } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });

    const huntings = huntingsResponseSchema.parse(
      (await client.get('/api/sportsbook/bonuses/huntings')).json(),
    );
    expect(huntings.data.find((h) => h.id === String(hunting))).toMatchObject({
      type: 'hunting',
      status: 'available',
      min_stake: 100,
      tournament: null,
    });
    const page = tournamentsResponseSchema.parse(
      (await client.get('/api/sportsbook/bonuses/tournaments')).json(),
    );
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(2);

    const details = await client.get(`/api/sportsbook/bonuses/tournaments/${first}?locale=de`);
    expect(huntingDetailsSchema.parse(details.json())).toMatchObject({
      title: 'Jagdturnier',
      description: 'Klettere nach oben',
      tournament: { kind: 'simple_tournament', pool_amount: 10_000, currency_code: 'EUR' },
    });
    const terms = await client.get(`/api/sportsbook/bonuses/huntings/${hunting}/terms?locale=fr`);
    expect(terms.json()).toMatchObject({ locale: 'fr', title: 'Hunting tournament', terms: 'English terms' });

    expect((await client.get(`/api/sportsbook/bonuses/huntings/${first}`)).statusCode).toBe(404);
    expect((await client.get(`/api/sportsbook/bonuses/huntings/${hunting}/rating`)).statusCode).toBe(404);
    expect((await client.get(`/api/sportsbook/bonuses/tournaments/${hunting}/rating`)).statusCode).toBe(404);
    expect((await client.get('/api/sportsbook/bonuses/tournaments/0/rating')).statusCode).toBe(400);
    expect((await client.get('/api/sportsbook/bonuses/tournaments?limit=0')).statusCode).toBe(400);
    expect((await client.get('/api/sportsbook/bonuses/huntings?status=nope')).statusCode).toBe(400);
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/sportsbook/bonuses/huntings' });
    expect(visitor.statusCode).toBe(401);
  });

  it('activation joins the player once; an ended campaign is refused with 409', async () => {
    const id = await createFarmingCampaign(testApp.app, farmingInput());
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
    for (let i = 0; i < 2; i++) {
      const activated = await client.post(`/api/sportsbook/bonuses/${id}/activate`);
      expect(activated.statusCode, activated.body).toBe(200);
      expect(activated.json()).toEqual({ id: String(id), type: 'tournament', computed_status: 'active' });
    }
    const rows = await db()
      .select()
      .from(farmingParticipants)
      .where(eq(farmingParticipants.playerId, playerId));
    expect(rows).toHaveLength(1);
    const ended = await createFarmingCampaign(testApp.app, farmingInput());
    await operator().post(`/farming-campaigns/${ended}/end`);
    const refused = await client.post(`/api/sportsbook/bonuses/${ended}/activate`);
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).code).toBe('bonus_not_activatable');
  });
});

describe('farming from settlement', () => {
  it('a settled bet farms once, issues the threshold freebet, moves the rating and the pool; a correction rolls it back once', async () => {
    const freebetCampaign = await createCampaign(testApp.app, campaignInput({ per_player_cap: 3 }));
    const tournament = await createFarmingCampaign(
      testApp.app,
      farmingInput({ freebet_campaign_id: freebetCampaign, thresholds: [15] }),
    );
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
    const { client: rival, playerId: rivalId } = await createSignedInPlayer(testApp.app, db(), {
      balance: 100_000,
    });
    await client.post(`/api/sportsbook/bonuses/${tournament}/activate`);
    await rival.post(`/api/sportsbook/bonuses/${tournament}/activate`);
    const betId = await placeBet(client, playerId);
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    published.length = 0;

    await settleOver('won');
    const after = await rating(client, tournament);
    expect(after.data).toEqual([
      expect.objectContaining({
        position: 1,
        current_user: true,
        farmed_amount: 1000,
        farmed_freebets_count: 1,
      }),
    ]);
    expect(after.pool_amount).toBe(10_100);
    expect(after.data[0]?.nickname).toMatch(/^Hunter [0-9A-F]{6}$/);
    expect(JSON.stringify(after)).not.toContain(`"${playerId}"`);
    expect((await rating(rival, tournament)).current_user).toBeNull();
    // 10.00 at 1.90 in minimum stakes of 1.00: 19 points, past the threshold of 15: one freebet.
    const view = huntingDetailsSchema.parse(
      (await client.get(`/api/sportsbook/bonuses/tournaments/${tournament}`)).json(),
    );
    expect(view).toMatchObject({ status: 'active', used_in_bets: [String(betId)], freebets_to_boost: 1 });
    expect(view.farming).toMatchObject({ points: 19, bets_count: 1, avg_stake: 1000 });
    expect(ofType(playerId, 'bonus_issued')).toHaveLength(1);
    expect(publish).toHaveBeenCalledWith('public:en', {
      type: 'tournament_pool_changed',
      data: { id: String(tournament), pool_amount: 10_100, currency_code: 'EUR' },
    });

    // The same settlement delivered again farms nothing more.
    const change = {
      bet: {
        id: betId,
        playerId,
        stake: 1000,
        currency: 'EUR',
        odds: 1900,
        freebetId: null,
        createdAt: new Date(),
      },
      wasSettled: false,
      result: 'win' as const,
    };
    await db().transaction((tx) => syncFarming(tx, [change, change], new Date()));
    const records = () => db().select().from(farmingRecords).where(eq(farmingRecords.betId, betId));
    expect(await records()).toHaveLength(1);
    expect((await rating(client, tournament)).current_user?.farmed_amount).toBe(1000);

    // A correction (the result withdrawn) rolls it back; withdrawn again, nothing more goes.
    await settleOver(null);
    await db().transaction((tx) =>
      syncFarming(tx, [{ ...change, wasSettled: true, result: null }], new Date()),
    );
    expect((await rating(client, tournament)).current_user).toBeNull();
    expect((await records())[0]?.rolledBackAt).not.toBeNull();
    expect((await rating(client, tournament)).pool_amount).toBe(10_000);

    // Settled again: farmed again in place, once; the freebet already earned is not issued a second time.
    await settleOver('won');
    expect(await records()).toHaveLength(1);
    expect((await rating(client, tournament)).current_user).toMatchObject({
      farmed_amount: 1000,
      farmed_freebets_count: 1,
    });
    expect(ofType(playerId, 'bonus_issued')).toHaveLength(1);

    // A void (refund) farms nothing; a rival who joined but did not bet stays off the table.
    await settleOver('void');
    expect((await rating(client, tournament)).current_user).toBeNull();
    const [standing] = await db()
      .select()
      .from(farmingParticipants)
      .where(and(eq(farmingParticipants.campaignId, tournament), eq(farmingParticipants.playerId, rivalId)));
    expect(standing?.farmedAmount).toBe(0);
    publish.mockRestore();
  });

  it('ranks by farmed amount, a tie to who reached it first, and farms nothing for a player who did not join', async () => {
    const tournament = await createFarmingCampaign(testApp.app, farmingInput());
    // One after another, so the first player has the lower id and the earlier bet (made in parallel, the ids came
    // in any order and the test failed one run in three).
    const players = [];
    for (let i = 0; i < 3; i++)
      players.push(await createSignedInPlayer(testApp.app, db(), { balance: 100_000 }));
    for (const { client } of players.slice(0, 2))
      await client.post(`/api/sportsbook/bonuses/${tournament}/activate`);
    for (const { client, playerId } of players) await placeBet(client, playerId);
    await settleOver('won');
    const table = await rating(players[0]?.client as Client, tournament);
    // Both farmed 10.00 in the same settlement: the lower id wins the tie.
    expect(table.data.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([
      [1, 1000, true],
      [2, 1000, false],
    ]);
    expect((await rating(players[2]?.client as Client, tournament)).current_user).toBeNull();
    await settleOver(null);
  });

  it('a farming record is unique per campaign and bet in the database', async () => {
    const tournament = await createFarmingCampaign(testApp.app, farmingInput());
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
    await client.post(`/api/sportsbook/bonuses/${tournament}/activate`);
    const betId = await placeBet(client, playerId);
    const row = {
      campaignId: tournament,
      playerId,
      betId,
      eventIds: [fixture.matches.prematch.id],
      stake: 1000,
      points: 19,
      farmedAt: new Date(),
    };
    await db().insert(farmingRecords).values(row);
    await expect(db().insert(farmingRecords).values(row)).rejects.toThrow();
  });
});
