import { describe, expect, it } from 'vitest';
import { systemClock } from '../../core/clock';
import { createDeferredWork } from '../../http/deferred-work';
import type { Mailer, OutgoingMessage } from '../../platform/mailer';
import { useTestApp } from '../../testing/test-app';
import { createOutboxMailer } from '../mail/mailer';
import { accountFlows, createTestClient, tokenFrom, uniqueEmail } from './testing';

/** Failures of the work done after an answer, as the app's logger would get them. */
const loggedFailures: string[] = [];
const deferred = createDeferredWork({ error: (_details, message) => loggedFailures.push(message) });

/** Mail to an address held back until the test lets it go. */
const held = new Map<string, Promise<void>>();
const failing = new Set<string>();
const sent: string[] = [];
/** The development outbox mailer, with mail held back or failing per recipient. */
const mailer: Mailer = {
  async send(message: OutgoingMessage) {
    await held.get(message.to);
    if (failing.has(message.to)) throw new Error(`no mail to ${message.to} today`);
    await createOutboxMailer(testApp.database.db, systemClock).send(message);
    sent.push(`${message.to}: ${message.subject}`);
  },
};

const testApp = useTestApp({
  env: { BLOCKED_COUNTRIES: 'US,FR', PUBLIC_URL: 'http://localhost:3000' },
  dependencies: { platform: { mailer, deferred } },
});

const { mailbox, waitForMail, signUp, signUpAndConfirm } = accountFlows(() => testApp.app);

const askForReset = (email: string) =>
  createTestClient(testApp.app).post('/api/platform/users/password', { email });

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const email = uniqueEmail('reset');
    const { client: oldSession } = await signUpAndConfirm(email);
    expect((await oldSession.get('/api/platform/player/accounts')).statusCode).toBe(200);

    const asked = await askForReset(email);
    expect(asked.json().message).toMatch(/if that address has an account/i);
    const mail = await waitForMail(email, 'Reset your password');
    const token = tokenFrom(mail.links[0], 'reset_password_token');

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

  it('answers a registered and an unknown address alike, and mails only the registered one', async () => {
    const registered = uniqueEmail('known');
    await signUpAndConfirm(registered);
    const unknown = uniqueEmail('nobody');

    const known = await askForReset(registered);
    const nobody = await askForReset(unknown);
    expect(nobody.statusCode).toBe(200);
    expect(known.statusCode).toBe(nobody.statusCode);
    expect(known.body).toBe(nobody.body);
    expect(known.json().message).toMatch(/if that address has an account/i);
    expect(known.headers['content-type']).toBe(nobody.headers['content-type']);
    expect(known.headers['content-length']).toBe(nobody.headers['content-length']);

    await waitForMail(registered, 'Reset your password');
    await deferred.drain();
    expect(await mailbox(unknown)).toEqual([]);
  });

  it('answers before the mail work is done: the handler does not wait for the mailer', async () => {
    const email = uniqueEmail('slow');
    await signUpAndConfirm(email);
    let release = () => {};
    held.set(email, new Promise<void>((resolve) => (release = resolve)));
    try {
      const answer = await askForReset(email);
      // Had the handler awaited the mailer, this answer could not exist yet: the mail is still held back.
      expect(answer.statusCode).toBe(200);
      expect(sent).not.toContain(`${email}: Reset your password`);
      expect((await mailbox(email)).map((m) => m.subject)).not.toContain('Reset your password');
    } finally {
      release();
      held.delete(email);
    }
    await waitForMail(email, 'Reset your password');
    expect(sent).toContain(`${email}: Reset your password`);
  });

  it('logs a mail that cannot be sent and still answers the same', async () => {
    const email = uniqueEmail('bounce');
    await signUpAndConfirm(email);
    failing.add(email);
    const answer = await askForReset(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatch(/if that address has an account/i);
    await deferred.drain();
    expect(loggedFailures).toContain('password reset mail failed');
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
    const production = await testApp.buildApp({
      env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), BACKOFFICE_TOKEN: 'b'.repeat(32) },
    });
    expect((await production.inject({ method: 'GET', url: '/api/platform/dev/mailbox' })).statusCode).toBe(
      404,
    );
  });
});
