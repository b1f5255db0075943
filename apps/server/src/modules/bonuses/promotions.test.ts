import { campaignSchema } from '@sportsbook/contracts/bonus-campaigns';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { promotionsResponseSchema, promotionTermsSchema } from '@sportsbook/contracts/promotions';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { backofficeClient, campaignInput, comboboostInput, createCampaign } from './testing';

const testApp = useTestApp();
const DAY = 24 * 3600 * 1000;
const BANNERS = {
  desktop: '/images/promotions/welcome-desktop.svg',
  mobile: 'https://cdn.example.com/welcome-m.svg',
};

let onOffer: number;
let withCode: number;
let comboboost: number;
let paused: number;
let ended: number;
let notStarted: number;
let over: number;
let manual: number;
let hidden: number;

beforeAll(async () => {
  const { app } = testApp;
  const operator = backofficeClient(app);
  onOffer = await createCampaign(app, campaignInput({ trigger: { key: 'sign_up' }, banners: BANNERS }));
  withCode = await createCampaign(
    app,
    campaignInput({ kind: 'freebet_all_win', trigger: { key: 'promo_code', code: 'SECRET42' } }),
  );
  comboboost = await createCampaign(
    app,
    comboboostInput({
      trigger: { key: 'first_deposit' },
      valid_to: new Date(Date.now() + 2 * DAY).toISOString(),
    }),
  );
  paused = await createCampaign(app, campaignInput({ trigger: { key: 'sign_up' } }));
  expect((await operator.post(`/campaigns/${paused}/pause`)).statusCode).toBe(200);
  ended = await createCampaign(app, campaignInput({ trigger: { key: 'sign_up' } }));
  expect((await operator.post(`/campaigns/${ended}/end`)).statusCode).toBe(200);
  notStarted = await createCampaign(
    app,
    campaignInput({ trigger: { key: 'sign_up' }, valid_from: new Date(Date.now() + DAY).toISOString() }),
  );
  over = await createCampaign(
    app,
    campaignInput({
      trigger: { key: 'sign_up' },
      valid_from: new Date(Date.now() - 3 * DAY).toISOString(),
      valid_to: new Date(Date.now() - DAY).toISOString(),
    }),
  );
  manual = await createCampaign(app, campaignInput());
  hidden = await createCampaign(
    app,
    campaignInput({ trigger: { key: 'sign_up' }, show_in_promotions: false }),
  );
});

async function promotions(query = '') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/sportsbook/promotions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, list: promotionsResponseSchema.parse(response.json()).data };
}

const terms = (id: number | string, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/sportsbook/promotions/${id}/terms${query}` });

describe('GET /promotions (no sign-in)', () => {
  it('lists the active campaigns within their window that are shown, soonest to end first, without codes', async () => {
    const { body, list } = await promotions();
    // Paused, ended, not started, over, manual-grant and hidden campaigns are not on offer.
    expect(list.map((promotion) => promotion.id)).toEqual([comboboost, onOffer, withCode].map(String));
    expect(list[1]).toEqual({
      id: String(onOffer),
      kind: 'freebet',
      trigger_key: 'sign_up',
      title: 'Welcome freebet',
      description: 'A freebet to start with',
      valid_to: expect.any(String),
      terms_id: String(onOffer),
      banners: BANNERS,
    });
    expect(list[2]).toMatchObject({ kind: 'freebet_all_win', trigger_key: 'promo_code' });
    expect(list[0]).toMatchObject({ kind: 'comboboost', banners: { desktop: null, mobile: null } });
    expect(body).not.toContain('SECRET42');
    expect(body).not.toContain('budget');
    for (const id of [paused, ended, notStarted, over, manual, hidden]) expect(body).not.toContain(`"${id}"`);
  });

  it('answers in the locale asked for, English where a campaign has none', async () => {
    const german = (await promotions('?locale=de')).list.find((p) => p.id === String(onOffer));
    expect(german).toMatchObject({ title: 'Willkommens-Freebet', description: 'Eine Freiwette' });
    const french = (await promotions('?locale=fr')).list.find((p) => p.id === String(onOffer));
    expect(french).toMatchObject({ title: 'Welcome freebet', description: 'A freebet to start with' });
  });

  it('refuses an unknown locale with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/sportsbook/promotions?locale=xx' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBeTruthy();
  });
});

describe('GET /promotions/:id/terms (no sign-in)', () => {
  it("answers a campaign's terms in the locale, English where it has none", async () => {
    const german = await terms(onOffer, '?locale=de');
    expect(german.statusCode, german.body).toBe(200);
    expect(promotionTermsSchema.parse(german.json())).toEqual({
      id: String(onOffer),
      locale: 'de',
      title: 'Willkommens-Freebet',
      terms: 'Deutsche Bedingungen',
    });
    const english = await terms(withCode, '?locale=ja');
    expect(english.json()).toMatchObject({ locale: 'ja', terms: 'English terms' });
    expect((await terms(onOffer)).json()).toMatchObject({ locale: 'en', terms: 'English terms' });
  });

  it('answers 404 for an unknown id and for a campaign not on offer', async () => {
    for (const id of [999_999, paused, ended, notStarted, over, manual, hidden]) {
      const response = await terms(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
    }
  });

  it('answers 400 for a malformed id or locale', async () => {
    expect((await terms('abc')).statusCode).toBe(400);
    expect((await terms(0)).statusCode).toBe(400);
    expect((await terms(onOffer, '?locale=xx')).statusCode).toBe(400);
  });
});

describe("the operator's promotion fields", () => {
  it('are stored, answered and changed by PATCH; a banner that is no URL is refused', async () => {
    const operator = backofficeClient(testApp.app);
    const created = campaignSchema.parse((await operator.get(`/campaigns/${hidden}`)).json());
    expect(created).toMatchObject({ show_in_promotions: false, banners: { desktop: null, mobile: null } });

    const patched = await operator.patch(`/campaigns/${hidden}`, {
      show_in_promotions: true,
      banners: BANNERS,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(campaignSchema.parse(patched.json())).toMatchObject({
      show_in_promotions: true,
      banners: BANNERS,
    });
    expect((await promotions()).list.map((p) => p.id)).toContain(String(hidden));

    const refused = await operator.patch(`/campaigns/${hidden}`, {
      banners: { desktop: 'javascript:alert(1)', mobile: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(campaignSchema.parse((await operator.get(`/campaigns/${hidden}`)).json()).banners).toEqual(
      BANNERS,
    );
    expect((await operator.patch(`/campaigns/${hidden}`, { show_in_promotions: false })).statusCode).toBe(
      200,
    );
  });
});
