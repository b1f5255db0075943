import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { useTestApp } from '../../testing/test-app';
import { accountFlows, createTestClient, tokenFrom, uniqueEmail } from './testing';

const testApp = useTestApp({ env: { BLOCKED_COUNTRIES: 'US,FR', PUBLIC_URL: 'http://localhost:3000' } });

const { mailbox, signUp, signUpAndConfirm } = accountFlows(() => testApp.app);

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const email = uniqueEmail('reset');
    const { client: oldSession } = await signUpAndConfirm(email);
    expect((await oldSession.get('/api/platform/player/accounts')).statusCode).toBe(200);

    const asked = await createTestClient(testApp.app).post('/api/platform/users/password', { email });
    expect(asked.json().message).toMatch(/if that address has an account/i);
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Reset your password');
    const token = tokenFrom(mail?.links[0], 'reset_password_token');

    const weak = await createTestClient(testApp.app).put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'weak',
    });
    expect(weak.statusCode).toBe(400);

    const reset = await createTestClient(testApp.app).put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'brand-new-pass-2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await oldSession.get('/api/platform/player/accounts')).statusCode).toBe(401);

    const reused = await createTestClient(testApp.app).put('/api/platform/users/password', {
      reset_password_token: token,
      password: 'another-pass-3',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');

    const client = createTestClient(testApp.app);
    expect(
      (await client.post('/api/platform/users/sign_in', { email, password: 'secret-pass-9' })).statusCode,
    ).toBe(401);
    expect(
      (await client.post('/api/platform/users/sign_in', { email, password: 'brand-new-pass-2' })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await createTestClient(testApp.app).post('/api/platform/users/password', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/if that address has an account/i);
    expect(await mailbox(email)).toEqual([]);
  });
});

describe('development mailbox', () => {
  it('renders the messages as a page with clickable, escaped content', async () => {
    const email = uniqueEmail('page');
    await signUp(createTestClient(testApp.app), email);
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/platform/dev/mailbox/page?to=${email}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="http://localhost:3000/en/users/confirmation?confirmation_token=');
  });

  it('is not served in production', async () => {
    const production = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) }),
      database: testApp.database,
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/platform/dev/mailbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });
});
