import { CSRF_COOKIE, SESSION_COOKIE } from '@sportsbook/contracts/cookies';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_BACKOFFICE_TOKEN } from './config/env';
import type { RegisteredRoute } from './http/route-table';
import { simulatedFeed } from './modules/feed/source';
import { createSignedInPlayer, createTestClient } from './modules/players/testing';
import { insertCatalogueFixture } from './testing/catalogue-fixture';
import { stateSnapshot } from './testing/fuzz/state';
import { useTestApp } from './testing/test-app';

/**
 * Security rules proved over the app's own route table (http/route-table.ts), so a route added tomorrow is held
 * to them without anyone editing this file: CSRF on every state-changing route, no player reaching another's
 * bets, payments, limits, cash-outs or favourites, development routes absent in production, a new session id at
 * every sign-in, and the cookie flags of production. docs/decisions/026.
 */
const feed = () => simulatedFeed({ seed: 'security', speed: 60, outages: false });
const development = useTestApp({ dependencies: { feed: feed() } });
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'production-secret-of-the-security-test-0123456789',
  BACKOFFICE_TOKEN: 'production-backoffice-token-of-the-security-test',
  PUBLIC_URL: 'https://sportsbook.example',
};
const production = useTestApp({ env: PRODUCTION_ENV, dependencies: { feed: feed() } });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routeName = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
/** The operator API: its bearer token (ADR 028) or a staff session with its second factor (ADR 036). */
const isBackofficeRoute = (route: Pick<RegisteredRoute, 'url'>) => route.url.startsWith('/api/backoffice/');
/**
 * Staff sign-in and sign-out: open to anyone. Sign-in answers a wrong password or code with its own 401s, and
 * sign-out without a session signs out nothing (access.test.ts).
 */
const isOpenStaffRoute = (route: Pick<RegisteredRoute, 'url'>) =>
  [
    '/api/backoffice/auth/sign-in',
    '/api/backoffice/auth/second-factor',
    '/api/backoffice/auth/sign-out',
  ].includes(route.url);
/** The 401 codes of the operator API: the bonus operator routes' token check, the staff routes' (ADR 036). */
const BACKOFFICE_REFUSALS = ['backoffice_token_invalid', 'backoffice_unauthorized'];
/**
 * State-changing routes that must take requests without the CSRF header, and why: the operator API reads no
 * cookie, so a forged cross-site request has no credential to ride on (its bearer token is a header another site
 * cannot make a browser send; proved below). The payment provider's decisions arrive through the adapter
 * (payments/provider.ts), not an HTTP callback; a provider webhook would go here, authenticated by its signature.
 */
const csrfExempt = () =>
  new Set<string>(
    development.app.registeredRoutes
      .filter((route) => isBackofficeRoute(route) && STATE_CHANGING.has(route.method))
      .map(routeName),
  );
/** The route's URL with every path parameter filled. */
const filled = (url: string, value: string | number) => url.replace(/:\w+/g, String(value));
const stateChanging = () =>
  development.app.registeredRoutes.filter((route) => STATE_CHANGING.has(route.method));

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
beforeAll(async () => {
  fixture = await insertCatalogueFixture(development.database.db);
});

describe('CSRF on every state-changing route', () => {
  it('the allow-list names only routes that exist', () => {
    const names = new Set(development.app.registeredRoutes.map(routeName));
    for (const name of csrfExempt()) expect(names.has(name), name).toBe(true);
    expect(stateChanging().length).toBeGreaterThan(30);
  });

  it('a signed-in request without the header, or with a wrong one, is a 403 that changes nothing', async () => {
    const { client } = await createSignedInPlayer(development.app, development.database.db, {
      balance: 10_000,
    });
    const snapshot = await stateSnapshot(development.database.db);
    const exempt = csrfExempt();
    for (const route of stateChanging()) {
      if (exempt.has(routeName(route))) continue;
      for (const header of ['', 'forged-token-of-another-site']) {
        const before = await snapshot();
        const response = await client.request(
          route.method as 'POST',
          filled(route.url, fixture.matches.prematch.id),
          {},
          { 'x-csrf-token': header },
        );
        expect(response.statusCode, `${routeName(route)}: ${response.body}`).toBe(403);
        expect(errorBodySchema.parse(response.json()).code).toBe('csrf_token_invalid');
        expect(await snapshot(), routeName(route)).toEqual(before);
      }
    }
  });
});

