import type { Limit } from '@sportsbook/contracts/limits';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerLimits } from '../../db/schema/limits';
import { notifications } from '../../db/schema/notifications';
import { movableClock } from '../../testing/movable-clock';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { setLimit } from './testing';

const HOUR = 3600 * 1000;
const clock = movableClock('2031-06-01T10:00:00Z');

const testApp = useTestApp({ dependencies: { platform: { clock: clock.clock } } });

const noticesOf = (playerId: number, kind: 'limit_changed' | 'exclusion_ended') =>
  testApp.database.db
    .select({ source: notifications.source })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), eq(notifications.kind, kind)));

/**
 * A loosening confirmed during its cooling period, taking effect 24 h from now. The API refuses such an early
 * confirmation now; rows confirmed under the earlier rule still exist, so the test writes the status directly.
 */
async function confirmedLoosening(client: TestClient) {
  await setLimit(client, { type: 'wager', period: 'week', amount: 1_000 });
  const looser = await setLimit(client, { type: 'wager', period: 'week', amount: 9_000 });
  expect((await client.post(`/api/platform/player/limits/${looser.id}/confirm`)).statusCode).toBe(409);
  await testApp.database.db
    .update(playerLimits)
    .set({ status: 'confirmed' })
    .where(eq(playerLimits.id, looser.id));
  return looser;
}

describe('the limit-change job', () => {
  it('applies a due loosening and notifies it once, however often it runs; nothing before its time', async () => {
    const { client, playerId, email, password } = await createSignedInPlayer(
      testApp.app,
      testApp.database.db,
    );
    const looser = await confirmedLoosening(client);
    await testApp.app.limitChanges.runOnce();
    expect(await noticesOf(playerId, 'limit_changed')).toEqual([]);
    clock.advance(24 * HOUR + 1000);
    await testApp.app.limitChanges.runOnce();
    await testApp.app.limitChanges.runOnce();
    expect(await noticesOf(playerId, 'limit_changed')).toEqual([{ source: `limit:${looser.id}` }]);
    expect((await client.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(200);
    const list = (await client.get('/api/sportsbook/notifications')).json();
    expect(JSON.stringify(list)).toContain('Limit changed');
  });

  it('notifies once when the lazy read path applies the change before the job', async () => {
    const { client, playerId, email, password } = await createSignedInPlayer(
      testApp.app,
      testApp.database.db,
    );
    const looser = await confirmedLoosening(client);
    clock.advance(24 * HOUR + 1000);
    // Sessions end after 12 idle hours: sign in again, then reading the limits applies the change lazily.
    expect((await client.post('/api/platform/users/sign_in', { email, password })).statusCode).toBe(200);
    const read = (await client.get('/api/platform/player/limits')).json().limits as Limit[];
    expect(read.map((l) => [l.id, l.status])).toEqual([[looser.id, 'active']]);
    expect(await noticesOf(playerId, 'limit_changed')).toEqual([{ source: `limit:${looser.id}` }]);
    await testApp.app.limitChanges.runOnce();
    expect(await noticesOf(playerId, 'limit_changed')).toEqual([{ source: `limit:${looser.id}` }]);
  });

  it('notifies an exclusion that reached its end once, and not before', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const coolingOff = await setLimit(client, { type: 'coolingoff', days: 1 });
    await testApp.app.limitChanges.runOnce();
    expect(await noticesOf(playerId, 'exclusion_ended')).toEqual([]);
    clock.advance(24 * HOUR + 1000);
    await testApp.app.limitChanges.runOnce();
    await testApp.app.limitChanges.runOnce();
    expect(await noticesOf(playerId, 'exclusion_ended')).toEqual([{ source: `exclusion:${coolingOff.id}` }]);
  });
});
