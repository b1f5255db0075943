import {
  bonusesResponseSchema,
  comboboostDetailsSchema,
  freebetDetailsSchema,
} from '@sportsbook/contracts/bonuses';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/players';
import { stateSnapshot } from '../../testing/fuzz/state';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient, type TestClient } from '../players/testing';
import { campaignInput, comboboostInput, createCampaign, giveFreebet, grant } from './testing';

const testApp = useTestApp();
let freebetCampaign: number;
let comboboostCampaign: number;

beforeAll(async () => {
  freebetCampaign = await createCampaign(
    testApp.app,
    campaignInput({ kind: 'freebet_all_win', per_player_cap: 5 }),
  );
  comboboostCampaign = await createCampaign(testApp.app, comboboostInput({ per_player_cap: 5 }));
});

/** A player holding a freebet_all_win and a comboboost from the campaigns, and a plain freebet from before. */
async function playerWithBonuses() {
  const player = await createSignedInPlayer(testApp.app, testApp.database.db);
  const freebet = await grant(testApp.app, freebetCampaign, player.playerId);
  const comboboost = await grant(testApp.app, comboboostCampaign, player.playerId);
  const plain = String(await giveFreebet(testApp.database.db, player.playerId));
  return { ...player, freebet: freebet.id, comboboost: comboboost.id, plain };
}

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();
async function bonuses(client: TestClient, query = '') {
  const response = await client.get(`/api/sportsbook/bonuses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return bonusesResponseSchema.parse(response.json());
}

describe('GET /bonuses', () => {
  it('lists every kind with its computed status, and filters by type, status, availability and seen', async () => {
    const { client, freebet, comboboost, plain } = await playerWithBonuses();
    const all = await bonuses(client);
    expect(ids(all.freebet)).toEqual([freebet, plain].sort());
    expect(all.comboboost).toEqual([
      expect.objectContaining({
        id: comboboost,
        type: 'comboboost',
        title: 'Welcome freebet',
        min_odds: 1200,
        uses_count: 2,
        ranges: [
          { min_count: 3, max_count: 4, bonus_odds: 1050 },
          { min_count: 5, max_count: 20, bonus_odds: 1100 },
        ],
        trigger_key: 'manual',
        issued: expect.objectContaining({ times_used: 0, computed_status: 'available', seen: false }),
      }),
    ]);
    expect(all.freebet.find((f) => f.id === freebet)).toMatchObject({ type: 'freebet_all_win' });
    expect(all.freebet.find((f) => f.id === plain)).toMatchObject({
      type: 'freebet',
      title: null,
      campaign_id: null,
    });

    expect(await bonuses(client, '?type=comboboost')).toMatchObject({
      freebet: [],
      comboboost: [{ id: comboboost }],
    });
    expect(ids((await bonuses(client, '?type=freebet_all_win')).freebet)).toEqual([freebet]);
    expect(ids((await bonuses(client, '?type=freebet')).freebet)).toEqual([plain]);
    expect(await bonuses(client, '?type=hunting')).toEqual({ comboboost: [], freebet: [] });
    const active = await bonuses(client, '?status=active');
    expect([ids(active.freebet), ids(active.comboboost)]).toEqual([[freebet, plain].sort(), []]);
    const available = await bonuses(client, '?status=available');
    expect([ids(available.freebet), ids(available.comboboost)]).toEqual([[], [comboboost]]);
    const upcoming = await bonuses(client, '?status=upcoming&available=true');
    expect(ids([...upcoming.freebet, ...upcoming.comboboost])).toEqual([freebet, plain, comboboost].sort());
    expect((await bonuses(client, '?limit_per_type=1')).freebet).toHaveLength(1);

    const marked = await client.post('/api/sportsbook/bonuses/mark-as-seen', [
      { id: Number(freebet), type: 'freebet_all_win' },
      { id: Number(comboboost), type: 'comboboost' },
    ]);
    expect(marked.json()).toEqual({ marked: 2 });
    const unseen = await bonuses(client, '?unseen=true');
    expect([ids(unseen.freebet), ids(unseen.comboboost)]).toEqual([[plain], []]);
  });

  it('answers 400 for a status or type it does not know, and 401 to a visitor', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    for (const query of ['?status=gone', '?type=cash', '?limit_per_type=0', '?unseen=maybe']) {
      const response = await client.get(`/api/sportsbook/bonuses${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(response.json()).code).toBe('bad_request');
    }
    const visitor = createTestClient(testApp.app);
    for (const url of [
      '/bonuses',
      '/bonuses/freebets',
      '/bonuses/comboboosts',
      '/bonuses/freebets/1/terms',
    ]) {
      expect((await visitor.get(`/api/sportsbook${url}`)).statusCode, url).toBe(401);
    }
    expect((await visitor.post('/api/sportsbook/bonuses/promo-code', { code: 'WELCOME10' })).statusCode).toBe(
      401,
    );
  });
});

