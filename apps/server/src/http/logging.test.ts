import { Writable } from 'node:stream';
import { CSRF_COOKIE, SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import { describe, expect, it } from 'vitest';
import {
  accountFlows,
  createTestClient,
  type TestClient,
  tokenFrom,
  uniqueEmail,
} from '../modules/players/testing';
import { insertCatalogueFixture } from '../testing/catalogue-fixture';
import { useTestApp } from '../testing/test-app';

/**
 * No credential reaches the logs (docs/decisions/026): the app logs at its most verbose level into a stream this
 * test reads while a player signs up, confirms, signs in, mistypes a password, resets it, deposits, places a bet
 * and asks for a real-time token; then every line is searched for each secret the run used.
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const TOKEN_SECRET = 'token-secret-of-the-logging-test-0123456789abcdef';
const METRICS_TOKEN = 'metrics-token-of-the-logging-test-0123456789abcdef';
const testApp = useTestApp({
  env: { LOG_LEVEL: 'trace', TOKEN_SECRET, METRICS_TOKEN, DEPOSIT_REQUIRES_PROFILE: 'false' },
  dependencies: { logStream: capture },
});
const { waitForMail, signUp } = accountFlows(() => testApp.app);

/** The session and CSRF cookies a client holds now. */
const cookiesOf = (client: TestClient) =>
  [client.cookies.get(SESSION_COOKIE), client.cookies.get(CSRF_COOKIE)].filter(
    (value): value is string => value !== undefined,
  );

describe('logs', () => {
  it('carry no password, session id, CSRF, confirmation, reset or real-time token, nor a configured secret', async () => {
    const { app, database } = testApp;
    const fixture = await insertCatalogueFixture(database.db);
    const email = uniqueEmail('logs');
    const secrets = new Map<string, string>([
      ['TOKEN_SECRET', TOKEN_SECRET],
      ['METRICS_TOKEN', METRICS_TOKEN],
    ]);
    const keep = (what: string, value: string) => secrets.set(`${what} ${secrets.size}`, value);

    const visitor = createTestClient(app);
    expect((await signUp(visitor, email, { password: 'first-pass-word-1' })).statusCode).toBe(200);
    keep('password', 'first-pass-word-1');
    const confirmation = tokenFrom(
      (await waitForMail(email, 'Confirm your e-mail address')).links[0],
      'confirmation_token',
    );
    keep('confirmation token', confirmation);
    expect(
      (await visitor.post('/api/platform/users/confirmation', { confirmation_token: confirmation }))
        .statusCode,
    ).toBe(200);
    for (const value of cookiesOf(visitor)) keep('cookie', value);

    const wrong = createTestClient(app);
    const refused = await wrong.post('/api/platform/users/sign_in', { email, password: 'wrong-pass-word-7' });
    expect(refused.statusCode).toBe(401);
    keep('wrong password', 'wrong-pass-word-7');

    expect((await createTestClient(app).post('/api/platform/users/password', { email })).statusCode).toBe(
      200,
    );
    const reset = tokenFrom(
      (await waitForMail(email, 'Reset your password')).links[0],
      'reset_password_token',
    );
    keep('reset token', reset);
    const changed = await createTestClient(app).put('/api/platform/users/password', {
      reset_password_token: reset,
      password: 'second-pass-word-2',
    });
    expect(changed.statusCode).toBe(200);
    keep('new password', 'second-pass-word-2');

    const player = createTestClient(app);
    const signedIn = await player.post('/api/platform/users/sign_in', {
      email,
      password: 'second-pass-word-2',
    });
    expect(signedIn.statusCode).toBe(200);
    for (const value of cookiesOf(player)) keep('cookie', value);

    const deposit = await player.post('/api/platform/payments/deposits', {
      amount: 5_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(deposit.json()).toMatchObject({ result: 'success' });
    const placed = await player.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 1_000, currency: 'EUR' },
          selections: [
            {
              match_id: fixture.matches.prematch.id,
              market_id: 1,
              specifier: '',
              outcome_id: '1',
              odds: 1850,
            },
          ],
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const realtime = await player.post('/api/sportsbook/websocket/token');
    keep('real-time token', realtime.json().token);
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);

    // The capture saw the run: one line per request at least, the sign-in among them.
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('/api/platform/users/sign_in'))).toBe(true);
    for (const [what, value] of secrets) {
      const leaking = lines.filter((line) => line.includes(value));
      expect(leaking, `${what} in the logs`).toEqual([]);
    }
  });

  it('hide the credentials of any request headers a line carries', () => {
    const at = lines.length;
    const headers = {
      cookie: `${SESSION_COOKIE}=session-id-in-a-header`,
      'x-csrf-token': 'csrf-in-a-header',
    };
    testApp.app.log.error(
      { req: { headers }, headers, res: { headers: { 'set-cookie': headers.cookie } } },
      'x',
    );
    const written = lines.slice(at).join('\n');
    expect(written).toContain('[redacted]');
    expect(written).not.toMatch(/session-id-in-a-header|csrf-in-a-header/);
  });
});
