import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { players } from '../../db/schema/players';
import { useTestApp } from '../../testing/test-app';
import { accountFlows, createSignedInPlayer, type TestClient, uniqueEmail } from '../players/testing';
import { backofficeClient, campaignInput, comboboostInput, createCampaign } from './testing';

/**
 * The triggers that issue campaign bonuses without anyone asking: e-mail confirmation (sign-up), a player's
 * first credited deposit and a deposit of at least an amount; and the expiry job.
 */
let now = new Date();
const testApp = useTestApp({ dependencies: { platform: { clock: () => now } } });
const flows = accountFlows(() => testApp.app);
let signUp: number;
let firstDeposit: number;
let bigDeposit: number;

beforeAll(async () => {
  signUp = await createCampaign(testApp.app, campaignInput({ trigger: { key: 'sign_up' } }));
  firstDeposit = await createCampaign(
    testApp.app,
    campaignInput({ kind: 'freebet_no_risk', trigger: { key: 'first_deposit' } }),
  );
  bigDeposit = await createCampaign(
    testApp.app,
    comboboostInput({ trigger: { key: 'deposit_over', amounts: { EUR: 5_000 } }, per_player_cap: 3 }),
  );
});

const campaignsOf = async (playerId: number) => {
  const { db } = testApp.database;
  const f = await db
    .select({ campaign: freebets.campaignId })
    .from(freebets)
    .where(eq(freebets.playerId, playerId));
  const c = await db
    .select({ campaign: issuedComboboosts.campaignId })
    .from(issuedComboboosts)
    .where(eq(issuedComboboosts.playerId, playerId));
  return [...f, ...c].map((row) => row.campaign).sort();
};

/** Deposits and waits until the provider's decision has been credited. */
async function deposit(client: TestClient, amount: number) {
  const answer = await client.post('/api/platform/payments/deposits', {
    amount,
    currency: 'EUR',
    method: 'card',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const id = answer.json().payment.id;
  await vi.waitFor(
    async () => {
      const payment = (await client.get(`/api/platform/payments/${id}`)).json();
      if (payment.status !== 'paid') throw new Error(`payment ${id} is ${payment.status}`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('triggers', () => {
  it('issues the sign-up bonus when the e-mail is confirmed, once', async () => {
    const email = uniqueEmail('bonus-sign-up');
    await flows.signUpAndConfirm(email);
    const [player] = await testApp.database.db.select().from(players).where(eq(players.email, email));
    expect(player).toBeDefined();
    expect(await campaignsOf(player?.id ?? 0)).toEqual([signUp]);
  });

  it('issues the first-deposit bonus on the first deposit only, and the deposit-over one per big deposit', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await deposit(client, 1_000);
    expect(await campaignsOf(playerId)).toEqual([firstDeposit]);
    await deposit(client, 1_000);
    expect(await campaignsOf(playerId)).toEqual([firstDeposit]);
    await deposit(client, 5_000);
    await deposit(client, 7_500);
    expect(await campaignsOf(playerId)).toEqual([firstDeposit, bigDeposit, bigDeposit].sort());
  });

  it('issues nothing from a paused trigger campaign', async () => {
    await backofficeClient(testApp.app).post(`/campaigns/${firstDeposit}/pause`);
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await deposit(client, 1_000);
    expect(await campaignsOf(playerId)).toEqual([]);
    await backofficeClient(testApp.app).post(`/campaigns/${firstDeposit}/resume`);
  });
});

describe('the expiry job', () => {
  it('expires freebets and comboboosts past valid_to without anyone reading them', async () => {
    const { db } = testApp.database;
    const { client, playerId } = await createSignedInPlayer(testApp.app, db);
    await deposit(client, 6_000);
    const active = async () => ({
      freebets: await db
        .select({ id: freebets.id })
        .from(freebets)
        .where(and(eq(freebets.playerId, playerId), eq(freebets.status, 'active'))),
      comboboosts: await db
        .select({ expiredAt: issuedComboboosts.expiredAt })
        .from(issuedComboboosts)
        .where(eq(issuedComboboosts.playerId, playerId)),
    });
    const before = await active();
    expect(before.freebets).toHaveLength(1);
    expect(before.comboboosts).toEqual([{ expiredAt: null }]);
    now = new Date(Date.now() + 31 * 86_400_000);
    expect(await testApp.app.bonusExpiry.runOnce()).toBeGreaterThanOrEqual(2);
    const after = await active();
    expect(after.freebets).toEqual([]);
    expect(after.comboboosts).toEqual([{ expiredAt: now }]);
    now = new Date();
  });
});
