import { SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import { HANDOVER_ERROR_CODES } from '@sportsbook/contracts/embedding';
import { PLATFORM_ERROR_CODES } from '@sportsbook/contracts/platform';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { players, sessions } from '../../db/schema/players';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from './testing';

const SECRET = 'handover-secret-of-the-test-0123456789abcdef';
const testApp = useTestApp({ env: { EMBED_HANDOVER_SECRET: SECRET } });
const HANDOVER = '/api/platform/users/handover';

let tokenCounter = 0;
/** A hand-over token as a host platform signs it; `claims` and `secret` change what the test needs. */
async function handoverToken(
  playerId: number,
  { secret = SECRET, claims = {} }: { secret?: string; claims?: Record<string, unknown> } = {},
) {
  tokenCounter += 1;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    jti: `handover-test-${process.pid}-${tokenCounter}`,
    iat: now,
    exp: now + 60,
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(playerId))
    .sign(new TextEncoder().encode(secret));
}

async function sessionRows(playerId: number) {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.playerId, playerId));
  return row?.n ?? 0;
}

// The operator locks and unlocks accounts outside this API.
const setBlocked = (playerId: number, blocked: boolean) =>
  testApp.database.db.update(players).set({ blocked }).where(eq(players.id, playerId));

/** A browser of the host's player that has no session here yet. */
const freshBrowser = () => createTestClient(testApp.app);

async function expectRefused(playerId: number, token: string, status: number, code: string) {
  const before = await sessionRows(playerId);
  const browser = freshBrowser();
  const response = await browser.post(HANDOVER, { token });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code });
  expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  expect(await sessionRows(playerId)).toBe(before);
  const profile = await browser.get('/api/platform/player');
  expect(profile.json().id).toBeNull();
}

describe('session hand-over from a host platform (iframe_integration)', () => {
  it('signs the token’s player in once: the session works, a second use of the token is a 409', async () => {
    const { playerId, email } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const token = await handoverToken(playerId);
    const browser = freshBrowser();
    const response = await browser.post(HANDOVER, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: playerId, email });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.get('/api/platform/player')).json()).toMatchObject({ id: playerId });

    await expectRefused(playerId, token, 409, HANDOVER_ERROR_CODES.reused);
  });

  it('refuses an expired token with 401 and starts nothing', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const now = Math.floor(Date.now() / 1000);
    const token = await handoverToken(playerId, { claims: { iat: now - 120, exp: now - 60 } });
    await expectRefused(playerId, token, 401, HANDOVER_ERROR_CODES.expired);
  });

  it('refuses a token signed with another secret, unsigned or altered, with 401', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const forged = await handoverToken(playerId, { secret: 'another-secret-of-someone-else-0123456789' });
    await expectRefused(playerId, forged, 401, HANDOVER_ERROR_CODES.invalid);

    const [header, payload] = (await handoverToken(playerId)).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.x`;
    await expectRefused(playerId, unsigned, 401, HANDOVER_ERROR_CODES.invalid);

    const other = await createSignedInPlayer(testApp.app, testApp.database.db);
    const [, otherPayload] = (await handoverToken(other.playerId)).split('.');
    const [, , signature] = (await handoverToken(playerId)).split('.');
    await expectRefused(
      other.playerId,
      `${header}.${otherPayload}.${signature}`,
      401,
      HANDOVER_ERROR_CODES.invalid,
    );
  });

  it('refuses a long-lived token, one without an id and one for an unknown player', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const now = Math.floor(Date.now() / 1000);
    const longLived = await handoverToken(playerId, { claims: { iat: now, exp: now + 3600 } });
    await expectRefused(playerId, longLived, 401, HANDOVER_ERROR_CODES.invalid);
    const noId = await handoverToken(playerId, { claims: { jti: undefined } });
    await expectRefused(playerId, noId, 401, HANDOVER_ERROR_CODES.invalid);
    const unknown = await freshBrowser().post(HANDOVER, { token: await handoverToken(2_000_000_000) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: HANDOVER_ERROR_CODES.invalid });
  });

  it('applies the sign-in rules: a locked player is refused and the token stays unspent', async () => {
    const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await setBlocked(playerId, true);
    const token = await handoverToken(playerId);
    await expectRefused(playerId, token, 403, PLATFORM_ERROR_CODES.accountLocked);
    await setBlocked(playerId, false);
    expect((await freshBrowser().post(HANDOVER, { token })).statusCode).toBe(200);
  });

  it('reads the body by its contract: a token that is no JWT is a 400', async () => {
    const response = await freshBrowser().post(HANDOVER, { token: 'not a token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.anything() });
  });

  it('is off in production without a secret: 404 handover_disabled', async () => {
    const production = await testApp.buildApp({
      env: { NODE_ENV: 'production', TOKEN_SECRET: 't'.repeat(40), BACKOFFICE_TOKEN: 'b'.repeat(40) },
    });
    const response = await createTestClient(production).post(HANDOVER, { token: await handoverToken(1) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: HANDOVER_ERROR_CODES.disabled });
  });
});
