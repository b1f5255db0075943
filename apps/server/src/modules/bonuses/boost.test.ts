import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freebets } from '../../db/schema/bonuses';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { campaignInput, comboboostInput, createCampaign, freebetRow, grant } from './testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let boostable: number;
let plain: number;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(db());
  // 5.00 EUR, boosted x1.5 once; the other campaign allows no boost. A cap of 5 lets a player hold several.
  const params = { amounts: { EUR: 500 }, min_odds: 1500, days_valid: 7 };
  boostable = await createCampaign(
    testApp.app,
    campaignInput({ per_player_cap: 5, params: { ...params, boost_multiplier: 1.5 } }),
  );
  plain = await createCampaign(testApp.app, campaignInput({ params }));
});

const boost = (client: ReturnType<typeof createTestClient>, id: string) =>
  client.post(`/api/sportsbook/bonuses/${id}/boost`);

describe('POST /bonuses/{id}/boost', () => {
  it("multiplies an unused freebet's amount by its campaign's multiplier, once", async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db());
    const { id } = await grant(testApp.app, boostable, playerId);
    const answer = await boost(client, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ id, type: 'freebet', amount: 750 });
    expect(await freebetRow(db(), Number(id))).toMatchObject({ amount: 750, status: 'active' });
    const listed = (await client.get('/api/sportsbook/bonuses/freebets')).json().data[0];
    expect(listed.issued.amount).toBe(750);

    const again = await boost(client, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'bonus_not_boostable',
      data: { details: { reason: 'already_boosted' } },
    });
    expect((await freebetRow(db(), Number(id))).amount).toBe(750);
  });

  it('refuses a campaign without boost, a used, expired, deactivated or overridden freebet, a comboboost, changing nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 0 });
    const noBoost = (await grant(testApp.app, plain, playerId)).id;
    const used = (await grant(testApp.app, boostable, playerId)).id;
    const expired = (await grant(testApp.app, boostable, playerId)).id;
    const deactivated = (await grant(testApp.app, boostable, playerId)).id;
    const overridden = (await grant(testApp.app, boostable, playerId)).id;
    const comboboostCampaign = await createCampaign(testApp.app, comboboostInput());
    const comboboost = (await grant(testApp.app, comboboostCampaign, playerId)).id;
    const placed = await client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 500, currency: 'EUR' },
          selections: [
            {
              match_id: fixture.matches.prematch.id,
              market_id: 1,
              specifier: '',
              outcome_id: '1',
              odds: 1850,
            },
          ],
          bonus: { id: used, type: 'freebet' },
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await db()
      .update(freebets)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(freebets.id, Number(expired)));
    await db()
      .update(freebets)
      .set({ deactivatedAt: new Date(), deactivatedReason: 'bonus abuse' })
      .where(eq(freebets.id, Number(deactivated)));
    await db()
      .update(freebets)
      .set({ overriddenAt: new Date() })
      .where(eq(freebets.id, Number(overridden)));
    const cases: [string, string][] = [
      [noBoost, 'not_boostable'],
      [used, 'not_active'],
      [expired, 'expired'],
      [deactivated, 'not_active'],
      [overridden, 'not_active'],
      [comboboost, 'not_boostable'],
    ];
    for (const [id, reason] of cases) {
      const before = await db()
        .select()
        .from(freebets)
        .where(eq(freebets.id, Number(id)));
      const answer = await boost(client, id);
      expect(answer.statusCode, `${reason}: ${answer.body}`).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'bonus_not_boostable', data: { details: { reason } } });
      expect(
        await db()
          .select()
          .from(freebets)
          .where(eq(freebets.id, Number(id))),
      ).toEqual(before);
    }
  });

  it("answers 404 for another player's freebet and 401 without a session", async () => {
    const owner = await createSignedInPlayer(testApp.app, db());
    const { id } = await grant(testApp.app, boostable, owner.playerId);
    const { client } = await createSignedInPlayer(testApp.app, db());
    expect((await boost(client, id)).statusCode).toBe(404);
    expect((await boost(createTestClient(testApp.app), id)).statusCode).toBe(401);
    expect((await freebetRow(db(), Number(id))).amount).toBe(500);
  });
});
