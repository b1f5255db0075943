import { bonusesResponseSchema } from '@sportsbook/contracts/bonuses';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { markets, matches } from '../../db/schema/catalogue';
import { players } from '../../db/schema/players';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { stateSnapshot } from '../../testing/fuzz/state';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { backofficeClient, campaignInput, comboboostInput, createCampaign, grant } from './testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
const operator = () => backofficeClient(testApp.app);

/** Three football matches with an open 1x2 (home at 1.85): a combo the test comboboost boosts +5 %. */
let legs: { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number }[];

beforeAll(async () => {
  const fixture = await insertCatalogueFixture(db());
  const [original] = await db().select().from(matches).where(eq(matches.id, fixture.matches.prematch.id));
  const [market] = await db()
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, fixture.matches.prematch.id), eq(markets.marketId, 1)));
  if (!original || !market) throw new Error('fixture match missing');
  const { id: _id, ...matchRow } = original;
  const ids = [original.id];
  for (const i of [1, 2]) {
    const [copy] = await db()
      .insert(matches)
      .values({ ...matchRow, urnId: `sr:match:statuses-${i}`, slug: `statuses-${i}` })
      .returning();
    if (!copy) throw new Error('match copy not inserted');
    await db()
      .insert(markets)
      .values({ ...market, matchId: copy.id });
    ids.push(copy.id);
  }
  legs = ids.map((id) => ({ match_id: id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 }));
});

type Player = Awaited<ReturnType<typeof createSignedInPlayer>>;

/** A funded player holding a freebet of a fresh campaign and an activated comboboost of another. */
async function playerWithBonuses(over: Record<string, unknown> = {}) {
  const player = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
  const freebetCampaign = await createCampaign(testApp.app, campaignInput(over));
  const comboboostCampaign = await createCampaign(testApp.app, comboboostInput(over));
  const freebet = (await grant(testApp.app, freebetCampaign, player.playerId)).id;
  const comboboost = (await grant(testApp.app, comboboostCampaign, player.playerId)).id;
  const activated = await player.client.post(`/api/sportsbook/bonuses/${comboboost}/activate`);
  expect(activated.statusCode, activated.body).toBe(200);
  return { ...player, freebet, comboboost, freebetCampaign, comboboostCampaign };
}

async function statuses(client: TestClient) {
  const response = await client.get('/api/sportsbook/bonuses');
  expect(response.statusCode, response.body).toBe(200);
  const body = bonusesResponseSchema.parse(response.json());
  return Object.fromEntries(
    [...body.freebet, ...body.comboboost].map((bonus) => [bonus.id, bonus.issued.computed_status]),
  );
}

const freebetBet = (id: string) => ({
  type: 'single',
  stake: { value: 500, currency: 'EUR' },
  selections: [legs[0]],
  bonus: { id, type: 'freebet' },
});
const boostedCombo = (id: string) => ({
  type: 'combo',
  stake: { value: 1000, currency: 'EUR' },
  selections: legs,
  bonus: { id, type: 'comboboost', odds: 1050 },
});
const place = (client: TestClient, bet: unknown) => client.post('/api/sportsbook/v3/bets', { bets: [bet] });

