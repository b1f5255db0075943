import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bonusTriggers, freebets, issuedComboboosts } from '../../db/schema/bonuses';
import { players } from '../../db/schema/players';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { accountFlows, createSignedInPlayer, type TestClient, uniqueEmail } from '../players/testing';
import { campaignInput, comboboostInput, createCampaign } from './testing';
import { createBonusTriggerJob } from './trigger-job';
import {
  processTrigger,
  recordTrigger,
  TRIGGER_MAX_ATTEMPTS,
  type TriggerContext,
  type TriggerEvent,
} from './trigger-outbox';

/**
 * Bonus triggers are durable (ADR 028): the deposit credit and the e-mail confirmation record a trigger in their
 * transaction; the request processes it at once and the trigger job takes what the request did not, and a
 * source issues once however often and wherever it is processed.
 */
let now = new Date();
const { publishToPlayer, ofType } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    platform: { clock: () => now },
    publishToPlayer,
  },
});
const flows = accountFlows(() => testApp.app);
let signUp: number;
let firstDeposit: number;
let bigDeposit: number;

beforeAll(async () => {
  // Caps above one: only the trigger's own bookkeeping keeps a second processing from issuing again.
  signUp = await createCampaign(
    testApp.app,
    campaignInput({ trigger: { key: 'sign_up' }, per_player_cap: 2 }),
  );
  firstDeposit = await createCampaign(
    testApp.app,
    campaignInput({ kind: 'freebet_no_risk', trigger: { key: 'first_deposit' } }),
  );
  bigDeposit = await createCampaign(
    testApp.app,
    comboboostInput({ trigger: { key: 'deposit_over', amounts: { EUR: 5_000 } }, per_player_cap: 3 }),
  );
});

const db = () => testApp.database.db;
const quietLog = { error: () => undefined };
const triggerContext = (): TriggerContext => ({
  db: db(),
  publishToPlayer,
  clock: () => now,
  log: quietLog,
});

const campaignsOf = async (playerId: number) => {
  const f = await db()
    .select({ campaign: freebets.campaignId })
    .from(freebets)
    .where(eq(freebets.playerId, playerId));
  const c = await db()
    .select({ campaign: issuedComboboosts.campaignId })
    .from(issuedComboboosts)
    .where(eq(issuedComboboosts.playerId, playerId));
  return [...f, ...c].map((row) => row.campaign).sort();
};

const triggerOf = async (source: string) => {
  const [row] = await db().select().from(bonusTriggers).where(eq(bonusTriggers.source, source));
  if (!row) throw new Error(`no trigger ${source}`);
  return row;
};