describe('the operator API', () => {
  it('answers 401 to every call without its token, with a wrong one or with a player session, changing nothing', async () => {
    const { client } = await createSignedInPlayer(development.app, development.database.db);
    const snapshot = await stateSnapshot(development.database.db);
    const routes = development.app.registeredRoutes.filter(
      (route) => isBackofficeRoute(route) && !isOpenStaffRoute(route),
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const before = await snapshot();
      const url = filled(route.url, 1);
      const body = route.method === 'GET' ? undefined : {};
      for (const authorization of [undefined, 'Bearer not-the-token', 'Basic b3BlcmF0b3I6b3BlcmF0b3I=']) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const response = await client.request(route.method as 'POST', url, body, headers);
        expect(response.statusCode, `${routeName(route)} ${authorization}`).toBe(401);
        expect(BACKOFFICE_REFUSALS).toContain(errorBodySchema.parse(response.json()).code);
      }
      // In production the token is the one configured, not the development default.
      const withDefault = await production.app.inject({
        method: route.method as 'POST',
        url,
        headers: { authorization: `Bearer ${DEVELOPMENT_BACKOFFICE_TOKEN}` },
        ...(body ? { payload: body } : {}),
      });
      expect(withDefault.statusCode, routeName(route)).toBe(401);
      expect(await snapshot(), routeName(route)).toEqual(before);
    }
  });
});

describe('development routes in production', () => {
  /** The development-only surface: feed control, the test mailbox, demo sign-in, open metrics. */
  const isDevelopmentRoute = (route: RegisteredRoute) =>
    /^\/api\/(dev|platform\/dev)\//.test(route.url) || route.url === '/metrics';

  it('are every route production lacks, and production answers 404 to each', async () => {
    const inProduction = new Set(production.app.registeredRoutes.map(routeName));
    const missing = development.app.registeredRoutes.filter((route) => !inProduction.has(routeName(route)));
    const developmentOnly = development.app.registeredRoutes.filter(isDevelopmentRoute);
    expect(developmentOnly.length).toBeGreaterThan(10);
    // Nothing production lacks is anything but a development tool, and no development tool is in production.
    expect(missing.map(routeName).sort()).toEqual(developmentOnly.map(routeName).sort());
    const client = createTestClient(production.app);
    for (const route of developmentOnly) {
      const response = await client.request(
        route.method as 'POST',
        filled(route.url, 1),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, routeName(route)).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
    }
  });
});

