import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/players';
import { TOUCH_GATHER_MS } from '../../http/session';
import { touchSessions } from '../../http/session-repository';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from './testing';

const testApp = useTestApp();

const lastActivity = async (playerId: number) =>
  (await testApp.database.db.select().from(sessions).where(eq(sessions.playerId, playerId))).map(
    (row) => row.lastActivityAt,
  );

/** Waits until the player's session activity is at or after `since` (written after the gather, off the request). */
const waitForTouch = (playerId: number, since: number) =>
  vi.waitFor(
    async () => {
      const [touched] = await lastActivity(playerId);
      expect(touched?.getTime()).toBeGreaterThanOrEqual(since - 1);
    },
    { timeout: TOUCH_GATHER_MS + 5_000, interval: 50 },
  );

describe('session activity', () => {
  it('is recorded by a request once the last one is over a minute old, not on every request', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await testApp.database.db
      .update(sessions)
      .set({ lastActivityAt: fiveMinutesAgo })
      .where(eq(sessions.playerId, playerId));

    const before = Date.now();
    expect((await client.get('/api/platform/player')).json().id).toBe(playerId);
    // The touch is written after the answer, with the others of its second.
    await waitForTouch(playerId, before);

    // Within the minute, requests leave it as it is.
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await testApp.database.db
      .update(sessions)
      .set({ lastActivityAt: thirtySecondsAgo })
      .where(eq(sessions.playerId, playerId));
    await client.get('/api/platform/player');
    // Touches are written in the order they were asked for (one batch at a time): once a session due after that
    // request has been touched, a touch that request had asked for would be written too.
    const witness = await createSignedInPlayer(testApp.app, testApp.database.db);
    await testApp.database.db
      .update(sessions)
      .set({ lastActivityAt: fiveMinutesAgo })
      .where(eq(sessions.playerId, witness.playerId));
    const witnessAsked = Date.now();
    await witness.client.get('/api/platform/player');
    await waitForTouch(witness.playerId, witnessAsked);
    expect(await lastActivity(playerId)).toEqual([thirtySecondsAgo]);
  });

  it('touches many sessions in one statement, each at its own moment, never backwards', async () => {
    const first = await createSignedInPlayer(testApp.app, testApp.database.db);
    const second = await createSignedInPlayer(testApp.app, testApp.database.db);
    const [a] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.playerId, first.playerId));
    const [b] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.playerId, second.playerId));
    if (!a || !b) throw new Error('sessions missing');
    const later = new Date(Date.now() + 60_000);
    const latest = new Date(Date.now() + 120_000);
    await touchSessions(testApp.database.db, [
      { sessionId: a.id, at: later },
      { sessionId: b.id, at: latest },
      { sessionId: a.id, at: latest },
    ]);
    expect(await lastActivity(first.playerId)).toEqual([latest]);
    expect(await lastActivity(second.playerId)).toEqual([latest]);

    // An older moment does not move a session's activity back.
    await touchSessions(testApp.database.db, [{ sessionId: a.id, at: later }]);
    expect(await lastActivity(first.playerId)).toEqual([latest]);
    await touchSessions(testApp.database.db, []);
  });
});