/** What the slip's offers hold for a single and the three-leg combo. */
async function offers(client: TestClient) {
  const response = await client.post('/api/sportsbook/bonuses', {
    bets: [
      { type: 'single', selections: [legs[0]] },
      { type: 'combo', selections: legs },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
  const [single, combo] = response.json().data;
  return {
    freebets: single.freebet.map((offer: { bonusId: string }) => offer.bonusId),
    comboboost: combo.comboboost?.bonusId,
  };
}

/** Placement refuses both bonuses with the reason, the bonuses offered to nobody, and nothing is written. */
async function expectRefusedEverywhere(
  player: Player & { freebet: string; comboboost: string },
  reason: string,
) {
  expect(await offers(player.client)).toEqual({ freebets: [], comboboost: undefined });
  const snapshot = await stateSnapshot(db());
  const before = await snapshot();
  const freebet = await place(player.client, freebetBet(player.freebet));
  expect(freebet.statusCode, freebet.body).toBe(400);
  expect(errorBodySchema.parse(freebet.json())).toMatchObject({
    code: 'freebet_unavailable',
    data: { details: { reason } },
  });
  const combo = await place(player.client, boostedCombo(player.comboboost));
  expect(combo.statusCode, combo.body).toBe(400);
  expect(errorBodySchema.parse(combo.json())).toMatchObject({
    code: 'comboboost_unavailable',
    data: { details: { reason } },
  });
  // Placement opens the house's bets-in-play shard account before its checks (betting/placement.ts,
  // ensureBetsInPlay): the house's bookkeeping, not anything of the player's.
  const { ledger_accounts: _after, ...after } = await snapshot();
  const { ledger_accounts: _before, ...kept } = before;
  expect(after).toEqual(kept);
}

const deactivate = (playerId: number, type: string, id: string, body: unknown = { reason: 'bonus abuse' }) =>
  operator().post(`/players/${playerId}/bonuses/${type}/${id}/deactivate`, body);

describe('deactivated', () => {
  it('is stored with its reason, shown as deactivated, refused at placement and never offered', async () => {
    const player = await playerWithBonuses();
    expect(await offers(player.client)).toEqual({
      freebets: [player.freebet],
      comboboost: player.comboboost,
    });
    const freebet = await deactivate(player.playerId, 'freebet', player.freebet);
    expect(freebet.statusCode, freebet.body).toBe(200);
    expect(freebet.json()).toMatchObject({
      id: player.freebet,
      type: 'freebet',
      player_id: player.playerId,
      computed_status: 'deactivated',
      deactivated_reason: 'bonus abuse',
    });
    const combo = await deactivate(player.playerId, 'comboboost', player.comboboost, {
      reason: '  duplicate account  ',
    });
    expect(combo.json()).toMatchObject({
      computed_status: 'deactivated',
      deactivated_reason: 'duplicate account',
    });
    const [row] = await db()
      .select()
      .from(freebets)
      .where(eq(freebets.id, Number(player.freebet)));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    expect(row?.deactivatedReason).toBe('bonus abuse');

    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'deactivated',
      [player.comboboost]: 'deactivated',
    });
    const upcoming = await player.client.get('/api/sportsbook/bonuses?status=upcoming');
    expect(upcoming.json()).toEqual({ freebet: [], comboboost: [] });
    await expectRefusedEverywhere(player, 'deactivated');
    // Activation does not bring it back.
    const activate = await player.client.post(`/api/sportsbook/bonuses/${player.comboboost}/activate`);
    expect(activate.statusCode).toBe(409);
    expect(activate.json().data.details.status).toBe('deactivated');
  });

  it('answers a repeated call with the first deactivation, unchanged', async () => {
    const player = await playerWithBonuses();
    const first = await deactivate(player.playerId, 'freebet', player.freebet);
    const again = await deactivate(player.playerId, 'freebet', player.freebet, { reason: 'another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a used bonus (409), an unknown, foreign or wrongly typed one (404), no reason (400), changing nothing', async () => {
    const player = await playerWithBonuses();
    const other = await playerWithBonuses();
    const placed = await place(player.client, freebetBet(player.freebet));
    expect(placed.statusCode, placed.body).toBe(200);
    const snapshot = await stateSnapshot(db());
    const before = await snapshot();

    const used = await deactivate(player.playerId, 'freebet', player.freebet);
    expect(used.statusCode, used.body).toBe(409);
    expect(errorBodySchema.parse(used.json())).toMatchObject({
      code: 'bonus_not_deactivatable',
      data: { details: { status: 'bonus_over' } },
    });
    const notFound: [number, string, string][] = [
      [player.playerId, 'freebet', '999999'],
      [player.playerId, 'freebet', other.freebet],
      [other.playerId, 'comboboost', player.comboboost],
      [999_999, 'comboboost', player.comboboost],
      [player.playerId, 'freebet', player.comboboost],
      [player.playerId, 'comboboost', player.freebet],
      [player.playerId, 'freebet_all_win', player.freebet],
    ];
    for (const [playerId, type, id] of notFound) {
      const answer = await deactivate(playerId, type, id);
      expect(answer.statusCode, `${playerId} ${type} ${id}: ${answer.body}`).toBe(404);
    }
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      const answer = await deactivate(player.playerId, 'comboboost', player.comboboost, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.safeParse(answer.json()).success).toBe(true);
    }
    for (const [type, id] of [
      ['hunting', player.comboboost],
      ['comboboost', '0'],
      ['comboboost', 'x'],
    ]) {
      expect((await deactivate(player.playerId, type ?? '', id ?? '')).statusCode).toBe(400);
    }
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/backoffice/players/${player.playerId}/bonuses/comboboost/${player.comboboost}/deactivate`,
      payload: { reason: 'no token' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('is not what ending a campaign does: the bonuses issued stay usable', async () => {
    const player = await playerWithBonuses();
    for (const id of [player.freebetCampaign, player.comboboostCampaign]) {
      expect((await operator().post(`/campaigns/${id}/end`)).statusCode).toBe(200);
    }
    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'active',
      [player.comboboost]: 'active',
    });
    expect(await offers(player.client)).toEqual({
      freebets: [player.freebet],
      comboboost: player.comboboost,
    });
  });
});

describe('not_available', () => {
  it('holds the bonuses of a paused campaign until it resumes', async () => {
    const player = await playerWithBonuses();
    for (const id of [player.freebetCampaign, player.comboboostCampaign]) {
      expect((await operator().post(`/campaigns/${id}/pause`)).statusCode).toBe(200);
    }
    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'not_available',
      [player.comboboost]: 'not_available',
    });
    await expectRefusedEverywhere(player, 'not_available');
    // Still ahead of the player (the /promotions list asks for upcoming), though not usable now.
    const upcoming = bonusesResponseSchema.parse(
      (await player.client.get('/api/sportsbook/bonuses?status=upcoming')).json(),
    );
    expect([...upcoming.freebet, ...upcoming.comboboost].map((bonus) => bonus.id)).toEqual([
      player.freebet,
      player.comboboost,
    ]);
    const usable = await player.client.get('/api/sportsbook/bonuses?available=true');
    expect(usable.json()).toEqual({ freebet: [], comboboost: [] });
    const activate = await player.client.post(`/api/sportsbook/bonuses/${player.freebet}/activate`);
    expect(activate.statusCode).toBe(409);
    expect(activate.json().data.details.status).toBe('not_available');

    for (const id of [player.freebetCampaign, player.comboboostCampaign]) {
      expect((await operator().post(`/campaigns/${id}/resume`)).statusCode).toBe(200);
    }
    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'active',
      [player.comboboost]: 'active',
    });
    expect((await place(player.client, boostedCombo(player.comboboost))).statusCode).toBe(200);
  });

  it("holds them while the player is outside the campaign's countries or unverified, and gives them back", async () => {
    const player = await playerWithBonuses({ country_codes: ['DE'], only_verified: true });
    const setPlayer = (values: Partial<typeof players.$inferInsert>) =>
      db().update(players).set(values).where(eq(players.id, player.playerId));

    await setPlayer({ country: 'FR' });
    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'not_available',
      [player.comboboost]: 'not_available',
    });
    await expectRefusedEverywhere(player, 'not_available');
    await setPlayer({ country: 'DE', emailConfirmedAt: null });
    expect(Object.values(await statuses(player.client))).toEqual(['not_available', 'not_available']);
    await expectRefusedEverywhere(player, 'not_available');

    await setPlayer({ emailConfirmedAt: new Date() });
    expect(await statuses(player.client)).toEqual({
      [player.freebet]: 'active',
      [player.comboboost]: 'active',
    });
    const placed = await place(player.client, freebetBet(player.freebet));
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('overridden', () => {
  const stored = async (id: string) => {
    const [row] = await db()
      .select()
      .from(issuedComboboosts)
      .where(eq(issuedComboboosts.id, Number(id)));
    return row?.overriddenAt ?? null;
  };

  it('is the older comboboost when the player activates another: stored, shown, refused, never offered', async () => {
    const player = await playerWithBonuses({ per_player_cap: 2 });
    const newer = (await grant(testApp.app, player.comboboostCampaign, player.playerId)).id;
    expect(await stored(player.comboboost)).toBeNull();
    const activated = await player.client.post(`/api/sportsbook/bonuses/${newer}/activate`);
    expect(activated.json()).toEqual({ id: newer, type: 'comboboost', computed_status: 'active' });
    expect(await stored(player.comboboost)).toBeInstanceOf(Date);
    expect(await stored(newer)).toBeNull();
    expect(await statuses(player.client)).toMatchObject({
      [player.comboboost]: 'overridden',
      [newer]: 'active',
    });
    expect((await offers(player.client)).comboboost).toBe(newer);

    const refused = await place(player.client, boostedCombo(player.comboboost));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.details.reason).toBe('overridden');
    const again = await player.client.post(`/api/sportsbook/bonuses/${player.comboboost}/activate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.details.status).toBe('overridden');
    // Activating the active one again overrides nothing more.
    expect((await player.client.post(`/api/sportsbook/bonuses/${newer}/activate`)).statusCode).toBe(200);
    expect((await place(player.client, boostedCombo(newer))).statusCode).toBe(200);
  });

  it('leaves one comboboost active when two are activated at once', async () => {
    const player = await createSignedInPlayer(testApp.app, db());
    const campaign = await createCampaign(testApp.app, comboboostInput({ per_player_cap: 5 }));
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await grant(testApp.app, campaign, player.playerId)).id);
    const answers = await Promise.all(
      ids.map((id) => player.client.post(`/api/sportsbook/bonuses/${id}/activate`)),
    );
    // Each activation answers active as it committed; whichever committed last is the one left active.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const shown = Object.values(await statuses(player.client)).sort();
    expect(shown).toEqual(['active', 'overridden', 'overridden', 'overridden']);
  });

  it('is every other active freebet when the site allows one active freebet, and none when it allows several', async () => {
    const oneAtATime = await testApp.buildApp({
      dependencies: { betting: { allowMultipleActiveUserFreebets: false } },
    });
    const settings = await (await createSignedInPlayer(oneAtATime, db())).client.get(
      '/api/sportsbook/settings',
    );
    expect(settings.json().allow_multiple_active_user_freebets).toBe(false);
    const campaign = await createCampaign(testApp.app, campaignInput({ per_player_cap: 5 }));

    const single = await createSignedInPlayer(oneAtATime, db(), { balance: 10_000 });
    const [first, second, third] = [
      (await grant(oneAtATime, campaign, single.playerId)).id,
      (await grant(oneAtATime, campaign, single.playerId)).id,
      (await grant(oneAtATime, campaign, single.playerId)).id,
    ];
    if (!first || !second || !third) throw new Error('freebets not granted');
    const chosen = await single.client.post(`/api/sportsbook/bonuses/${second}/activate`);
    expect(chosen.json()).toEqual({ id: second, type: 'freebet', computed_status: 'active' });
    expect(await statuses(single.client)).toEqual({
      [first]: 'overridden',
      [second]: 'active',
      [third]: 'overridden',
    });
    const [row] = await db()
      .select()
      .from(freebets)
      .where(eq(freebets.id, Number(first)));
    expect(row?.overriddenAt).toBeInstanceOf(Date);
    expect((await offers(single.client)).freebets).toEqual([second]);
    const refused = await place(single.client, freebetBet(first));
    expect(refused.json().data.details.reason).toBe('overridden');
    expect((await place(single.client, freebetBet(second))).statusCode).toBe(200);

    const several = await createSignedInPlayer(testApp.app, db());
    const kept = [
      (await grant(testApp.app, campaign, several.playerId)).id,
      (await grant(testApp.app, campaign, several.playerId)).id,
    ];
    expect((await several.client.post(`/api/sportsbook/bonuses/${kept[1]}/activate`)).statusCode).toBe(200);
    expect(Object.values(await statuses(several.client))).toEqual(['active', 'active']);
  });
});
