import {
  jackpotSummaryListSchema,
  lootboxSummaryListSchema,
  promoCodeSummaryListSchema,
  tournamentSummaryListSchema,
} from '@sportsbook/contracts/backoffice-money';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../../testing/catalogue-fixture';
import { useTestApp } from '../../../testing/test-app';
import { seedDemoStanding } from '../../bonuses';
import { campaignInput, createCampaign, createStartedFarming, endFarmingWindow } from '../../bonuses/testing';
import { createJackpotThroughApi, jackpotInput } from '../../jackpots/testing';
import {
  createLootboxCampaign,
  lootboxCampaignInput,
  placeSingle,
  prizeCampaign,
  settleWinner,
} from '../../lootboxes/testing';
import { createSignedInPlayer, createTestClient } from '../../players/testing';
import { playerBalance } from '../../wallet';
import { signedInStaff, type TestStaff } from '../testing';

// The Campaigns screen's engagement views (ADR 039, amendment): what jackpots, tournaments, loot boxes and promo
// codes paid out, checked against a hit, a payout and an opening made here; marketing, finance, admin and the
// regulator read them, nobody else.
const testApp = useTestApp();
const db = () => testApp.database.db;
let matchId: number;
let marketing: TestStaff;

beforeAll(async () => {
  const fixture = await insertCatalogueFixture(db());
  matchId = fixture.matches.prematch.id;
  marketing = await signedInStaff(testApp.app, db(), 'marketing');
  // Only the test's payout runs: the timer's could take the window the test is still arranging.
  await testApp.app.tournamentPayouts.close();
  await testApp.app.jackpotDrain.close();
});

describe('jackpots in the back office', () => {
  it('shows per level the seed, the pool, the contributions and a forced hit paid', async () => {
    const jackpotId = await createJackpotThroughApi(testApp.app, jackpotInput('Engagement jackpot'));
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    const forced = await createTestClient(testApp.app).post(`/api/dev/jackpots/${jackpotId}/force-hit`, {});
    expect(forced.json()).toEqual({ level_code: 'mini' });
    expect((await placeSingle(client, matchId, '1', 1_000)).statusCode).toBe(200);
    await testApp.app.jackpotDrain.runOnce();
    // 10 % of 10.00 is 100: 70 to mini, 30 to mega; the forced hit pays mini's 10.00 seed and the 70.
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(10_000 - 1_000 + 1_070);

    const answer = await marketing.client.get('/api/backoffice/engagement/jackpots');
    expect(answer.statusCode, answer.body).toBe(200);
    const jackpot = jackpotSummaryListSchema.parse(answer.json()).data.find((j) => j.id === jackpotId);
    expect(jackpot).toEqual({
      id: jackpotId,
      name: 'Engagement jackpot',
      currency: 'EUR',
      contribution_bp: 1_000,
      pool_amount: 1_000 + 10_030,
      contributed_amount: 100,
      hits_count: 1,
      paid_amount: 1_070,
      levels: [
        {
          code: 'mini',
          name: 'Mini',
          state: 'active',
          seed_amount: 1_000,
          pool_amount: 1_000,
          contributions_count: 1,
          contributed_amount: 70,
          hits_count: 1,
          paid_amount: 1_070,
        },
        {
          code: 'mega',
          name: 'Mega',
          state: 'active',
          seed_amount: 10_000,
          pool_amount: 10_030,
          contributions_count: 1,
          contributed_amount: 30,
          hits_count: 0,
          paid_amount: 0,
        },
      ],
    });
  });
});

describe('tournaments in the back office', () => {
  it('shows standings, the pool and, once paid, the prizes the ledger paid', async () => {
    const tournament = await createStartedFarming(testApp.app, 'tournament');
    const hunting = await createStartedFarming(testApp.app, 'hunting');
    const players: number[] = [];
    for (const [stake, minutesAgo] of [
      [2_500, 10],
      [12_000, 90],
      [7_500, 30],
    ] as const) {
      const { playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 0 });
      await seedDemoStanding(db(), {
        campaignId: tournament,
        playerId,
        stake,
        points: stake / 100,
        at: new Date(Date.now() - minutesAgo * 60_000),
      });
      players.push(playerId);
    }
    const [third, first, second] = players as [number, number, number];
    const read = async () => {
      const answer = await marketing.client.get('/api/backoffice/engagement/tournaments');
      expect(answer.statusCode, answer.body).toBe(200);
      return tournamentSummaryListSchema.parse(answer.json()).data;
    };
    const standings = [
      { position: 1, player_id: first, farmed_amount: 12_000, freebets_issued: 0 },
      { position: 2, player_id: second, farmed_amount: 7_500, freebets_issued: 0 },
      { position: 3, player_id: third, farmed_amount: 2_500, freebets_issued: 0 },
    ];
    // The pool: 100.00 and 10 % of the 220.00 farmed.
    expect((await read()).find((t) => t.id === tournament)).toMatchObject({
      kind: 'tournament',
      status: 'active',
      currency: 'EUR',
      participants: 3,
      pool_amount: 12_200,
      prizes_count: 0,
      paid_amount: 0,
      standings,
    });

    await endFarmingWindow(db(), tournament);
    const paid = await testApp.app.tournamentPayouts.runOnce();
    const prizes = paid.filter((prize) => prize.campaignId === tournament);
    expect(prizes).toHaveLength(3);
    const balances = await Promise.all(players.map((id) => playerBalance(db(), id, 'EUR')));
    const total = balances.reduce((sum, balance) => sum + balance, 0);
    expect(total).toBe(prizes.reduce((sum, prize) => sum + prize.amount, 0));
    expect(total).toBe(12_200);

    const after = await read();
    expect(after.find((t) => t.id === tournament)).toMatchObject({
      status: 'ended',
      prizes_count: 3,
      paid_amount: 12_200,
      standings,
    });
    expect(after.find((t) => t.id === hunting)).toMatchObject({
      kind: 'hunting',
      currency: null,
      pool_amount: null,
      participants: 0,
      prizes_count: 0,
      paid_amount: 0,
      standings: [],
    });
  });
});

