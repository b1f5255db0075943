import { bonusRefSchema, PROMO_CODE_ERROR_KEYS } from '@sportsbook/contracts/bonuses';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/players';
import { stateSnapshot } from '../../testing/fuzz/state';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { backofficeClient, campaignInput, comboboostInput, createCampaign } from './testing';

const { published, publishToPlayer } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});

let codes = 0;
/** A promo-code campaign with a code of its own; answers the code. */
async function promoCampaign(over: Record<string, unknown> = {}, kind = 'freebet_all_win') {
  codes += 1;
  const code = `CODE-${codes}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const input = kind === 'comboboost' ? comboboostInput : campaignInput;
  const id = await createCampaign(
    testApp.app,
    input({ kind, trigger: { key: 'promo_code', code }, ...over }),
  );
  return { id, code };
}

const redeem = (client: TestClient, code: unknown) =>
  client.post('/api/sportsbook/bonuses/promo-code', { code });

/** A refused code: the status, the error key and reason, and nothing stored changed. */
async function expectRefused(
  client: TestClient,
  code: string,
  status: number,
  key: keyof typeof PROMO_CODE_ERROR_KEYS,
  reason?: string,
) {
  const snapshot = await stateSnapshot(testApp.database.db);
  const before = await snapshot();
  const response = await redeem(client, code);
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.data).toMatchObject({ localized_message: PROMO_CODE_ERROR_KEYS[key] });
  if (reason) expect(body.data).toMatchObject({ details: { reason } });
  expect(await snapshot()).toEqual(before);
}

describe('POST /bonuses/promo-code', () => {
  it('issues the campaign bonus once per player, whatever the letter case, and publishes bonus_issued', async () => {
    const { code } = await promoCampaign();
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const redeemed = await redeem(client, ` ${code.toLowerCase()} `);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const bonus = bonusRefSchema.parse(redeemed.json());
    expect(bonus).toMatchObject({ type: 'freebet_all_win', computed_status: 'active' });
    expect(published).toContainEqual({
      playerId,
      event: { type: 'bonus_issued', data: { id: bonus.id, type: 'freebet_all_win' } },
    });
    const list = (await client.get('/api/sportsbook/bonuses?type=freebet_all_win')).json().freebet;
    expect(list.map((f: { id: string }) => f.id)).toEqual([bonus.id]);
    await expectRefused(client, code, 409, 'already_used', 'cap');

    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    expect((await redeem(other.client, code)).statusCode).toBe(200);
  });

  it('issues a comboboost waiting for activation', async () => {
    const { code } = await promoCampaign({}, 'comboboost');
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const redeemed = await redeem(client, code);
    expect(redeemed.json()).toMatchObject({ type: 'comboboost', computed_status: 'available' });
  });

  it('refuses an unknown code (404) and a code of a promotion that is over (409), issuing nothing', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await expectRefused(client, 'NO-SUCH-CODE', 404, 'unknown');
    const paused = await promoCampaign();
    await backofficeClient(testApp.app).post(`/campaigns/${paused.id}/pause`);
    await expectRefused(client, paused.code, 409, 'expired', 'paused');
    const ended = await promoCampaign();
    await backofficeClient(testApp.app).post(`/campaigns/${ended.id}/end`);
    await expectRefused(client, ended.code, 409, 'expired', 'ended');
    const later = await promoCampaign({ valid_from: new Date(Date.now() + 3_600_000).toISOString() });
    await expectRefused(client, later.code, 409, 'expired', 'not_started');
    const spent = await promoCampaign({ budget: { EUR: 100 } });
    await expectRefused(client, spent.code, 409, 'expired', 'budget');
  });

  it('refuses a player the promotion is not open to (403), naming country, verification or currency', async () => {
    const { db } = testApp.database;
    const at = await createSignedInPlayer(testApp.app, db, { country: 'AT' });
    const foreign = await promoCampaign({ country_codes: ['DE'] });
    await expectRefused(at.client, foreign.code, 403, 'not_eligible', 'country');
    const verified = await promoCampaign({ only_verified: true });
    await db.update(players).set({ emailConfirmedAt: null }).where(eq(players.id, at.playerId));
    await expectRefused(at.client, verified.code, 403, 'not_eligible', 'verification');
    const usd = await createSignedInPlayer(testApp.app, db, { currency: 'USD' });
    const euros = await promoCampaign();
    await expectRefused(usd.client, euros.code, 403, 'not_eligible', 'currency');
  });

  it('answers 400 for a code that cannot be one', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    for (const code of ['', 'x', 'a'.repeat(33), 'WITH SPACE', 42, null]) {
      const response = await redeem(client, code);
      expect(response.statusCode, String(code)).toBe(400);
    }
  });

  it('limits a player to 10 attempts in ten minutes: the next is a 429 with Retry-After', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await redeem(client, `GUESS-${attempt}`)).statusCode).toBe(404);
    }
    const { code } = await promoCampaign();
    const limited = await redeem(client, code);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(limited.json()).code).toBe('too_many_requests');
    expect((await client.get('/api/sportsbook/bonuses')).json().freebet).toEqual([]);
  });

  it('limits a client address to 30 attempts in ten minutes, whichever of its players makes them', async () => {
    // Three players of one address spend their ten attempts each; a fourth from there is refused at once.
    const address = '198.51.100.23';
    for (let player = 0; player < 3; player++) {
      const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, {
        remoteAddress: address,
      });
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await redeem(client, `SPRAY-${player}-${attempt}`)).statusCode).toBe(404);
      }
    }
    const { code } = await promoCampaign();
    const fourth = await createSignedInPlayer(testApp.app, testApp.database.db, { remoteAddress: address });
    const limited = await redeem(fourth.client, code);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fourth.client.get('/api/sportsbook/bonuses')).json().freebet).toEqual([]);
    // A player of another address is not held back by it.
    const elsewhere = await createSignedInPlayer(testApp.app, testApp.database.db, {
      remoteAddress: '198.51.100.24',
    });
    expect((await redeem(elsewhere.client, code)).statusCode).toBe(200);
  });
});
