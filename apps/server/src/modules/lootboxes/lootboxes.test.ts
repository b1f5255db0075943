import { drawPrize } from '@sportsbook/domain/lootboxes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freebets } from '../../db/schema/bonuses';
import { lootboxOpenings } from '../../db/schema/lootboxes';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { recordPlayerEvents } from '../../testing/player-events';
import { testConfig, useTestApp } from '../../testing/test-app';
import { backofficeClient } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { lootboxSeed } from './lootboxes';
import {
  createLootboxCampaign,
  lootboxCampaignInput,
  placeSingle,
  prizeCampaign,
  settleWinner,
} from './testing';

const { published, publishToPlayer } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: { publishToPlayer },
});
const db = () => testApp.database.db;
let matchId: number;
let bigPrize: number;
let smallPrize: number;
let campaignId: number;

/** A player with a won 10.00 bet (place 2, win) and a lost 2.00 bet (place 1, lose), both settled. */
async function playerWithChests() {
  const player = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
  expect((await placeSingle(player.client, matchId, '1', 1000)).statusCode).toBe(200);
  expect((await placeSingle(player.client, matchId, '3', 200)).statusCode).toBe(200);
  return player;
}

beforeAll(async () => {
  const fixture = await insertCatalogueFixture(db());
  matchId = fixture.matches.prematch.id;
  bigPrize = await prizeCampaign(testApp.app, 2_000);
  smallPrize = await prizeCampaign(testApp.app, 300);
  campaignId = await createLootboxCampaign(
    testApp.app,
    lootboxCampaignInput({
      win: [
        { weight: 3, campaign_id: bigPrize },
        { weight: 1, campaign_id: smallPrize },
      ],
      lose: [{ weight: 1, campaign_id: null }],
    }),
  );
});

