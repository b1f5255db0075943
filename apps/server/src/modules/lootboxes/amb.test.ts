import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freebets } from '../../db/schema/bonuses';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { backofficeClient } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { placeSingle, prizeCampaign } from './testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
let matchId: number;
let prizeId: number;
let ambId: number;
const DAY = 24 * 3600 * 1000;

const ambInput = (over: Record<string, unknown> = {}) => ({
  name: `amb ${Math.random().toString(36).slice(2, 8)}`,
  content: { en: { title: 'Bet and collect', description: 'Freebets for bets', terms: 'AMB terms' } },
  valid_from: new Date(Date.now() - 3_600_000).toISOString(),
  valid_to: new Date(Date.now() + 30 * DAY).toISOString(),
  min_odds: 1500,
  min_stake: { EUR: 500 },
  ranges: [
    { number_of_bets: 2, number_of_freebets: 1 },
    { number_of_bets: 3, number_of_freebets: 2 },
  ],
  prize_campaign_id: prizeId,
  ...over,
});

const freebetsOf = (playerId: number) => db().select().from(freebets).where(eq(freebets.playerId, playerId));
const progressOf = async (client: ReturnType<typeof createTestClient>) => {
  const answer = await client.get('/api/sportsbook/bonuses/freebets/amb');
  expect(answer.statusCode).toBe(200);
  return answer.json().data.find((row: { id: number }) => row.id === ambId);
};

beforeAll(async () => {
  matchId = (await insertCatalogueFixture(db())).matches.prematch.id;
  prizeId = await prizeCampaign(testApp.app, 500);
  const created = await backofficeClient(testApp.app).post('/amb-campaigns', ambInput());
  expect(created.statusCode).toBe(201);
  ambId = created.json().id;
});

describe('amount-of-bets freebet progress', () => {
  it('counts qualifying bets from joining and issues each reached range once', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
    expect((await placeSingle(client, matchId, '1', 1000)).statusCode).toBe(200);
    expect(await progressOf(client)).toMatchObject({
      joined: false,
      progress_count: 0,
      possible_progress_count: 2,
      issued_bonus_amount: 500,
      currency: 'EUR',
      min_stake: 500,
    });
    const joined = await client.post('/api/sportsbook/bonuses/freebets/amb', { id: ambId });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ joined: true, progress_count: 0 });

    expect((await placeSingle(client, matchId, '1', 1000)).statusCode).toBe(200);
    // Too small a stake does not count.
    expect((await placeSingle(client, matchId, '1', 100)).statusCode).toBe(200);
    expect((await progressOf(client)).progress_count).toBe(1);
    expect((await placeSingle(client, matchId, '3', 600)).statusCode).toBe(200);
    expect(await progressOf(client)).toMatchObject({
      progress_count: 2,
      possible_progress_count: 3,
      issued_freebets_count: 1,
    });
    expect(await freebetsOf(playerId)).toHaveLength(1);

    expect((await placeSingle(client, matchId, '2', 700)).statusCode).toBe(200);
    const [first, second] = await Promise.all([progressOf(client), progressOf(client)]);
    expect(first).toMatchObject({ progress_count: 3, possible_progress_count: 3 });
    expect(second.progress_count).toBe(3);
    expect((await progressOf(client)).issued_freebets_count).toBe(3);
    const issued = await freebetsOf(playerId);
    expect(issued).toHaveLength(3);
    expect(issued.every((row) => row.campaignId === prizeId && row.amount === 500)).toBe(true);
  });

  it('answers terms, and refuses visitors, unknown campaigns and bad bodies', async () => {
    const { client } = await createSignedInPlayer(testApp.app, db());
    const terms = await client.get(`/api/sportsbook/bonuses/freebets/amb/${ambId}/terms`);
    expect(terms.json()).toMatchObject({ id: String(ambId), type: 'amb', terms: 'AMB terms' });
    expect((await client.get('/api/sportsbook/bonuses/freebets/amb/999999/terms')).statusCode).toBe(404);
    const unknown = await client.post('/api/sportsbook/bonuses/freebets/amb', { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('amb_not_running');
    expect((await client.post('/api/sportsbook/bonuses/freebets/amb', {})).statusCode).toBe(400);
    expect((await client.post('/api/sportsbook/bonuses/freebets/amb', { id: 'x' })).statusCode).toBe(400);
    const visitor = createTestClient(testApp.app);
    expect((await visitor.get('/api/sportsbook/bonuses/freebets/amb')).statusCode).toBe(401);
  });

  it('lets the operator list campaigns and refuses ranges that do not rise or a prize that is no freebet', async () => {
    const office = backofficeClient(testApp.app);
    const listed = (await office.get('/amb-campaigns')).json().data;
    expect(listed.find((row: { id: number }) => row.id === ambId)).toMatchObject({
      prize_campaign_id: prizeId,
    });
    const flat = await office.post(
      '/amb-campaigns',
      ambInput({
        ranges: [
          { number_of_bets: 3, number_of_freebets: 1 },
          { number_of_bets: 3, number_of_freebets: 1 },
        ],
      }),
    );
    expect(flat.statusCode).toBe(400);
    expect((await office.post('/amb-campaigns', ambInput({ prize_campaign_id: 999_999 }))).statusCode).toBe(
      400,
    );
    const backwards = ambInput({ valid_to: new Date(Date.now() - DAY).toISOString() });
    expect((await office.post('/amb-campaigns', backwards)).statusCode).toBe(400);
    const yearZero = ambInput({ valid_from: '0000-01-01T00:00:00Z' });
    expect((await office.post('/amb-campaigns', yearZero)).statusCode).toBe(400);
  });
});
