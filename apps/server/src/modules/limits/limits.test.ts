import { describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/movable-clock';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient, type TestClient } from '../players/testing';
import { readLimits, setLimit } from './testing';

const HOUR = 3600 * 1000;
const clock = movableClock('2031-03-01T10:00:00Z');

const testApp = useTestApp({ dependencies: { platform: { clock: clock.clock } } });

/** Sessions end after 12 idle hours: after a jump of the clock the player signs in again. */
const signInAgain = async (client: TestClient, email: string, password: string) => {
  expect((await client.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(200);
};

describe('setting, tightening and loosening limits', () => {
  it('applies a first limit and a tighter value at once', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    expect(await readLimits(client)).toEqual([]);
    const first = await setLimit(client, { type: 'deposit', period: 'day', amount: 10_000 });
    expect(first).toMatchObject({
      type: 'deposit',
      status: 'active',
      in_force: true,
      period: 'day',
      currency: 'EUR',
      value: 10_000,
      unit: 'minor',
      used: 0,
      effective_at: null,
    });
    const tighter = await setLimit(client, { type: 'deposit', period: 'day', amount: 5_000 });
    expect(tighter.status).toBe('active');
    expect((await readLimits(client)).map((l) => [l.id, l.value, l.status])).toEqual([
      [tighter.id, 5_000, 'active'],
    ]);
    // Another period is another limit.
    await setLimit(client, { type: 'deposit', period: 'week', amount: 20_000 });
    expect(await readLimits(client)).toHaveLength(2);
  });

  it('holds a loosening as unconfirmed for 24 h and refuses its confirmation until the period is over', async () => {
    const { client, email, password } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const current = await setLimit(client, { type: 'wager', period: 'week', amount: 1_000 });
    const looser = await setLimit(client, { type: 'wager', period: 'week', amount: 9_000 });
    const effectiveAt = new Date(clock.now.getTime() + 24 * HOUR).toISOString();
    expect(looser).toMatchObject({
      status: 'unconfirmed',
      in_force: false,
      replaces_id: current.id,
      effective_at: effectiveAt,
    });
    const early = await client.post(`/api/platform/player/limits/${looser.id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'limit_change_not_due',
      data: { details: { effective_at: effectiveAt } },
    });
    expect((await readLimits(client)).map((l) => [l.id, l.status])).toEqual([
      [current.id, 'active'],
      [looser.id, 'unconfirmed'],
    ]);
    clock.advance(24 * HOUR - 60_000);
    await signInAgain(client, email, password);
    expect((await client.post(`/api/platform/player/limits/${looser.id}/confirm`)).statusCode).toBe(409);
    clock.advance(60_000);
    // Over: still waiting for the player, then applied by the confirmation.
    expect((await readLimits(client)).map((l) => [l.id, l.status])).toEqual([
      [current.id, 'active'],
      [looser.id, 'unconfirmed'],
    ]);
    const confirmed = await client.post(`/api/platform/player/limits/${looser.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'active', in_force: true, value: 9_000 });
    expect((await readLimits(client)).map((l) => [l.id, l.status])).toEqual([[looser.id, 'active']]);
  });

  it('applies a loosening confirmed after the cooling period at once, and never without confirmation', async () => {
    const { client, email, password } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const current = await setLimit(client, { type: 'reality_check', minutes: 30 });
    const looser = await setLimit(client, { type: 'reality_check', minutes: 120 });
    clock.advance(48 * HOUR);
    await signInAgain(client, email, password);
    expect((await readLimits(client)).map((l) => l.status)).toEqual(['active', 'unconfirmed']);
    const confirmed = await client.post(`/api/platform/player/limits/${looser.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'active', value: 120 });
    expect((await readLimits(client)).map((l) => l.id)).toEqual([looser.id]);
    expect(current.id).not.toBe(looser.id);
  });

  it('changes a limit through PUT with the same rules', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const limit = await setLimit(client, { type: 'reality_check', minutes: 60 });
    const tighter = await client.put(`/api/platform/player/limits/${limit.id}`, { value: 30 });
    expect(tighter.json()).toMatchObject({ status: 'active', value: 30, type: 'reality_check' });
    const looser = await client.put(`/api/platform/player/limits/${tighter.json().id}`, { value: 90 });
    expect(looser.json()).toMatchObject({ status: 'unconfirmed', value: 90 });
    // A tighter value cancels the pending loosening.
    await client.put(`/api/platform/player/limits/${tighter.json().id}`, { value: 20 });
    expect((await readLimits(client)).map((l) => [l.value, l.status])).toEqual([[20, 'active']]);
  });

  it('keeps a removed limit in force through the cooling period', async () => {
    const { client, email, password } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const limit = await setLimit(client, { type: 'deposit', period: 'day', amount: 1_000 });
    const removed = await client.delete(`/api/platform/player/limits/${limit.id}`);
    expect(removed.json()).toMatchObject({ status: 'unconfirmed_disabled', in_force: true });
    const refused = await client.post('/api/platform/payments/deposits', {
      amount: 5_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(refused.json().code).toBe('deposit_limit_exceeded');
    expect((await client.post(`/api/platform/player/limits/${limit.id}/confirm`)).json().code).toBe(
      'limit_change_not_due',
    );
    clock.advance(24 * HOUR + 1000);
    await signInAgain(client, email, password);
    expect((await readLimits(client)).map((l) => l.status)).toEqual(['unconfirmed_disabled']);
    expect((await client.post(`/api/platform/player/limits/${limit.id}/confirm`)).json().status).toBe(
      'disabled',
    );
    expect(await readLimits(client)).toEqual([]);
    const accepted = await client.post('/api/platform/payments/deposits', {
      amount: 5_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(accepted.json().result).toBe('success');
  });

  it('cancels a pending loosening at once', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setLimit(client, { type: 'loss', period: 'month', amount: 1_000 });
    const looser = await setLimit(client, { type: 'loss', period: 'month', amount: 2_000 });
    expect((await client.delete(`/api/platform/player/limits/${looser.id}`)).json().status).toBe('disabled');
    expect((await readLimits(client)).map((l) => l.value)).toEqual([1_000]);
  });

  it('answers bad input with clear 4xx', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    for (const body of [
      { type: 'deposit', amount: 100 },
      { type: 'deposit', period: 'day', amount: -1 },
      { type: 'session', minutes: 'ten' },
      { type: 'selfexclusion', days: 10 },
      { type: 'holiday', days: 10 },
    ]) {
      expect((await client.post('/api/platform/player/limits', body)).statusCode).toBe(400);
    }
    const unknownCurrency = await client.post('/api/platform/player/limits', {
      type: 'bet',
      amount: 1,
      currency: 'XYZ',
    });
    expect(unknownCurrency.json().code).toBe('unknown_currency');
    expect((await client.put('/api/platform/player/limits/999999', { value: 5 })).statusCode).toBe(404);
    expect((await client.put('/api/platform/player/limits/abc', { value: 5 })).statusCode).toBe(400);
    const active = await setLimit(client, { type: 'bet', amount: 500 });
    const notPending = await client.post(`/api/platform/player/limits/${active.id}/confirm`);
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().code).toBe('limit_not_pending');
    expect((await createTestClient(testApp.app).get('/api/platform/player/limits')).statusCode).toBe(401);
  });
});