describe('loot boxes', () => {
  it('earns a chest per settled qualifying bet, ranked by tier and result, listed active by default', async () => {
    const { client } = await playerWithChests();
    expect((await client.get('/api/sportsbook/bonuses/lootboxes')).json().data).toEqual([]);
    await settleWinner(testApp.app, db(), matchId, '1');
    const listed = await client.get('/api/sportsbook/bonuses/lootboxes');
    expect(listed.statusCode).toBe(200);
    const boxes = listed.json().data;
    expect(
      boxes
        .map((box: { rank: string; chest_size: string; status: string }) => [
          box.rank,
          box.chest_size,
          box.status,
        ])
        .sort(),
    ).toEqual([
      ['place1Lose', 'small', 'active'],
      ['place2Win', 'medium', 'active'],
    ]);
    // Reading again stores nothing twice.
    expect((await client.get('/api/sportsbook/bonuses/lootboxes?status=all')).json().data).toHaveLength(2);
  });

  it('opens a chest once to the prize its seed draws, issued as a freebet with bonus_issued', async () => {
    const { client, playerId } = await playerWithChests();
    await settleWinner(testApp.app, db(), matchId, '1');
    const boxes = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    const won = boxes.find((box: { rank: string }) => box.rank === 'place2Win');
    const opened = await client.post(`/api/sportsbook/bonuses/lootboxes/${won.id}/open`);
    expect(opened.statusCode).toBe(200);
    const expected = drawPrize(
      [
        { weight: 3, campaignId: bigPrize },
        { weight: 1, campaignId: smallPrize },
      ],
      lootboxSeed(testConfig().tokenSecret, Number(won.id)),
    );
    const body = opened.json();
    expect(body).toMatchObject({
      status: 'opened',
      rank: 'place2Win',
      prize: { type: 'freebet', currency: 'EUR' },
    });
    expect(body.prize.amount).toBe(expected.campaignId === bigPrize ? 2_000 : 300);
    const [issued] = await db()
      .select()
      .from(freebets)
      .where(eq(freebets.id, Number(body.prize.id)));
    expect(issued).toMatchObject({ playerId, campaignId: expected.campaignId });
    expect(published).toContainEqual({
      playerId,
      event: { type: 'bonus_issued', data: { id: body.prize.id, type: 'freebet' } },
    });

    const again = await client.post(`/api/sportsbook/bonuses/lootboxes/${won.id}/open`);
    expect(again.json().prize).toEqual(body.prize);
    expect(await db().select().from(freebets).where(eq(freebets.playerId, playerId))).toHaveLength(1);
    const active = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    expect(active.map((box: { id: string }) => box.id)).not.toContain(won.id);
  });

  it('opens an empty chest to no prize', async () => {
    const { client, playerId } = await playerWithChests();
    await settleWinner(testApp.app, db(), matchId, '1');
    const boxes = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    const lost = boxes.find((box: { rank: string }) => box.rank === 'place1Lose');
    const opened = await client.post(`/api/sportsbook/bonuses/lootboxes/${lost.id}/open`);
    expect(opened.json()).toMatchObject({ status: 'opened', prize: null });
    expect(await db().select().from(freebets).where(eq(freebets.playerId, playerId))).toHaveLength(0);
  });

  it('answers details and terms in the asked locale, 404 for another player', async () => {
    const { client } = await playerWithChests();
    await settleWinner(testApp.app, db(), matchId, '1');
    const [box] = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    const details = await client.get(`/api/sportsbook/bonuses/lootboxes/${box.id}?locale=de`);
    expect(details.json()).toMatchObject({ title: 'Schatztruhen', description: 'Eine Truhe pro Wette' });
    const terms = await client.get(`/api/sportsbook/bonuses/lootboxes/${box.id}/terms?locale=fr`);
    expect(terms.json()).toMatchObject({ type: 'lootbox', locale: 'fr', terms: 'Chest terms' });
    const other = await createSignedInPlayer(testApp.app, db());
    for (const url of [`/${box.id}`, `/${box.id}/terms`]) {
      expect((await other.client.get(`/api/sportsbook/bonuses/lootboxes${url}`)).statusCode).toBe(404);
    }
    expect((await other.client.post(`/api/sportsbook/bonuses/lootboxes/${box.id}/open`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a chest closed with a 409 when its prize cannot be issued', async () => {
    const paused = await prizeCampaign(testApp.app, 500);
    await backofficeClient(testApp.app).post(`/campaigns/${paused}/pause`);
    const pausedPrizes = await createLootboxCampaign(
      testApp.app,
      lootboxCampaignInput(
        { win: [{ weight: 1, campaign_id: paused }], lose: [{ weight: 1, campaign_id: paused }] },
        { min_odds: 4000 },
      ),
    );
    const { client } = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    expect((await placeSingle(client, matchId, '3', 200)).statusCode).toBe(200);
    await settleWinner(testApp.app, db(), matchId, '1');
    const box = (await client.get('/api/sportsbook/bonuses/lootboxes'))
      .json()
      .data.find((row: { campaign_id: number }) => row.campaign_id === pausedPrizes);
    const refused = await client.post(`/api/sportsbook/bonuses/lootboxes/${box.id}/open`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'lootbox_prize_unavailable',
      data: { details: { reason: 'paused' } },
    });
    expect(
      await db()
        .select()
        .from(lootboxOpenings)
        .where(eq(lootboxOpenings.lootboxId, Number(box.id))),
    ).toEqual([]);
  });

  it('refuses visitors, bad ids and bad filters', async () => {
    const visitor = createTestClient(testApp.app);
    expect((await visitor.get('/api/sportsbook/bonuses/lootboxes')).statusCode).toBe(401);
    const { client } = await createSignedInPlayer(testApp.app, db());
    expect((await client.get('/api/sportsbook/bonuses/lootboxes?status=closed')).statusCode).toBe(400);
    expect((await client.post('/api/sportsbook/bonuses/lootboxes/abc/open')).statusCode).toBe(400);
    expect((await client.post('/api/sportsbook/bonuses/lootboxes/999999/open')).statusCode).toBe(404);
  });

  it('opens a chest asked twice at once exactly once, paying one prize', async () => {
    const { client, playerId } = await playerWithChests();
    await settleWinner(testApp.app, db(), matchId, '1');
    const boxes = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    const won = boxes.find((box: { rank: string }) => box.rank === 'place2Win');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post(`/api/sportsbook/bonuses/lootboxes/${won.id}/open`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().prize.id)).size).toBe(1);
    expect(await db().select().from(freebets).where(eq(freebets.playerId, playerId))).toHaveLength(1);
  });
});

describe('loot box campaigns (operator)', () => {
  it('creates and lists with counts; refuses a prize that is no freebet campaign, bad tiers and a taken name', async () => {
    const office = backofficeClient(testApp.app);
    const listed = await office.get('/lootbox-campaigns');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((c: { id: number }) => c.id === campaignId)).toMatchObject({
      min_odds: 1500,
    });
    const unknown = await office.post(
      '/lootbox-campaigns',
      lootboxCampaignInput({
        win: [{ weight: 1, campaign_id: 999_999 }],
        lose: [{ weight: 1, campaign_id: null }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('tiers.0.prizes.win.0.campaign_id');
    const noTiers = await office.post('/lootbox-campaigns', lootboxCampaignInput({ win: [], lose: [] }));
    expect(noTiers.statusCode).toBe(400);
    const yearZero = lootboxCampaignInput(
      { win: [{ weight: 1, campaign_id: null }], lose: [{ weight: 1, campaign_id: null }] },
      { valid_from: '0000-01-01T00:00:00Z' },
    );
    expect((await office.post('/lootbox-campaigns', yearZero)).statusCode).toBe(400);
    const body = lootboxCampaignInput({
      win: [{ weight: 1, campaign_id: null }],
      lose: [{ weight: 1, campaign_id: null }],
    });
    expect((await office.post('/lootbox-campaigns', body)).statusCode).toBe(201);
    const taken = await office.post('/lootbox-campaigns', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('campaign_name_taken');
    expect((await backofficeClient(testApp.app, 'wrong-token').get('/lootbox-campaigns')).statusCode).toBe(
      401,
    );
  });
});
