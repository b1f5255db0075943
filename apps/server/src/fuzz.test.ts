import { writeFileSync } from 'node:fs';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_BACKOFFICE_TOKEN } from './config/env';
import { createDeferredWork } from './http/deferred-work';
import type { RegisteredRoute } from './http/route-table';
import { simulatedFeed } from './modules/feed/source';
import { createSimulatedPaymentProvider } from './modules/payments/provider';
import { createSignedInPlayer, createTestClient, type TestClient } from './modules/players/testing';
import { insertCatalogueFixture } from './testing/catalogue-fixture';
import { type FuzzRequest, routeRequests } from './testing/fuzz/requests';
import type { KnownValues } from './testing/fuzz/schema-values';
import { stateSnapshot } from './testing/fuzz/state';
import { useTestApp } from './testing/test-app';

/**
 * The fuzz suite: every route the app registers (its route table, so a new route is fuzzed the day it is added),
 * sent requests built from its own schemas and then broken (wrong types, missing and extra fields, huge and tiny
 * numbers, control characters, NUL, lone surrogates, long text, deep nesting, prototype keys, malformed and huge
 * JSON, duplicate query keys), anonymously and as a signed-in player, each with a valid CSRF token. Every answer
 * is a 2xx, or a 4xx with the spec's error body that changed nothing stored; none is a 5xx or takes longer than
 * REQUEST_TIMEOUT_MS. `npm test` runs a fixed seed and a few requests per route; `npm run bench -- fuzz` runs
 * FUZZ_RUNS per route with a new seed and writes the tally to FUZZ_REPORT. Edge rules with exact messages per
 * field are edge-input.test.ts.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const REQUEST_TIMEOUT_MS = 10_000;

const deferred = createDeferredWork({
  error: (details, message) => deferredFailures.push({ message, details }),
});
const deferredFailures: unknown[] = [];
const testApp = useTestApp({
  dependencies: {
    // A simulator feed registers the development control routes; nothing here starts its timer.
    feed: simulatedFeed({ seed: 'fuzz', speed: 60, outages: false }),
    // Work that would land between two requests, after its own, is done at once or never: a live bet is decided
    // when the fuzzer asks (acceptDueBets), a pending deposit stays pending, deferred mail is drained.
    betting: { inPlayDelayMs: { default: 0 } },
    platform: {
      deferred,
      paymentProvider: createSimulatedPaymentProvider({ pendingDelayMs: 24 * 3_600_000 }),
    },
  },
});

/** The anonymous fuzzer's address: its sign-in attempts spend no budget of the players' sign-ins. */
const FUZZ_ADDRESS = '192.0.2.10';
let known: KnownValues;
let anonymous: TestClient;
let player: TestClient;
let players = 0;
let snapshot: () => Promise<Record<string, string>>;

/** A new funded player, signed in from an address of its own, so the fuzzer's sign-outs never meet a limit. */
async function signedInPlayer(): Promise<TestClient> {
  players += 1;
  const created = await createSignedInPlayer(testApp.app, testApp.database.db, {
    balance: 1_000_000,
    remoteAddress: `10.77.${players >> 8}.${players & 255}`,
  });
  return created.client;
}

beforeAll(async () => {
  const { db } = testApp.database;
  const fixture = await insertCatalogueFixture(db);
  player = await signedInPlayer();
  anonymous = createTestClient(testApp.app, {}, { remoteAddress: FUZZ_ADDRESS });
  // Rows of every kind a request could wrongly add to, change or remove: a bet, a limit, a favourite, a payment.
  const placed = await player.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 100, currency: 'EUR' },
        selections: [
          { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 1850 },
        ],
      },
    ],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const limit = await player.post('/api/platform/player/limits', {
    type: 'deposit',
    period: 'day',
    amount: 5e5,
  });
  expect(limit.statusCode, limit.body).toBe(201);
  const starred = await player.post(`/api/sportsbook/favourites/matches/${fixture.matches.prematch.id}`);
  expect(starred.statusCode, starred.body).toBe(200);
  const paid = await player.post('/api/platform/payments/deposits', {
    amount: 1000,
    currency: 'EUR',
    method: 'card',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  known = {
    ids: [
      ...Object.values(fixture.matches).map((match) => match.id),
      Number(placed.json()[0].betId),
      limit.json().id,
      paid.json().payment.id,
      1,
    ],
    texts: [
      'football',
      'cs2',
      'arsenal-chelsea-1',
      'premier-league',
      'england',
      'matches',
      'tournaments',
      'EUR',
    ],
  };
  snapshot = await stateSnapshot(db);
});

