import { SHARE_CODE_ERROR_CODES } from '@sportsbook/contracts/share-codes';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { SHARE_CODE_PATTERN, SHARE_CODE_TTL_MS } from '@sportsbook/domain/share-codes';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareCodes } from '../../db/schema/share-codes';
import { createMemoryRateLimiter } from '../../http/rate-limit';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';

const START = new Date();
let now = START;
const testApp = useTestApp({ dependencies: { platform: { clock: () => now } } });
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db, START);
});

const url = '/api/sportsbook/bets/share-code';
const storedRows = async () =>
  Number((await testApp.database.db.select({ n: count() }).from(shareCodes))[0]?.n ?? 0);

/** A combo over the prematch 1X2 home win (1.850) and the esports winner NAVI (1.650), 10.00 EUR. */
function combo(stake = 1000, currency = 'EUR') {
  return {
    type: 'combo',
    stake: { value: stake, currency },
    selections: [
      { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1', odds: 9999 },
      { match_id: fixture.matches.esports.id, market_id: 186, outcome_id: '4' },
    ],
  };
}

async function share(body: unknown = { bets: [combo()] }) {
  const response = await createTestClient(testApp.app).post(url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { code: string; expires_at: string };
}

describe('sharing a slip', () => {
  it('a visitor gets a code of the unambiguous alphabet that expires after the documented time', async () => {
    const created = await share();
    expect(created.code).toMatch(SHARE_CODE_PATTERN);
    expect(new Date(created.expires_at).getTime()).toBe(START.getTime() + SHARE_CODE_TTL_MS);
    const second = await share();
    expect(second.code).not.toBe(created.code);
  });

  it('keeps no price the sharer sent: the reader gets the current ones', async () => {
    const { code } = await share();
    const [row] = await testApp.database.db.select().from(shareCodes);
    expect(JSON.stringify(row?.bets)).not.toContain('odds');
    const read = (await createTestClient(testApp.app).get(`${url}?code=${code}`)).json();
    expect(read.bets[0].selections.map((s: { odds: number }) => s.odds)).toEqual([1850, 1650]);
  });
});

describe('reading a shared slip', () => {
  it('a player in another currency gets the bets with the stake converted to the account currency', async () => {
    const sharer = await createSignedInPlayer(testApp.app, testApp.database.db);
    const created = await sharer.client.post(url, { bets: [combo(1000, 'EUR')] });
    expect(created.statusCode).toBe(200);
    const reader = await createSignedInPlayer(testApp.app, testApp.database.db, { currency: 'BRL' });
    const response = await reader.client.get(`${url}?code=${created.json().code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: created.json().code,
      currency: 'BRL',
      expires_at: created.json().expires_at,
      bets: [
        {
          type: 'combo',
          system_id: null,
          stake: { value: 6000, currency: 'BRL' },
          selections: [
            {
              match_id: fixture.matches.prematch.id,
              market_id: 1,
              specifier: '',
              outcome_id: '1',
              odds: 1850,
              bettable: true,
            },
            {
              match_id: fixture.matches.esports.id,
              market_id: 186,
              specifier: '',
              outcome_id: '4',
              odds: 1650,
              bettable: true,
            },
          ],
        },
      ],
    });
  });

  it('a visitor reads in the slip currency, or in the currency asked for; a typed lower-case code is the same code', async () => {
    const { code } = await share({ bets: [combo(1000, 'EUR')] });
    const visitor = createTestClient(testApp.app);
    const own = (await visitor.get(`${url}?code=${code.toLowerCase()}`)).json();
    expect(own.currency).toBe('EUR');
    expect(own.bets[0].stake).toEqual({ value: 1000, currency: 'EUR' });
    const asked = (await visitor.get(`${url}?code=${code}&currency=BTC`)).json();
    expect(asked.bets[0].stake).toEqual({ value: 20_000, currency: 'BTC' });
    // The largest stake a slip can suggest, read in a currency of smaller units: at most the ledger limit.
    const largest = await share({ bets: [combo(LEDGER_LIMIT, 'EUR')] });
    const inBtc = await visitor.get(`${url}?code=${largest.code}&currency=BTC`);
    expect(inBtc.statusCode, inBtc.body).toBe(200);
    expect(inBtc.json().bets[0].stake).toEqual({ value: LEDGER_LIMIT, currency: 'BTC' });
  });

  it('marks what no longer takes bets: a suspended market, a market closed to bets', async () => {
    const { prematch, live } = fixture.matches;
    const { code } = await share({
      bets: [
        {
          type: 'single',
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: live.id, market_id: 1, outcome_id: '2' }],
        },
        {
          type: 'single',
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: prematch.id, market_id: 29, outcome_id: '74' }],
        },
        {
          type: 'single',
          stake: { value: 0, currency: 'EUR' },
          selections: [{ match_id: prematch.id, market_id: 18, specifier: 'total=2.5', outcome_id: '12' }],
        },
      ],
    });
    const read = (await createTestClient(testApp.app).get(`${url}?code=${code}`)).json();
    expect(
      read.bets.map((b: { stake: { value: number }; selections: { odds: number; bettable: boolean }[] }) => [
        b.stake.value,
        b.selections[0]?.odds,
        b.selections[0]?.bettable,
      ]),
    ).toEqual([
      [500, 4500, false],
      [500, 1700, false],
      [0, 1900, true],
    ]);
  });

  it('a code of the wrong length or alphabet is a 400 with the error body', async () => {
    const visitor = createTestClient(testApp.app);
    for (const code of ['', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEF0G', 'ABCDEFIG', 'ABCDEFLG', 'ABCD%20EFG']) {
      const response = await visitor.get(`${url}?code=${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'bad_request',
        data: { details: [{ field: 'querystring.code', message: expect.any(String) }] },
      });
    }
    const missing = await visitor.get(url);
    expect(missing.statusCode).toBe(400);
  });

  it('an unknown code and an expired one are a 404 with the share-code error body', async () => {
    const visitor = createTestClient(testApp.app);
    const unknown = await visitor.get(`${url}?code=ZZZZZZZZ`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: SHARE_CODE_ERROR_CODES.notFound,
      message: expect.any(String),
      data: {},
    });
    const { code } = await share();
    now = new Date(START.getTime() + SHARE_CODE_TTL_MS - 1);
    try {
      expect((await visitor.get(`${url}?code=${code}`)).statusCode).toBe(200);
      now = new Date(START.getTime() + SHARE_CODE_TTL_MS);
      const expired = await visitor.get(`${url}?code=${code}`);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().code).toBe(SHARE_CODE_ERROR_CODES.notFound);
    } finally {
      now = START;
    }
  });

  it('a signed-in player asking for another currency, or anyone for an unknown one, gets a 400', async () => {
    const { code } = await share();
    const player = await createSignedInPlayer(testApp.app, testApp.database.db, { currency: 'EUR' });
    const other = await player.client.get(`${url}?code=${code}&currency=BRL`);
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe(SHARE_CODE_ERROR_CODES.currencyMismatch);
    expect((await player.client.get(`${url}?code=${code}&currency=EUR`)).statusCode).toBe(200);
    const unknown = await createTestClient(testApp.app).get(`${url}?code=${code}&currency=XXX`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe(SHARE_CODE_ERROR_CODES.currencyMismatch);
  });
});

