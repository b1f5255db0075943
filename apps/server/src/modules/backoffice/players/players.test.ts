import { errorBodySchema } from '@sportsbook/contracts/errors';
import { describe, expect, it } from 'vitest';
import { recordPlayerEvents } from '../../../testing/player-events';
import { useTestApp } from '../../../testing/test-app';
import { campaignInput, createCampaign } from '../../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../../players/testing';
import { backofficeAudit, signedInStaff } from '../testing';

const { published, publishToPlayer } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit } = backofficeAudit(db);

/** The database's refusal of a statement, as text (both drivers wrap it differently). */
async function refusal(statement: string): Promise<string> {
  try {
    await db().execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'not refused';
}

describe('finding a player', () => {
  it('finds a player by id, by a fragment of the e-mail and of the name, newest first and paged', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const first = await createSignedInPlayer(testApp.app, db(), { email: 'marta.findme-1@example.com' });
    const second = await createSignedInPlayer(testApp.app, db(), { email: 'marta.findme-2@example.com' });
    const byMail = (await support.client.get('/api/backoffice/players?q=FINDME&limit=1')).json();
    expect(byMail).toMatchObject({ data: [{ id: second.playerId, blocked: false }], has_more: true });
    const next = (await support.client.get('/api/backoffice/players?q=findme&limit=1&offset=1')).json();
    expect(next).toMatchObject({ data: [{ id: first.playerId }], has_more: false });
    const byId = (await support.client.get(`/api/backoffice/players?q=${first.playerId}`)).json();
    expect(byId.data.map((p: { id: number }) => p.id)).toContain(first.playerId);
    const byName = (await support.client.get('/api/backoffice/players?q=test%20play')).json();
    expect(byName.data.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([first.playerId, second.playerId]),
    );
    const wildcard = (await support.client.get('/api/backoffice/players?q=%25')).json();
    expect(wildcard.data).toEqual([]);
  });

  it('shows the profile: verification, status, balances, limits with history, ledger history and bets', async () => {
    const risk = await signedInStaff(testApp.app, db(), 'risk');
    const { client, playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    await client.post('/api/platform/player/limits', { type: 'bet', amount: 5_000 });
    await client.post('/api/platform/player/limits', { type: 'bet', amount: 4_000 });
    const profile = await risk.client.get(`/api/backoffice/players/${playerId}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      id: playerId,
      verification: { profile_complete: true, phone: null },
      status: { blocked: false, self_excluded: null, cooling_off: null },
      balances: [{ currency: 'EUR', balance: 10_000 }],
      limits: [
        { type: 'bet', value: 4_000, status: 'active' },
        { type: 'bet', value: 5_000, status: 'disabled' },
      ],
      notes: [],
      adjustments: [],
    });
    expect(profile.json().verification.email_confirmed_at).not.toBeNull();
    const transactions = (await risk.client.get(`/api/backoffice/players/${playerId}/transactions`)).json();
    expect(transactions).toMatchObject({ total: 1, items: [{ amount: 10_000, balance_after: 10_000 }] });
    const bets = (await risk.client.get(`/api/backoffice/players/${playerId}/bets`)).json();
    expect(bets).toEqual({ data: [], next_before_id: null });
    // A bet id names an int4 column: a larger one is bad input, not a failed query.
    for (const beforeId of ['3000000000', '0', 'x']) {
      const refused = await risk.client.get(`/api/backoffice/players/${playerId}/bets?before_id=${beforeId}`);
      expect(refused.statusCode, beforeId).toBe(400);
    }
    const missing = await risk.client.get('/api/backoffice/players/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('block and unblock', () => {
  it('blocks a player: their session ends, sign-in is refused, and the audit row holds before, after and reason', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const player = await createSignedInPlayer(testApp.app, db(), { balance: 1_000 });
    expect((await player.client.get('/api/platform/player')).json().id).toBe(player.playerId);
    const blocked = await support.client.post(`/api/backoffice/players/${player.playerId}/block`, {
      reason: 'chargeback fraud',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.block',
      target: `player:${player.playerId}`,
      outcome: 'done',
      actor: support.email,
      before: { blocked: false },
      after: { blocked: true, sessions_ended: 1 },
      reason: 'chargeback fraud',
    });
    expect((await player.client.get('/api/platform/player')).json().id).toBeNull();
    const again = createTestClient(testApp.app);
    const signIn = await again.post('/api/platform/users/sign_in', {
      email: player.email,
      password: player.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('account_locked');

    await support.client.post(`/api/backoffice/players/${player.playerId}/unblock`, { reason: 'cleared' });
    const back = await again.post('/api/platform/users/sign_in', {
      email: player.email,
      password: player.password,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses a block without a reason: 400, nothing changed, the refusal logged', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const refused = await support.client.post(`/api/backoffice/players/${playerId}/block`, {});
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).code).toBe('bad_request');
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.block',
      outcome: 'refused',
      actor: support.email,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('exclusions set by staff', () => {
  it('sets a cooling-off through the limits rule: in force at once, the player signed out, not liftable', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const player = await createSignedInPlayer(testApp.app, db());
    const set = await support.client.post(`/api/backoffice/players/${player.playerId}/exclusion`, {
      limit: { type: 'coolingoff', days: 7 },
      reason: 'asked on the phone',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().after).toMatchObject({ type: 'coolingoff', value: 7, status: 'active' });
    expect((await player.client.get('/api/platform/player')).json().id).toBeNull();
    const profile = (await support.client.get(`/api/backoffice/players/${player.playerId}`)).json();
    expect(profile.status.cooling_off?.ends_at).toEqual(expect.any(String));

    const wrongType = await support.client.post(`/api/backoffice/players/${player.playerId}/exclusion`, {
      limit: { type: 'bet', amount: 100 },
      reason: 'not an exclusion',
    });
    expect(wrongType.statusCode).toBe(400);
    const tooShort = await support.client.post(`/api/backoffice/players/${player.playerId}/exclusion`, {
      limit: { type: 'selfexclusion', days: 30 },
      reason: 'below the minimum',
    });
    expect(tooShort.statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('appends notes, newest first, each naming its author; the table refuses an update', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    for (const body of ['called about a deposit', 'sent the documents'])
      expect(
        (await support.client.post(`/api/backoffice/players/${playerId}/notes`, { body })).statusCode,
      ).toBe(200);
    const profile = (await support.client.get(`/api/backoffice/players/${playerId}`)).json();
    expect(profile.notes).toMatchObject([
      { body: 'sent the documents', author: support.email },
      { body: 'called about a deposit', author: support.email },
    ]);
    for (const statement of ['UPDATE player_notes SET body = 1::text', 'DELETE FROM player_notes'])
      expect(await refusal(statement)).toMatch(/append-only/);
    const empty = await support.client.post(`/api/backoffice/players/${playerId}/notes`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('granting a freebet', () => {
  it("issues a manual campaign's freebet through the bonus issuance: audited, bonus_issued sent, in the player's list", async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const { client, playerId } = await createSignedInPlayer(testApp.app, db());
    const campaignId = await createCampaign(testApp.app, campaignInput({ per_player_cap: 1 }));
    const listed = (await support.client.get('/api/backoffice/players/grantable-campaigns')).json();
    expect(listed.data.map((c: { id: number }) => c.id)).toContain(campaignId);
    const granted = await support.client.post(`/api/backoffice/players/${playerId}/freebets`, {
      campaign_id: campaignId,
      reason: 'goodwill after an outage',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const bonus = granted.json().after.bonus;
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.freebet_grant',
      outcome: 'done',
      reason: 'goodwill after an outage',
    });
    expect(published).toContainEqual({ playerId, event: { type: 'bonus_issued', data: bonus } });
    const freebets = (await client.get('/api/sportsbook/bonuses/freebets')).json().data;
    expect(freebets).toEqual([expect.objectContaining({ id: bonus.id, campaign_id: campaignId })]);

    const capped = await support.client.post(`/api/backoffice/players/${playerId}/freebets`, {
      campaign_id: campaignId,
      reason: 'a second one',
    });
    expect(capped.statusCode).toBe(409);
    expect(capped.json()).toMatchObject({
      code: 'campaign_not_issued',
      data: { details: { reason: 'cap' } },
    });
    expect(await lastAuditRow()).toMatchObject({ action: 'player.freebet_grant', outcome: 'refused' });

    const signUp = await createCampaign(testApp.app, campaignInput({ trigger: { key: 'sign_up' } }));
    const notManual = await support.client.post(`/api/backoffice/players/${playerId}/freebets`, {
      campaign_id: signUp,
      reason: 'not by hand',
    });
    expect(notManual.statusCode).toBe(409);
    expect(notManual.json().code).toBe('campaign_not_manual');
    expect((await client.get('/api/sportsbook/bonuses/freebets')).json().data).toHaveLength(1);
  });

  it('is refused to finance (no players.write) and to a support member without the second factor', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const halfway = await signedInStaff(testApp.app, db(), 'support', { secondFactor: false });
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const campaignId = await createCampaign(testApp.app, campaignInput());
    const body = { campaign_id: campaignId, reason: 'not allowed' };
    const forbidden = await finance.client.post(`/api/backoffice/players/${playerId}/freebets`, body);
    expect(forbidden.statusCode).toBe(403);
    const noCode = await halfway.client.post(`/api/backoffice/players/${playerId}/freebets`, body);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('second_factor_required');
  });
});