describe('loot boxes in the back office', () => {
  it('counts the chests issued and opened and the prize an opened chest paid', async () => {
    const prize = await prizeCampaign(testApp.app, 2_000);
    const campaignId = await createLootboxCampaign(
      testApp.app,
      lootboxCampaignInput({
        win: [{ weight: 1, campaign_id: prize }],
        lose: [{ weight: 1, campaign_id: null }],
      }),
    );
    const read = async () => {
      const answer = await marketing.client.get('/api/backoffice/engagement/lootboxes');
      expect(answer.statusCode, answer.body).toBe(200);
      return lootboxSummaryListSchema.parse(answer.json()).data.find((row) => row.id === campaignId);
    };
    expect(await read()).toMatchObject({
      status: 'active',
      chests_issued: 0,
      chests_opened: 0,
      prizes_count: 0,
    });

    const { client } = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
    expect((await placeSingle(client, matchId, '1', 1_000)).statusCode).toBe(200);
    expect((await placeSingle(client, matchId, '3', 200)).statusCode).toBe(200);
    await settleWinner(testApp.app, db(), matchId, '1');
    const boxes = (await client.get('/api/sportsbook/bonuses/lootboxes')).json().data;
    const mine = boxes.filter((box: { campaign_id: unknown }) => Number(box.campaign_id) === campaignId);
    expect(mine).toHaveLength(2);
    const won = mine.find((box: { rank: string }) => box.rank === 'place2Win');
    const opened = await client.post(`/api/sportsbook/bonuses/lootboxes/${won.id}/open`);
    expect(opened.json().prize).toMatchObject({ amount: 2_000, currency: 'EUR' });

    expect(await read()).toEqual({
      id: campaignId,
      name: expect.any(String),
      status: 'active',
      valid_from: expect.any(String),
      valid_to: expect.any(String),
      chests_issued: 2,
      chests_opened: 1,
      prizes_count: 1,
      prizes_paid: { EUR: 2_000 },
    });
  });
});

describe('promo codes in the back office', () => {
  it('lists a campaign’s code with its uses and limits; an unknown campaign is 404, a bad id 400', async () => {
    const code = `ENGAGE${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const campaignId = await createCampaign(
      testApp.app,
      campaignInput({ trigger: { key: 'promo_code', code }, budget: { EUR: 5_000 } }),
    );
    const manual = await createCampaign(testApp.app, campaignInput());
    const { client } = await createSignedInPlayer(testApp.app, db());
    const redeemed = await client.post('/api/sportsbook/bonuses/promo-code', { code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const answer = await marketing.client.get(
      `/api/backoffice/engagement/promo-codes?campaign_id=${campaignId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(promoCodeSummaryListSchema.parse(answer.json()).data).toEqual([
      {
        code,
        campaign_id: campaignId,
        campaign_name: expect.any(String),
        kind: 'freebet',
        status: 'active',
        valid_from: expect.any(String),
        valid_to: expect.any(String),
        uses: 1,
        per_player_cap: 1,
        budget: { EUR: 5_000 },
        budget_spent: { EUR: 500 },
      },
    ]);
    const all = promoCodeSummaryListSchema.parse(
      (await marketing.client.get('/api/backoffice/engagement/promo-codes')).json(),
    ).data;
    expect(all.map((row) => row.campaign_id)).toContain(campaignId);
    expect(all.map((row) => row.campaign_id)).not.toContain(manual);
    const noCode = await marketing.client.get(`/api/backoffice/engagement/promo-codes?campaign_id=${manual}`);
    expect(noCode.json()).toEqual({ data: [] });

    const unknown = await marketing.client.get('/api/backoffice/engagement/promo-codes?campaign_id=999999');
    expect(unknown.statusCode).toBe(404);
    const bad = await marketing.client.get('/api/backoffice/engagement/promo-codes?campaign_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).code).toBe('bad_request');
  });
});

describe('who reads the engagement views', () => {
  const paths = ['jackpots', 'tournaments', 'lootboxes', 'promo-codes'].map(
    (view) => `/api/backoffice/engagement/${view}`,
  );

  it('lets marketing, finance, admin and the regulator read; refuses trader, risk, support, players and visitors', async () => {
    for (const role of ['marketing', 'finance', 'admin', 'regulator'] as const) {
      const staff = await signedInStaff(testApp.app, db(), role);
      for (const path of paths)
        expect((await staff.client.get(path)).statusCode, `${role} ${path}`).toBe(200);
    }
    for (const role of ['trader', 'risk', 'support'] as const) {
      const staff = await signedInStaff(testApp.app, db(), role);
      for (const path of paths) {
        const refused = await staff.client.get(path);
        expect(refused.statusCode, `${role} ${path}`).toBe(403);
        expect(errorBodySchema.parse(refused.json()).code).toBe('backoffice_forbidden');
      }
    }
    const noSecondFactor = await signedInStaff(testApp.app, db(), 'marketing', { secondFactor: false });
    const { client: player } = await createSignedInPlayer(testApp.app, db());
    for (const path of paths) {
      expect(errorBodySchema.parse((await noSecondFactor.client.get(path)).json()).code).toBe(
        'second_factor_required',
      );
      const refused = await player.get(path);
      expect(refused.statusCode).toBe(401);
      expect(errorBodySchema.parse(refused.json()).code).toBe('backoffice_unauthorized');
    }
  });
});