/** Lets the work a successful request started finish, so it does not show up as a change made by the next one. */
async function settle() {
  await deferred.drain();
  await testApp.app.betting.acceptDueBets(new Date(Date.now() + 3_600_000));
  await testApp.app.settlement.drain();
}

/** The client a request is sent with: a signed-in player stays signed in whatever an earlier request did. */
async function clientFor(request: FuzzRequest): Promise<TestClient> {
  if (request.as === 'anonymous') {
    // A fuzzed sign-up or sign-in that worked leaves a session: the next anonymous request starts without it.
    if (anonymous.cookies.has('sb_session'))
      anonymous = createTestClient(testApp.app, {}, { remoteAddress: FUZZ_ADDRESS });
    return anonymous;
  }
  const session = await player.get('/api/platform/player/accounts');
  // Signed out, self-excluded or the currency switched away: a fresh player.
  if (session.statusCode !== 200) player = await signedInPlayer();
  return player;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const describeRequest = (request: FuzzRequest) =>
  `${request.as} ${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''}`;

/** Sends one request and checks its answer; the status is returned for the tally. */
async function sendAndCheck(request: FuzzRequest): Promise<number> {
  const client = await clientFor(request);
  const before = await snapshot();
  // The operator API is fuzzed past its guard: its calls carry the bearer token (the guard itself: security.test.ts).
  const headers = request.url.startsWith('/api/backoffice/')
    ? { ...request.headers, authorization: `Bearer ${DEVELOPMENT_BACKOFFICE_TOKEN}` }
    : request.headers;
  const response = await withTimeout(
    client.request(request.method as 'GET', request.url, request.payload, headers),
    describeRequest(request),
  );
  const what = `${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, what).toBeLessThan(500);
  expect([200, 201, 204, 302, 304].includes(response.statusCode) || response.statusCode >= 400, what).toBe(
    true,
  );
  if (response.statusCode >= 400) {
    const body = errorBodySchema.safeParse(response.json());
    expect(body.success, what).toBe(true);
    expect(await snapshot(), `a refused request changed what is stored: ${what}`).toEqual(before);
  } else if (request.method !== 'GET') {
    await settle();
  }
  expect(deferredFailures, what).toEqual([]);
  return response.statusCode;
}

const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe('fuzzing every registered route', () => {
  it('the route table holds the public, player and development routes', () => {
    const names = testApp.app.registeredRoutes.map(routeName);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/sportsbook/matches',
        'POST /api/sportsbook/v3/bets',
        'PUT /api/platform/player/limits/:id',
        'POST /api/platform/payments/deposits',
        'POST /api/dev/feed/matches/:id/finish',
      ]),
    );
  });

  it(
    'every answer is a 2xx or a 4xx with the error body, in time, and a refusal changes nothing',
    async () => {
      const tally: Record<string, Record<string, number>> = {};
      for (const route of testApp.app.registeredRoutes) {
        const counts: Record<string, number> = {};
        tally[routeName(route)] = counts;
        await fc.assert(
          fc.asyncProperty(routeRequests(route, known), async (request) => {
            const status = await sendAndCheck(request);
            const key = `${Math.floor(status / 100)}xx`;
            counts[key] = (counts[key] ?? 0) + 1;
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(tally, null, 2));
      expect(Object.keys(tally).length).toBe(testApp.app.registeredRoutes.length);
    },
    30 * 60_000,
  );
});