describe('lists, details and terms by kind', () => {
  it('lists each kind, and answers details and terms in the player locale, English where it has none', async () => {
    const { client, playerId, freebet, comboboost } = await playerWithBonuses();
    const freebets = (await client.get('/api/sportsbook/bonuses/freebets?status=active')).json().data;
    expect(freebets.map((f: { id: string }) => f.id)).toContain(freebet);
    const comboboosts = (await client.get('/api/sportsbook/bonuses/comboboosts')).json().data;
    expect(ids(comboboosts)).toEqual([comboboost]);

    const details = await client.get(`/api/sportsbook/bonuses/freebets/${freebet}`);
    expect(freebetDetailsSchema.parse(details.json())).toMatchObject({
      id: freebet,
      title: 'Welcome freebet',
      description: 'A freebet to start with',
    });
    const boost = await client.get(`/api/sportsbook/bonuses/comboboosts/${comboboost}?locale=de`);
    expect(comboboostDetailsSchema.parse(boost.json())).toMatchObject({
      title: 'Willkommens-Freebet',
      description: 'Eine Freiwette',
    });
    const terms = await client.get(`/api/sportsbook/bonuses/freebets/${freebet}/terms?locale=fr`);
    expect(terms.json()).toEqual({
      id: freebet,
      type: 'freebet_all_win',
      locale: 'fr',
      title: 'Welcome freebet',
      description: 'A freebet to start with',
      terms: 'English terms',
    });
    await testApp.database.db.update(players).set({ locale: 'de' }).where(eq(players.id, playerId));
    const own = await client.get(`/api/sportsbook/bonuses/comboboosts/${comboboost}/terms`);
    expect(own.json()).toMatchObject({ locale: 'de', terms: 'Deutsche Bedingungen' });
  });

  it('answers 404 for another player bonus, an unknown id, or an id of the other kind', async () => {
    const owner = await playerWithBonuses();
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const urls = [
      `/bonuses/freebets/${owner.freebet}`,
      `/bonuses/freebets/${owner.freebet}/terms`,
      `/bonuses/comboboosts/${owner.comboboost}`,
      `/bonuses/comboboosts/${owner.comboboost}/terms`,
      '/bonuses/freebets/2147483647',
    ];
    for (const url of urls) {
      const response = await client.get(`/api/sportsbook${url}`);
      expect(response.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
    }
    for (const url of [
      `/bonuses/comboboosts/${owner.freebet}`,
      `/bonuses/freebets/${owner.comboboost}/terms`,
    ]) {
      expect((await owner.client.get(`/api/sportsbook${url}`)).statusCode, url).toBe(404);
    }
  });
});

describe('POST /bonuses/{id}/activate', () => {
  it('activates an available comboboost once; again answers the same; an active freebet stays active', async () => {
    const { client, comboboost, freebet } = await playerWithBonuses();
    const first = await client.post(`/api/sportsbook/bonuses/${comboboost}/activate`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: comboboost, type: 'comboboost', computed_status: 'active' });
    const listed = (await client.get('/api/sportsbook/bonuses/comboboosts')).json().data[0];
    expect(listed.issued.computed_status).toBe('active');
    const activatedAt = listed.issued.activated_at;
    expect(activatedAt).not.toBeNull();
    expect((await client.post(`/api/sportsbook/bonuses/${comboboost}/activate`)).json().computed_status).toBe(
      'active',
    );
    expect((await client.get('/api/sportsbook/bonuses/comboboosts')).json().data[0].issued.activated_at).toBe(
      activatedAt,
    );
    const active = await client.post(`/api/sportsbook/bonuses/${freebet}/activate`);
    expect(active.json()).toEqual({ id: freebet, type: 'freebet_all_win', computed_status: 'active' });
  });

  it('refuses another player bonus (404) and an expired one (409), changing nothing', async () => {
    const owner = await playerWithBonuses();
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const expired = String(
      await giveFreebet(testApp.database.db, owner.playerId, { validTo: new Date(Date.now() - 1000) }),
    );
    const snapshot = await stateSnapshot(testApp.database.db);
    const before = await snapshot();
    const foreign = await client.post(`/api/sportsbook/bonuses/${owner.comboboost}/activate`);
    expect(foreign.statusCode).toBe(404);
    const over = await owner.client.post(`/api/sportsbook/bonuses/${expired}/activate`);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'bonus_not_activatable',
      data: { details: { status: 'expired' } },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /bonuses/mark-as-seen', () => {
  it('marks none when one id is not the player own, or names the wrong type: 404', async () => {
    const owner = await playerWithBonuses();
    const other = await playerWithBonuses();
    const snapshot = await stateSnapshot(testApp.database.db);
    const before = await snapshot();
    for (const body of [
      [
        { id: Number(owner.freebet), type: 'freebet_all_win' },
        { id: Number(other.comboboost), type: 'comboboost' },
      ],
      [{ id: Number(owner.freebet), type: 'freebet' }],
      [{ id: Number(owner.comboboost), type: 'freebet' }],
      [{ id: Number(owner.freebet), type: 'comboboost' }],
    ]) {
      const response = await owner.client.post('/api/sportsbook/bonuses/mark-as-seen', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
    for (const body of [[], [{ id: 0, type: 'freebet' }], [{ id: 1, type: 'cash' }], {}]) {
      const response = await owner.client.post('/api/sportsbook/bonuses/mark-as-seen', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
