import { campaignSchema } from '@sportsbook/contracts/bonus-campaigns';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/players';
import { stateSnapshot } from '../../testing/fuzz/state';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { backofficeClient, campaignInput, comboboostInput, createCampaign, grant } from './testing';

const { published, publishToPlayer } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});
const operator = () => backofficeClient(testApp.app);

describe('the operator API needs its bearer token', () => {
  it('refuses no token, a wrong one and a player session with 401, and changes nothing', async () => {
    const id = await createCampaign(testApp.app, campaignInput());
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    // The audit log grows with each refusal of a staff route (ADR 036); nothing else may change.
    const stored = await stateSnapshot(testApp.database.db);
    const snapshot = async () => {
      const { audit_log: _audit, ...rest } = await stored();
      return rest;
    };
    const before = await snapshot();
    const calls = [
      ['GET', '/api/backoffice/campaigns', undefined],
      ['POST', '/api/backoffice/campaigns', campaignInput()],
      ['GET', `/api/backoffice/campaigns/${id}`, undefined],
      ['PATCH', `/api/backoffice/campaigns/${id}`, { name: 'taken over' }],
      ['POST', `/api/backoffice/campaigns/${id}/end`, {}],
      ['POST', `/api/backoffice/campaigns/${id}/grants`, { player_id: playerId }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-of-someone-else' }]) {
        const response = await testApp.app.inject({
          method,
          url,
          headers,
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        // The campaigns themselves moved onto the staff back office (ADR 039), whose refusal code is its own.
        const code = url.endsWith('/grants') ? 'backoffice_token_invalid' : 'backoffice_unauthorized';
        expect(errorBodySchema.parse(response.json()).code, `${method} ${url}`).toBe(code);
      }
      const asPlayer = await client.request(method, url, body);
      expect(asPlayer.statusCode, `${method} ${url} as a player`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('campaigns', () => {
  it('creates, reads, lists, updates, pauses, resumes and ends a campaign', async () => {
    const created = await operator().post('/campaigns', campaignInput({ budget: { EUR: 10_000 } }));
    expect(created.statusCode, created.body).toBe(201);
    const campaign = campaignSchema.parse(created.json());
    expect(campaign).toMatchObject({
      kind: 'freebet',
      status: 'active',
      per_player_cap: 1,
      country_codes: [],
      budget: { EUR: 10_000 },
      budget_spent: { EUR: 0 },
      issued_count: 0,
      trigger: { key: 'manual' },
    });
    // The write's answer is the campaign and its audit row's id (ADR 039); the read is the campaign.
    expect(created.json().audit_id).toEqual(expect.any(Number));
    expect((await operator().get(`/campaigns/${campaign.id}`)).json()).toEqual(campaign);
    const listed = await operator().get('/campaigns?kind=freebet&status=active');
    expect(listed.json().data.map((c: { id: number }) => c.id)).toContain(campaign.id);

    const updated = await operator().patch(`/campaigns/${campaign.id}`, {
      name: 'Renamed',
      country_codes: ['DE', 'AT'],
      budget: { EUR: 20_000, USD: 5_000 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', country_codes: ['DE', 'AT'], kind: 'freebet' });
    expect(updated.json().budget).toEqual({ EUR: 20_000, USD: 5_000 });
    // What an update leaves out keeps its value.
    const renamed = await operator().patch(`/campaigns/${campaign.id}`, { name: 'Renamed again' });
    expect(renamed.json()).toEqual({
      ...updated.json(),
      name: 'Renamed again',
      updated_at: expect.any(String),
      audit_id: updated.json().audit_id + 1,
    });

    expect((await operator().post(`/campaigns/${campaign.id}/pause`)).json().status).toBe('paused');
    expect(
      (await operator().get('/campaigns?status=paused')).json().data.map((c: { id: number }) => c.id),
    ).toEqual([campaign.id]);
    expect((await operator().post(`/campaigns/${campaign.id}/resume`)).json().status).toBe('active');
    expect((await operator().post(`/campaigns/${campaign.id}/end`)).json().status).toBe('ended');
  });

  it('keeps an ended campaign ended: resume, pause and update are 409 and change nothing', async () => {
    const id = await createCampaign(testApp.app, campaignInput());
    await operator().post(`/campaigns/${id}/end`);
    const before = (await operator().get(`/campaigns/${id}`)).json();
    for (const response of [
      await operator().post(`/campaigns/${id}/resume`),
      await operator().post(`/campaigns/${id}/pause`),
      await operator().patch(`/campaigns/${id}`, { name: 'again' }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(errorBodySchema.parse(response.json()).code).toBe('campaign_ended');
    }
    expect((await operator().get(`/campaigns/${id}`)).json()).toEqual(before);
  });

  it('refuses campaigns that break the rules with a 400 naming the field, and stores nothing', async () => {
    const snapshot = await stateSnapshot(testApp.database.db);
    const before = await snapshot();
    const bad: [Record<string, unknown>, string][] = [
      [campaignInput({ content: { de: { title: 'Nur Deutsch' } } }), 'content'],
      [campaignInput({ valid_to: new Date(Date.now() - 7_200_000).toISOString() }), 'valid_to'],
      [campaignInput({ kind: 'comboboost' }), 'params'],
      [comboboostInput({ kind: 'freebet_no_risk' }), 'params'],
      [campaignInput({ kind: 'hunting' }), 'kind'],
      [campaignInput({ params: { amounts: { EUR: -1 }, days_valid: 7 } }), 'params'],
      [
        campaignInput({ params: { amounts: { EUR: 500 }, days_valid: 7, min_odds: 3000, max_odds: 2000 } }),
        'params',
      ],
      [campaignInput({ budget: { EUR: -5 } }), 'budget'],
      [campaignInput({ budget: { XYZ: 500 } }), 'budget'],
      [campaignInput({ params: { amounts: { ABCD: 500 }, days_valid: 7 } }), 'params'],
      [campaignInput({ valid_from: '0000-01-01T00:00:00Z' }), 'valid_from'],
      [campaignInput({ valid_to: '+275760-09-13T00:00:00Z' }), 'valid_to'],
      [campaignInput({ per_player_cap: 0 }), 'per_player_cap'],
      [campaignInput({ country_codes: ['Germany'] }), 'country_codes'],
      [campaignInput({ trigger: { key: 'deposit_over' } }), 'trigger'],
      [campaignInput({ trigger: { key: 'promo_code', code: 'A' } }), 'trigger'],
      [campaignInput({ trigger: { key: 'promo_code', code: 'TWICE' }, per_player_cap: 2 }), 'per_player_cap'],
      [
        comboboostInput({
          params: {
            ranges: [{ min_count: 4, max_count: 3, bonus_odds: 1100 }],
            min_odds: 1200,
            uses_count: 1,
          },
        }),
        'params',
      ],
    ];
    for (const [body, field] of bad) {
      const response = await operator().post('/campaigns', body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(errorBodySchema.parse(response.json()).message, response.body).toContain(field);
    }
    const id = await createCampaign(testApp.app, campaignInput());
    const after = await snapshot();
    const patched = await operator().patch(`/campaigns/${id}`, {
      valid_from: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json().message).toContain('valid_to');
    expect(await snapshot()).toEqual(after);
    expect(Object.keys(before)).toEqual(Object.keys(after));
  });

  it('gives a promo code to one campaign: a second one with it is a 409', async () => {
    await createCampaign(testApp.app, campaignInput({ trigger: { key: 'promo_code', code: 'only-once' } }));
    const again = await operator().post(
      '/campaigns',
      campaignInput({ trigger: { key: 'promo_code', code: 'ONLY-ONCE' } }),
    );
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('promo_code_taken');
  });

  it('answers 404 for an unknown campaign on every call', async () => {
    for (const response of [
      await operator().get('/campaigns/999999'),
      await operator().patch('/campaigns/999999', { name: 'x' }),
      await operator().post('/campaigns/999999/pause'),
      await operator().post('/campaigns/999999/grants', { player_id: 1 }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
    }
  });

  it('refuses a budget below what the campaign has spent with a 409', async () => {
    const id = await createCampaign(testApp.app, campaignInput({ budget: { EUR: 1_000 } }));
    const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await grant(testApp.app, id, playerId);
    const lowered = await operator().patch(`/campaigns/${id}`, { budget: { EUR: 400 } });
    expect(lowered.statusCode, lowered.body).toBe(409);
    expect(lowered.json().code).toBe('budget_below_spent');
    expect((await operator().get(`/campaigns/${id}`)).json()).toMatchObject({
      budget: { EUR: 1_000 },
      budget_spent: { EUR: 500 },
    });
  });
});

describe('manual grants', () => {
  it('issues the bonus, counts it against the budget and publishes bonus_issued on the player channel', async () => {
    const id = await createCampaign(
      testApp.app,
      campaignInput({ kind: 'freebet_only_win', budget: { EUR: 5_000 } }),
    );
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const bonus = await grant(testApp.app, id, playerId);
    expect(bonus.type).toBe('freebet_only_win');
    expect(published).toContainEqual({ playerId, event: { type: 'bonus_issued', data: bonus } });
    const list = (await client.get('/api/sportsbook/bonuses/freebets')).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id: bonus.id,
        type: 'freebet_only_win',
        title: 'Welcome freebet',
        campaign_id: id,
        min_odds: 1500,
        issued: expect.objectContaining({
          amount: 500,
          currency: 'EUR',
          computed_status: 'active',
          seen: false,
        }),
      }),
    ]);
    expect((await operator().get(`/campaigns/${id}`)).json()).toMatchObject({
      issued_count: 1,
      budget_spent: { EUR: 500 },
    });
  });

  it('refuses what the campaign does not allow with a 409 naming the reason, and issues nothing', async () => {
    const { db } = testApp.database;
    const de = await createSignedInPlayer(testApp.app, db, { country: 'DE' });
    const usd = await createSignedInPlayer(testApp.app, db, { currency: 'USD' });
    const cases: [Record<string, unknown>, number, string][] = [
      [campaignInput({ country_codes: ['AT'] }), de.playerId, 'country'],
      [campaignInput(), usd.playerId, 'currency'],
      [campaignInput({ budget: { EUR: 400 } }), de.playerId, 'budget'],
      [campaignInput({ budget: { USD: 400 } }), de.playerId, 'budget'],
      [
        campaignInput({ valid_from: new Date(Date.now() + 3_600_000).toISOString() }),
        de.playerId,
        'not_started',
      ],
      [comboboostInput({ budget: { EUR: 0 } }), de.playerId, 'budget'],
    ];
    for (const [body, playerId, reason] of cases) {
      const id = await createCampaign(testApp.app, body);
      const snapshot = await stateSnapshot(db);
      const before = await snapshot();
      const refused = await operator().post(`/campaigns/${id}/grants`, { player_id: playerId });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'campaign_not_issued', data: { details: { reason } } });
      expect(await snapshot(), reason).toEqual(before);
    }
    const paused = await createCampaign(testApp.app, campaignInput());
    await operator().post(`/campaigns/${paused}/pause`);
    const refused = await operator().post(`/campaigns/${paused}/grants`, { player_id: de.playerId });
    expect(refused.json().data.details.reason).toBe('paused');
    const unknownPlayer = await operator().post(`/campaigns/${paused}/grants`, { player_id: 999_999 });
    expect(unknownPlayer.statusCode).toBe(404);
  });

  it('keeps to the per-player cap and the verification rule', async () => {
    const { db } = testApp.database;
    const { playerId } = await createSignedInPlayer(testApp.app, db);
    const twice = await createCampaign(testApp.app, campaignInput({ per_player_cap: 2 }));
    await grant(testApp.app, twice, playerId);
    await grant(testApp.app, twice, playerId);
    const third = await operator().post(`/campaigns/${twice}/grants`, { player_id: playerId });
    expect(third.json()).toMatchObject({ code: 'campaign_not_issued', data: { details: { reason: 'cap' } } });

    const verifiedOnly = await createCampaign(testApp.app, comboboostInput({ only_verified: true }));
    const unconfirmed = await createSignedInPlayer(testApp.app, db);
    await db.update(players).set({ emailConfirmedAt: null }).where(eq(players.id, unconfirmed.playerId));
    const refused = await operator().post(`/campaigns/${verifiedOnly}/grants`, {
      player_id: unconfirmed.playerId,
    });
    expect(refused.json()).toMatchObject({ data: { details: { reason: 'verification' } } });
    expect((await grant(testApp.app, verifiedOnly, playerId)).type).toBe('comboboost');
  });
});