describe('sessions', () => {
  it('a session id planted before sign-in is not the one after it, and a sign-in ends the session the browser carried', async () => {
    const { db } = development.database;
    const attacker = await createSignedInPlayer(development.app, db);
    const victim = await createSignedInPlayer(development.app, db);
    const planted = attacker.client.cookies.get(SESSION_COOKIE) ?? '';
    expect(planted).not.toBe('');
    // The victim's browser carries the attacker's session cookie (set through a sibling domain, say).
    const browser = createTestClient(development.app);
    browser.cookies.set(SESSION_COOKIE, planted);
    expect((await browser.get('/api/platform/player')).json().email).toBe(attacker.email);
    const signedIn = await browser.post('/api/platform/users/sign_in', {
      email: victim.email,
      password: victim.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const after = browser.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(planted);
    expect((await browser.get('/api/platform/player')).json().email).toBe(victim.email);
    // The planted id opens no account any more: the sign-in ended it.
    const asPlanted = createTestClient(development.app);
    asPlanted.cookies.set(SESSION_COOKIE, planted);
    expect((await asPlanted.get('/api/platform/player/accounts')).statusCode).toBe(401);
    // A second sign-in of the same browser gets yet another id, and the first one ends.
    await browser.post('/api/platform/users/sign_in', { email: victim.email, password: victim.password });
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(after);
    const asFirst = createTestClient(development.app);
    asFirst.cookies.set(SESSION_COOKIE, after ?? '');
    expect((await asFirst.get('/api/platform/player/accounts')).statusCode).toBe(401);
  });

  it('in production the session cookie is HttpOnly, Secure and SameSite; the CSRF cookie Secure and readable', async () => {
    const client = createTestClient(production.app);
    const { email, password } = await createSignedInPlayer(production.app, production.database.db);
    const response = await client.post('/api/platform/users/sign_in', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const visit = await production.app.inject({ method: 'GET', url: '/health' });
    const csrf = visit.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    // The page's script reads it to echo it in the header: HttpOnly would defeat the double submit.
    expect(csrf).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });
});

describe('one player cannot reach another player own records', () => {
  /** Top-level body fields that carry an id: each must be listed below as another's or as a catalogue id. */
  const bodyIdFields = (route: RegisteredRoute) => {
    const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    return Object.keys(shape).filter((key) => /(^|_)id$/.test(key));
  };
  /**
   * A valid body for the player routes that need one, naming A's record where the body carries the id: a 400
   * would stop the request before the ownership check this is about.
   */
  const OWNED_ID_BODIES: Record<string, (ids: OwnedIds) => unknown> = {
    'POST /api/sportsbook/bets/cashout': (ids) => ({ bet_id: ids.bet, to_cashout: 1 }),
    'PUT /api/platform/player/limits/:id': () => ({ value: 100 }),
    // Campaign and prediction ids: none runs here, so A's ids name nothing B could join or vote on (404).
    'POST /api/sportsbook/bonuses/freebets/amb': (ids) => ({ id: ids.bet }),
    'POST /api/sportsbook/vote': (ids) => ({ prediction_id: ids.bet, data: { pick: 'home' } }),
  };
  /**
   * Path parameters that name catalogue records, not a player's: the star is the caller's own. A's favourites
   * are checked unchanged all the same.
   */
  const CATALOGUE_ID_ROUTES = new Set([
    'POST /api/sportsbook/favourites/:type/:id',
    'DELETE /api/sportsbook/favourites/:type/:id',
  ]);
  interface OwnedIds {
    bet: number;
    limit: number;
    payment: number;
    match: number;
  }

  it('B sending A ids to every player route with an id gets a 404 or 403, and A records stay as they were', async () => {
    const { db } = development.database;
    const a = await createSignedInPlayer(development.app, db, { balance: 100_000 });
    const b = await createSignedInPlayer(development.app, db, { balance: 100_000 });
    const match = fixture.matches.prematch.id;
    const placed = await a.client.post('/api/sportsbook/v3/bets', {
      bets: [
        {
          type: 'single',
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: match, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 }],
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const limit = await a.client.post('/api/platform/player/limits', {
      type: 'loss',
      period: 'week',
      amount: 9_000,
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const paid = await a.client.post('/api/platform/payments/deposits', {
      amount: 1_000,
      currency: 'EUR',
      method: 'card',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await a.client.post(`/api/sportsbook/favourites/matches/${match}`)).statusCode).toBe(200);
    const ids: OwnedIds = {
      bet: Number(placed.json()[0].betId),
      limit: limit.json().id,
      payment: paid.json().payment.id,
      match,
    };
    const viewOfA = async () =>
      Promise.all(
        [
          '/api/sportsbook/v3/bets',
          '/api/platform/player/limits',
          '/api/platform/wallet/transactions',
          '/api/platform/player/accounts',
          '/api/sportsbook/favourites/matches',
          `/api/platform/payments/${ids.payment}`,
        ].map(async (url) => (await a.client.get(url)).body),
      );
    const anonymous = createTestClient(development.app);
    const isPlayerRoute = async (route: RegisteredRoute) =>
      !isBackofficeRoute(route) &&
      (route.playerOnly ||
        (
          await anonymous.request(
            route.method as 'POST',
            filled(route.url, ids.bet),
            route.method === 'GET' ? undefined : {},
          )
        ).statusCode === 401);

    const checked: string[] = [];
    const before = await viewOfA();
    for (const route of development.app.registeredRoutes) {
      const name = routeName(route);
      const hasPathId = /:\w*(id|Id)\b/.test(route.url);
      const idFields = bodyIdFields(route);
      if ((!hasPathId && idFields.length === 0) || !(await isPlayerRoute(route))) continue;
      if (idFields.length > 0) {
        expect(OWNED_ID_BODIES[name], `${name} takes ${idFields.join(', ')}`).toBeDefined();
      }
      const body = OWNED_ID_BODIES[name]?.(ids) ?? {};
      const attempts = hasPathId
        ? [ids.bet, ids.limit, ids.payment, ids.match].map((id) => ({
            url: filled(route.url.replace(':type', 'matches'), id),
            body,
          }))
        : [{ url: route.url, body }];
      for (const attempt of attempts) {
        const response = await b.client.request(
          route.method as 'POST',
          attempt.url,
          route.method === 'GET' ? undefined : attempt.body,
        );
        const what = `${name} as ${attempt.url}: ${response.statusCode} ${response.body}`;
        if (CATALOGUE_ID_ROUTES.has(name)) expect(response.statusCode, what).toBeLessThan(500);
        else expect([403, 404], what).toContain(response.statusCode);
      }
      checked.push(name);
    }
    expect(await viewOfA()).toEqual(before);
    // The enumeration found the routes it is for.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/platform/payments/:id',
        'PUT /api/platform/player/limits/:id',
        'POST /api/platform/player/limits/:id/confirm',
        'DELETE /api/platform/player/limits/:id',
        'POST /api/sportsbook/bets/cashout',
        'DELETE /api/sportsbook/favourites/:type/:id',
      ]),
    );
  });
});