describe('slips that cannot be shared: a 400 and nothing stored', () => {
  const single = (selections: unknown[], extra: Record<string, unknown> = {}) => ({
    type: 'single',
    stake: { value: 100, currency: 'EUR' },
    selections,
    ...extra,
  });

  it.each([
    ['no bets', { bets: [] }, 'bad_request'],
    ['no body', undefined, 'bad_request'],
    [
      'a selection the catalogue does not have',
      () => ({ bets: [single([{ match_id: fixture.matches.prematch.id, market_id: 1, outcome_id: '9' }])] }),
      SHARE_CODE_ERROR_CODES.unknownSelection,
    ],
    [
      'a market the catalogue does not have',
      () => ({ bets: [single([{ match_id: 2_000_000, market_id: 1, outcome_id: '1' }])] }),
      SHARE_CODE_ERROR_CODES.unknownSelection,
    ],
    [
      'a single with two selections',
      () => ({ bets: [{ ...combo(), type: 'single' }] }),
      SHARE_CODE_ERROR_CODES.invalidBet,
    ],
    [
      'a system without its type',
      () => ({ bets: [{ ...combo(), type: 'system' }] }),
      SHARE_CODE_ERROR_CODES.invalidBet,
    ],
    [
      'a system type that does not fit the selections',
      () => ({ bets: [{ ...combo(), type: 'system', system_id: '2/3' }] }),
      SHARE_CODE_ERROR_CODES.invalidBet,
    ],
    [
      'a combo with a system type',
      () => ({ bets: [{ ...combo(), system_id: '2/3' }] }),
      SHARE_CODE_ERROR_CODES.invalidBet,
    ],
    ['an unknown currency', () => ({ bets: [combo(100, 'XXX')] }), SHARE_CODE_ERROR_CODES.currencyMismatch],
    ['a negative stake', () => ({ bets: [combo(-1)] }), 'bad_request'],
    ['a stake past what any balance holds', () => ({ bets: [combo(LEDGER_LIMIT + 1)] }), 'bad_request'],
    [
      'an id outside int4',
      () => ({ bets: [single([{ match_id: 2 ** 31, market_id: 1, outcome_id: '1' }])] }),
      'bad_request',
    ],
  ])('%s', async (_name, body, code) => {
    const before = await storedRows();
    const payload = typeof body === 'function' ? body() : body;
    const response = await createTestClient(testApp.app).request('POST', url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.any(String), data: expect.any(Object) });
    expect(await storedRows()).toBe(before);
  });
});

describe('rate limits', () => {
  it('making and reading codes are limited per client address, with Retry-After', async () => {
    const app = await testApp.buildApp({
      dependencies: {
        platform: {
          clock: () => now,
          rateLimiters: {
            shareCodeByAddress: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }),
            shareLookupByAddress: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }),
          },
        },
      },
    });
    const client = createTestClient(app, {}, { remoteAddress: '198.51.100.7' });
    const body = { bets: [combo()] };
    const first = await client.post(url, body);
    expect(first.statusCode).toBe(200);
    expect((await client.post(url, body)).statusCode).toBe(200);
    const before = await storedRows();
    const refused = await client.post(url, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().code).toBe('too_many_requests');
    expect(await storedRows()).toBe(before);
    // Another address keeps its own budget.
    const neighbour = createTestClient(app, {}, { remoteAddress: '198.51.100.8' });
    expect((await neighbour.post(url, body)).statusCode).toBe(200);

    const code = first.json().code;
    expect((await client.get(`${url}?code=${code}`)).statusCode).toBe(200);
    expect((await client.get(`${url}?code=${code}`)).statusCode).toBe(429);
  });
});
