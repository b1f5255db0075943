import { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contracts/cookies';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { Database } from '../../db/client';
import { insertPlayer } from '../player-records/repository';
import { postLedgerTransaction } from '../wallet/ledger';
import { openAccount } from '../wallet/ledger-accounts';
import { hashPassword } from './passwords';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for `app.inject` tests: keeps cookies between calls and sends the CSRF header, so tests
 * exercise the real session and CSRF rules. For any module's tests (betting, cash-out, favourites ...).
 * `remoteAddress` is the socket's peer the app sees (light-my-request's default is 127.0.0.1).
 */
export interface TestClient {
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
}

export function createTestClient(
  app: FastifyInstance,
  defaultHeaders: Record<string, string> = {},
  { remoteAddress }: { remoteAddress?: string } = {},
): TestClient {
  const cookies = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  };
  const request: TestClient['request'] = async (method, url, body, headers = {}) => {
    if (!cookies.has(CSRF_COOKIE)) keep(await app.inject({ method: 'GET', url: '/health' }));
    const options: InjectOptions = {
      method,
      url,
      headers: {
        ...defaultHeaders,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '',
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    };
    const response = await app.inject(options);
    keep(response);
    return response;
  };
  return {
    request,
    get: (url, headers) => request('GET', url, undefined, headers),
    post: (url, body, headers) => request('POST', url, body ?? {}, headers),
    put: (url, body, headers) => request('PUT', url, body ?? {}, headers),
    delete: (url, headers) => request('DELETE', url, undefined, headers),
    cookies,
  };
}

export interface TestPlayerOptions {
  email?: string;
  password?: string;
  currency?: string;
  /** Opening balance in minor units (a ledger adjustment from the operator account). */
  balance?: number;
  country?: string;
  statuses?: string[];
  pve?: boolean;
  /** Fill first name, last name and date of birth (needed for deposits); default true. */
  completeProfile?: boolean;
  /** The address the client signs in from (and keeps): its own sign-in rate-limit budget. */
  remoteAddress?: string;
}

let counter = 0;

/** Creates a confirmed player with an opening balance and signs them in through the API. */
export async function createSignedInPlayer(
  app: FastifyInstance,
  db: Database,
  options: TestPlayerOptions = {},
) {
  counter += 1;
  const email = options.email ?? `player-${process.pid}-${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'test-pass-1';
  const currency = options.currency ?? 'EUR';
  const complete = options.completeProfile ?? true;
  const playerId = await insertPlayer(db, {
    email,
    passwordHash: await hashPassword(password),
    currency,
    country: options.country ?? 'DE',
    locale: 'en',
    marketingTags: {},
    createdAt: new Date(),
    emailConfirmedAt: new Date(),
    statuses: options.statuses ?? [],
    pve: options.pve ?? false,
    ...(complete ? { firstName: 'Test', lastName: 'Player', dateOfBirth: '1990-05-17' } : {}),
  });
  if (playerId === undefined) throw new Error(`${email} already exists`);
  await openAccount(db, { playerId }, currency);
  if (options.balance) {
    const posting = await postLedgerTransaction(db, {
      kind: 'adjustment',
      currency,
      reference: `test-funding:${playerId}`,
      entries: [
        { account: { house: 'operator' }, amount: -options.balance },
        { account: { playerId }, amount: options.balance },
      ],
    });
    if (!posting.ok) throw new Error('funding failed');
  }
  const client = createTestClient(
    app,
    {},
    options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress },
  );
  const response = await client.post('/api/platform/users/sign_in', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { client, playerId, email, password };
}

export const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A link's token query parameter, failing loudly when the mail carries none. */
export const tokenFrom = (link: string | undefined, name: string) => {
  const value = link ? new URL(link).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in ${link}`);
  return value;
};

/**
 * Sign-up and confirmation through the API and the development mailbox, as a new user does them; for tests of
 * the account flows (sign-up, confirmation, password reset).
 */
export function accountFlows(app: () => FastifyInstance) {
  async function mailbox(to: string) {
    const response = await app().inject({
      method: 'GET',
      url: `/api/platform/dev/mailbox?to=${encodeURIComponent(to)}`,
    });
    if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}`);
    return response.json().messages as { subject: string; body: string; links: string[] }[];
  }

  /** Polls the development mailbox until a message with the subject has arrived for the address. */
  function waitForMail(email: string, subject: string) {
    return vi.waitFor(
      async () => {
        const mail = (await mailbox(email)).find((m) => m.subject === subject);
        if (!mail) throw new Error(`no "${subject}" mail reached ${email}`);
        return mail;
      },
      { timeout: 5_000, interval: 10 },
    );
  }

  const signUp = (client: TestClient, email: string, extra: Record<string, unknown> = {}) =>
    client.post('/api/platform/users/sign_up', {
      email,
      password: 'secret-pass-9',
      currency: 'EUR',
      country: 'DE',
      ...extra,
    });

  async function signUpAndConfirm(email: string) {
    const client = createTestClient(app());
    const signedUp = await signUp(client, email);
    if (signedUp.statusCode !== 200) throw new Error(`sign-up answered ${signedUp.statusCode}`);
    const [mail] = await mailbox(email);
    const token = tokenFrom(mail?.links[0], 'confirmation_token');
    const confirmed = await client.post('/api/platform/users/confirmation', { confirmation_token: token });
    if (confirmed.statusCode !== 200) throw new Error(`confirmation answered ${confirmed.statusCode}`);
    return { client, token, confirmed: confirmed.json() };
  }

  return { mailbox, waitForMail, signUp, signUpAndConfirm };
}
