import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../http/rate-limit';
import { useTestApp } from '../../testing/test-app';
import { accountFlows, createTestClient, tokenFrom, uniqueEmail } from './testing';

const testApp = useTestApp({ env: { BLOCKED_COUNTRIES: 'US,FR', PUBLIC_URL: 'http://localhost:3000' } });

const { mailbox, signUp, signUpAndConfirm } = accountFlows(() => testApp.app);

describe('sign-up', () => {
  it('registers, mails a confirmation link, and the link confirms and signs in once', async () => {
    const email = uniqueEmail('new');
    const client = createTestClient(testApp.app);
    const response = await signUp(client, email.toUpperCase(), { marketing_tags: { btag: 'b-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/check your mail/i);
    expect(response.cookies.find((c) => c.name === 'sb_session')).toBeUndefined();

    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/en\/users\/confirmation\?confirmation_token=/);
    const token = tokenFrom(mail?.links[0], 'confirmation_token');

    const confirmed = await client.post('/api/platform/users/confirmation', { confirmation_token: token });
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed.', signed_in: true });
    const session = confirmed.cookies.find((c) => c.name === 'sb_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBeFalsy();

    const profile = (await client.get('/api/platform/player')).json();
    expect(profile).toMatchObject({
      email,
      currency: 'EUR',
      email_confirmed: true,
      country: { code: 'DE', name: 'Germany' },
    });
    expect(profile.id).toBeTypeOf('number');
    expect((await client.get('/api/platform/player/accounts')).json()).toEqual([
      { currency: 'EUR', balance: 0, active: true },
    ]);

    const again = await client.post('/api/platform/users/confirmation', { confirmation_token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('answers a registered e-mail exactly like a new one and tells the owner by mail', async () => {
    const email = uniqueEmail('dup');
    const first = await signUp(createTestClient(testApp.app), email);
    const second = await signUp(createTestClient(testApp.app), email);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const mails = await mailbox(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You already have an account',
      'Confirm your e-mail address',
    ]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email'],
    [{ password: 'short1' }, 'body.password'],
    [{ password: 'lettersonly' }, 'body.password'],
    [{ password: '1234567890' }, 'body.password'],
    [{ country: 'XX' }, 'body.country'],
    [{ country: 'Germany' }, 'body.country'],
    [{ currency: 'euro!' }, 'body.currency'],
    [{ currency: 42 }, 'body.currency'],
    [{ locale: 'xx' }, 'body.locale'],
    [{ marketing_tags: { utm: 'x' } }, 'body.marketing_tags'],
  ])('refuses %j with a 400 naming the field', async (override, field) => {
    const response = await signUp(createTestClient(testApp.app), uniqueEmail('bad'), override);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
    expect(response.json().data.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses an unknown currency, a missing field and malformed JSON with 400', async () => {
    const unknown = await signUp(createTestClient(testApp.app), uniqueEmail('cur'), { currency: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_currency');

    const client = createTestClient(testApp.app);
    const missing = await client.post('/api/platform/users/sign_up', { email: uniqueEmail('m') });
    expect(missing.statusCode).toBe(400);

    const malformed = await client.request('POST', '/api/platform/users/sign_up', '{"email":', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('blocks sign-up from a blocked country (request header) and for a blocked residence', async () => {
    const fromUs = await signUp(createTestClient(testApp.app, { 'cf-ipcountry': 'US' }), uniqueEmail('us'));
    expect(fromUs.statusCode).toBe(403);
    expect(fromUs.json()).toMatchObject({
      code: 'country_blocked',
      message: "Sorry, we're not available in United States right now.",
      data: { details: { country: { code: 'US', name: 'United States' } } },
    });
    const livesInFrance = await signUp(createTestClient(testApp.app), uniqueEmail('fr'), { country: 'FR' });
    expect(livesInFrance.statusCode).toBe(403);
    expect(livesInFrance.json().code).toBe('country_blocked');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, reports the profile, and logout ends the session for good', async () => {
    const email = uniqueEmail('in');
    await signUpAndConfirm(email);
    const client = createTestClient(testApp.app);
    const response = await client.post('/api/platform/users/sign_in', { email, password: 'secret-pass-9' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    const stolenCookie = client.cookies.get('sb_session');

    expect((await client.post('/api/platform/player/logout')).statusCode).toBe(200);
    expect(client.cookies.has('sb_session')).toBe(false);
    expect((await client.get('/api/platform/player')).json().id).toBeNull();
    expect((await client.get('/api/platform/player/accounts')).statusCode).toBe(401);

    const replay = await testApp.app.inject({
      method: 'GET',
      url: '/api/platform/player/accounts',
      headers: { cookie: `sb_session=${stolenCookie}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail('same');
    await signUpAndConfirm(email);
    const wrong = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email,
      password: 'nope-nope-1',
    });
    const unknown = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email: uniqueEmail('ghost'),
      password: 'nope-nope-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid e-mail or password.',
      data: {},
    });
  });

  it('refuses an unconfirmed account only after the right password, and resends the link', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUp(createTestClient(testApp.app), email);
    const response = await createTestClient(testApp.app).post('/api/platform/users/sign_in', {
      email,
      password: 'secret-pass-9',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_confirmed');
    expect((await mailbox(email)).filter((m) => m.subject === 'Confirm your e-mail address')).toHaveLength(2);
  });

  it('blocks sign-in from a blocked country before looking at the credentials', async () => {
    const response = await createTestClient(testApp.app, { 'cf-ipcountry': 'fr' }).post(
      '/api/platform/users/sign_in',
      {
        email: uniqueEmail('x'),
        password: 'whatever-1',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('country_blocked');
  });

  it('validates the sign-in body', async () => {
    const client = createTestClient(testApp.app);
    expect((await client.post('/api/platform/users/sign_in', { email: 'x@example.com' })).statusCode).toBe(
      400,
    );
    expect((await client.post('/api/platform/users/sign_in', { email: 5, password: 'a' })).statusCode).toBe(
      400,
    );
    expect(
      (await client.post('/api/platform/users/sign_in', { email: 'x@example.com', password: '' })).statusCode,
    ).toBe(400);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an address or e-mail used up its sign-in attempts', async () => {
    const limited = await testApp.buildApp({
      dependencies: {
        platform: {
          rateLimiters: {
            signInByEmail: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }),
            signInByAddress: createMemoryRateLimiter({ limit: 3, windowMs: 60_000 }),
          },
        },
      },
    });
    const client = createTestClient(limited);
    const attempt = (email: string) =>
      client.post('/api/platform/users/sign_in', { email, password: 'wrong-pass-1' });
    expect((await attempt('a@example.com')).statusCode).toBe(401);
    expect((await attempt('a@example.com')).statusCode).toBe(401);
    const byEmail = await attempt('a@example.com');
    expect(byEmail.statusCode).toBe(429);
    expect(Number(byEmail.headers['retry-after'])).toBeGreaterThan(0);
    expect(byEmail.json()).toMatchObject({ code: 'too_many_requests' });
    // The address's budget (3) was spent by the three attempts above, whatever the e-mail.
    expect((await attempt('b@example.com')).statusCode).toBe(429);
  });
});