/** A card deposit, approved and credited in the request; answers the payment's id. */
async function deposit(client: TestClient, amount: number): Promise<number> {
  const answer = await client.post('/api/platform/payments/deposits', {
    amount,
    currency: 'EUR',
    method: 'card',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().payment.status).toBe('paid');
  return answer.json().payment.id;
}

/** Makes every bonus insert fail (a database fault) until `allowIssuance`. */
async function refuseIssuance(database: Database) {
  await database.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_bonus() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'bonus insert refused by the test'; END $$`),
  );
  for (const table of ['freebets', 'issued_comboboosts']) {
    await database.execute(
      sql.raw(
        `CREATE TRIGGER test_refuse_bonus BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_bonus()`,
      ),
    );
  }
}

async function allowIssuance(database: Database) {
  for (const table of ['freebets', 'issued_comboboosts']) {
    await database.execute(sql.raw(`DROP TRIGGER test_refuse_bonus ON ${table}`));
  }
}

/** Moves the clock past the job's minimum age and runs the app's trigger job once. */
async function runJobLater() {
  now = new Date(now.getTime() + 10_000);
  return testApp.app.bonusTriggers.runOnce();
}

const issuedTo = (playerId: number) => ofType(playerId, 'bonus_issued').length;

describe('a trigger whose issuance did not happen in the request', () => {
  it('a deposit gets its bonuses from the job, announced then', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db());
    await refuseIssuance(db());
    let paymentId: number;
    try {
      paymentId = await deposit(client, 6_000);
    } finally {
      await allowIssuance(db());
    }
    expect(await campaignsOf(playerId)).toEqual([]);
    const failed = await triggerOf(`payment:${paymentId}`);
    expect(failed).toMatchObject({ playerId, doneAt: null, attempts: 1 });
    expect(failed.lastError).toContain('bonus insert refused by the test');
    expect(failed.event).toEqual({ key: 'deposit', currency: 'EUR', amount: 6_000, first: true });

    expect(await runJobLater()).toBeGreaterThanOrEqual(1);
    expect(await campaignsOf(playerId)).toEqual([firstDeposit, bigDeposit].sort());
    expect((await triggerOf(`payment:${paymentId}`)).doneAt).not.toBeNull();
    expect(issuedTo(playerId)).toBe(2);
  });

  it('a confirmed sign-up gets its bonus from the job', async () => {
    const email = uniqueEmail('trigger-sign-up');
    await refuseIssuance(db());
    try {
      await flows.signUpAndConfirm(email);
    } finally {
      await allowIssuance(db());
    }
    const [player] = await db().select().from(players).where(eq(players.email, email));
    const playerId = player?.id ?? 0;
    expect(player?.emailConfirmedAt).not.toBeNull();
    expect(await campaignsOf(playerId)).toEqual([]);
    expect(await triggerOf(`sign_up:${playerId}`)).toMatchObject({ doneAt: null, attempts: 1 });

    await runJobLater();
    expect(await campaignsOf(playerId)).toEqual([signUp]);
    expect(issuedTo(playerId)).toBe(1);
  });
});

describe('a trigger processed more than once issues once', () => {
  it('a deposit processed by the request, again by hand and by the job', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db());
    const first = await deposit(client, 6_000);
    expect(await campaignsOf(playerId)).toEqual([firstDeposit, bigDeposit].sort());
    const trigger = await triggerOf(`payment:${first}`);
    expect(await processTrigger(triggerContext(), trigger.id)).toEqual([]);
    await runJobLater();
    expect(await campaignsOf(playerId)).toEqual([firstDeposit, bigDeposit].sort());
    // Another big deposit is another source: its own comboboost, the cap of three allowing it.
    await deposit(client, 7_000);
    await runJobLater();
    expect(await campaignsOf(playerId)).toEqual([firstDeposit, bigDeposit, bigDeposit].sort());
    expect(issuedTo(playerId)).toBe(3);
  });

  it('a sign-up processed by the request, again by hand and by the job', async () => {
    const email = uniqueEmail('trigger-sign-up-twice');
    await flows.signUpAndConfirm(email);
    const [player] = await db().select().from(players).where(eq(players.email, email));
    const playerId = player?.id ?? 0;
    const trigger = await triggerOf(`sign_up:${playerId}`);
    expect(await processTrigger(triggerContext(), trigger.id)).toEqual([]);
    await runJobLater();
    expect(await campaignsOf(playerId)).toEqual([signUp]);
    // A second trigger for the same source is never recorded.
    expect(await recordTrigger(db(), playerId, { key: 'sign_up' }, `sign_up:${playerId}`, now)).toBeNull();
  });

  it('one pending trigger taken by five processings and two jobs at once', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const event: TriggerEvent = { key: 'deposit', currency: 'EUR', amount: 9_000, first: false };
    const id = await recordTrigger(db(), playerId, event, `payment:${900_000 + playerId}`, now);
    expect(id).not.toBeNull();
    now = new Date(now.getTime() + 10_000);
    const jobs = [1, 2].map(() => createBonusTriggerJob({ ctx: triggerContext() }));
    const [processed] = await Promise.all([
      Promise.all([1, 2, 3, 4, 5].map(() => processTrigger(triggerContext(), id ?? 0))),
      Promise.all(jobs.map((job) => job.runOnce())),
    ]);
    // A job may be the one that issued it: then no processing answers a bonus.
    expect(processed.flat().length).toBeLessThanOrEqual(1);
    expect(await campaignsOf(playerId)).toEqual([bigDeposit]);
    expect(issuedTo(playerId)).toBe(1);
    expect(await triggerOf(`payment:${900_000 + playerId}`)).toMatchObject({ attempts: 1 });
  });
});

describe('a trigger that keeps failing', () => {
  it('counts its attempts and is left pending with its last error after the last one', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const source = `payment:${800_000 + playerId}`;
    const event: TriggerEvent = { key: 'deposit', currency: 'EUR', amount: 6_000, first: false };
    await recordTrigger(db(), playerId, event, source, now);
    await db()
      .update(bonusTriggers)
      .set({ attempts: TRIGGER_MAX_ATTEMPTS - 1 })
      .where(eq(bonusTriggers.source, source));
    await refuseIssuance(db());
    try {
      await runJobLater();
    } finally {
      await allowIssuance(db());
    }
    const given = await triggerOf(source);
    expect(given).toMatchObject({ doneAt: null, attempts: TRIGGER_MAX_ATTEMPTS });
    expect(given.lastError).toContain('bonus insert refused by the test');
    await runJobLater();
    expect(await triggerOf(source)).toMatchObject({ doneAt: null, attempts: TRIGGER_MAX_ATTEMPTS });
    expect(await campaignsOf(playerId)).toEqual([]);
  });
});

describe('the database keeps the outbox whole', () => {
  it('refuses an unknown event key, a deposit without its amount and a malformed source', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const bad = [
      { event: { key: 'birthday' }, source: `sign_up:${playerId}0` },
      { event: { key: 'deposit', currency: 'EUR', first: false }, source: `payment:${playerId}0` },
      { event: { key: 'sign_up' }, source: `sign-up ${playerId}` },
    ];
    for (const row of bad) {
      await expect(
        db()
          .insert(bonusTriggers)
          .values({ playerId, event: row.event as TriggerEvent, source: row.source, createdAt: now }),
      ).rejects.toThrow();
    }
  });
});
