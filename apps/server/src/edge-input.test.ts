import { errorBodySchema } from '@sportsbook/contracts/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulatedFeed } from './modules/feed/source';
import { findPlayerByEmail } from './modules/player-records/repository';
import { createSignedInPlayer, createTestClient } from './modules/players/testing';
import { insertCatalogueFixture } from './testing/catalogue-fixture';
import { useTestApp } from './testing/test-app';

/**
 * The edge rules (docs/decisions/005): a string PostgreSQL cannot store (NUL, a lone surrogate) anywhere in a
 * request, or an id outside int4 anywhere the API takes one, is a 400 with the spec's error body naming the field,
 * and changes nothing. Each row is a request shape that answered 500 (or was stored) before these rules.
 */
const testApp = useTestApp({
  // A simulator feed registers the development control routes; nothing here starts it.
  dependencies: { feed: simulatedFeed({ seed: 'edge-input', speed: 60, outages: false }) },
});

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let player: Awaited<ReturnType<typeof createSignedInPlayer>>;
let limitId: number;
let betId: number;
let tableNames: string[];

// Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result unknown.
const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
  ((await testApp.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Rows per table, every table of the schema: a refused request must leave every count as it was. */
async function tableCounts(): Promise<Record<string, number>> {
  const union = tableNames.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`);
  const rows = await rowsOf(sql.raw(union.join(' UNION ALL ')));
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

beforeAll(async () => {
  const { db } = testApp.database;
  fixture = await insertCatalogueFixture(db);
  player = await createSignedInPlayer(testApp.app, db, { balance: 100_000 });
  // Rows of every kind a request here could wrongly add to, change or remove.
  const placed = await player.client.post('/api/sportsbook/v3/bets', {
    bets: [{ type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [selection()] }],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  betId = Number(placed.json()[0].betId);
  const limit = await player.client.post('/api/platform/player/limits', {
    type: 'deposit',
    period: 'day',
    amount: 50_000,
  });
  expect(limit.statusCode, limit.body).toBe(201);
  limitId = limit.json().id;
  const starred = await player.client.post(
    `/api/sportsbook/favourites/matches/${fixture.matches.prematch.id}`,
  );
  expect(starred.statusCode, starred.body).toBe(200);
  const tables = await rowsOf(
    sql.raw(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    ),
  );
  tableNames = tables.map((row) => String(row.table_name)).sort();
  expect(tableNames).toEqual(expect.arrayContaining(['bets', 'players', 'sessions', 'ledger_entries']));
});

const selection = (overrides: Record<string, unknown> = {}) => ({
  match_id: fixture.matches.prematch.id,
  market_id: 1,
  specifier: '',
  outcome_id: '1',
  odds: 1850,
  ...overrides,
});
const singleBet = (selectionOverrides: Record<string, unknown> = {}, bet: Record<string, unknown> = {}) => ({
  type: 'single',
  stake: { value: 100, currency: 'EUR' },
  selections: [selection(selectionOverrides)],
  ...bet,
});
const placement = (selectionOverrides: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) => ({
  meta,
  bets: [singleBet(selectionOverrides)],
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  name: string;
  method: Method;
  /** Built when the row runs: the fixture's and the player's ids exist only then. */
  url: () => string;
  body?: () => unknown;
  headers?: Record<string, string>;
  /** The field the answer must name (`data.details[].field`), with `message`. */
  field: string;
  message: string;
}

/** Sends the row as the signed-in player and checks the 400, its error body and that nothing changed. */
async function expectRefused(row: Row) {
  const before = await tableCounts();
  const response = await player.client.request(row.method, row.url(), row.body?.(), row.headers);
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('bad_request');
  expect(body.data.details).toContainEqual({ field: row.field, message: row.message });
  expect(body.message).toContain(`${row.field}: ${row.message}`);
  expect(await tableCounts()).toEqual(before);
}

const NUL = 'must not contain the NUL character (U+0000)';
const SURROGATE = 'must not contain an unpaired surrogate (U+D800 to U+DFFF)';
const HOSTILE = [
  { what: 'NUL', text: 'x\u0000', message: NUL },
  { what: 'lone surrogate', text: 'x\ud800', message: SURROGATE },
];

/** A JSON body string (and so a jsonb or text column) with each hostile text. */
const bodyRows = (
  name: string,
  method: Method,
  url: () => string,
  field: string,
  body: (text: string) => unknown,
) =>
  HOSTILE.map(
    ({ what, text, message }): Row => ({
      name: `${name}: ${what}`,
      method,
      url,
      body: () => body(text),
      field,
      message,
    }),
  );

/** A header the server stores, with each hostile text. */
const headerRows = (name: string, method: Method, url: () => string, header: string, body: () => unknown) =>
  HOSTILE.map(
    ({ what, text, message }): Row => ({
      name: `${name}: ${what}`,
      method,
      url,
      body,
      headers: { [header]: `abcdefgh-${text}` },
      field: `headers.${header}`,
      message,
    }),
  );

/**
 * A URL carries NUL as `%00`. It cannot carry a lone surrogate: Fastify keeps an invalid escape in a query as
 * it is and refuses one in a path (the path row below).
 */
const urlRow = (
  name: string,
  method: Method,
  url: () => string,
  field: string,
  body?: () => unknown,
): Row => ({
  name: `${name}: NUL`,
  method,
  url,
  ...(body ? { body } : {}),
  field,
  message: NUL,
});

const at = (url: string) => () => url;
const prematchId = () => fixture.matches.prematch.id;
const signIn = () => ({ email: player.email, password: player.password });
const signUp = (extra: Record<string, unknown> = {}) => ({
  email: `edge-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret-pass-9',
  currency: 'EUR',
  country: 'DE',
  ...extra,
});

const textRows: Row[] = [
  // catalogue
  urlRow('catalogue search query', 'GET', at('/api/sportsbook/search?q=arsenal%00'), 'querystring.q'),
  urlRow(
    'catalogue list query',
    'GET',
    at('/api/sportsbook/matches?sport_key=football%00'),
    'querystring.sport_key',
  ),
  urlRow('catalogue path segment', 'GET', at('/api/sportsbook/resolve/football/arsenal%00'), 'params.slug'),
  ...bodyRows('catalogue counters body', 'POST', at('/api/sportsbook/counters'), 'body.sport.0', (text) => ({
    sport: [text],
  })),
  // favourites, bonuses
  urlRow('favourites path segment', 'POST', at('/api/sportsbook/favourites/matches%00/1'), 'params.type'),
  urlRow(
    'favourites query',
    'GET',
    at('/api/sportsbook/favourites/matches?matchStatus=%00'),
    'querystring.matchStatus',
  ),
  urlRow('bonuses query', 'GET', at('/api/sportsbook/bonuses/freebets?status=%00'), 'querystring.status'),
  // betting, cash-out
  ...bodyRows(
    'placement specifier',
    'POST',
    at('/api/sportsbook/v3/bets'),
    'body.bets.0.selections.0.specifier',
    (text) => placement({ specifier: text }),
  ),
  ...bodyRows(
    'placement outcome id',
    'POST',
    at('/api/sportsbook/v3/bets'),
    'body.bets.0.selections.0.outcome_id',
    (text) => placement({ outcome_id: text }),
  ),
  ...bodyRows('placement device id', 'POST', at('/api/sportsbook/v3/bets'), 'body.meta.device_id', (text) =>
    placement({}, { device_id: text }),
  ),
  ...bodyRows(
    'placement idempotency key',
    'POST',
    at('/api/sportsbook/v3/bets'),
    'body.meta.idempotency_key',
    (text) => placement({}, { idempotency_key: `abcdefgh-${text}` }),
  ),
  ...headerRows(
    'placement Idempotency-Key header',
    'POST',
    at('/api/sportsbook/v3/bets'),
    'idempotency-key',
    () => placement(),
  ),
  ...bodyRows(
    'bet builder quote specifier',
    'POST',
    at('/api/sportsbook/bets/custom/odds'),
    'body.selections.1.specifier',
    (text) => ({
      selections: [selection(), selection({ market_id: 18, outcome_id: '12', specifier: text })],
    }),
  ),
  ...bodyRows(
    'max stake outcome id',
    'POST',
    at('/api/sportsbook/bets/max-stake'),
    'body.bet.selections.0.outcome_id',
    (text) => ({
      bet: singleBet({ outcome_id: text }),
    }),
  ),
  urlRow('bets history query', 'GET', at('/api/sportsbook/v3/bets?status=%00'), 'querystring.status'),
  ...bodyRows('cash-out bet id', 'POST', at('/api/sportsbook/bets/cashout'), 'body.bet_id', (text) => ({
    bet_id: `1${text}`,
    to_cashout: 10,
  })),
  // real time
  ...bodyRows(
    'channel authorization',
    'POST',
    at('/api/sportsbook/websocket/authorize'),
    'body.channels.0',
    (text) => ({
      channels: [`private:${text}`],
    }),
  ),
  // players: sign-up, sign-in (a session stores the user agent and address), profile, phone
  ...bodyRows(
    'sign-up marketing tag',
    'POST',
    at('/api/platform/users/sign_up'),
    'body.marketing_tags.btag',
    (text) => signUp({ marketing_tags: { btag: text } }),
  ),
  ...bodyRows('sign-up e-mail', 'POST', at('/api/platform/users/sign_up'), 'body.email', (text) =>
    signUp({ email: `a${text}@example.com` }),
  ),
  ...headerRows('sign-in User-Agent header', 'POST', at('/api/platform/users/sign_in'), 'user-agent', signIn),
  ...headerRows(
    'sign-in X-Forwarded-For header',
    'POST',
    at('/api/platform/users/sign_in'),
    'x-forwarded-for',
    signIn,
  ),
  ...bodyRows('sign-in password', 'POST', at('/api/platform/users/sign_in'), 'body.password', (text) => ({
    email: player.email,
    password: text,
  })),
  ...bodyRows(
    'confirmation token',
    'POST',
    at('/api/platform/users/confirmation'),
    'body.confirmation_token',
    (text) => ({
      confirmation_token: `abcdefghijklmnopq${text}`,
    }),
  ),
  urlRow('affiliate tag query', 'GET', at('/api/platform/player?stag=partner%00'), 'querystring.stag'),
  ...bodyRows('profile first name', 'PUT', at('/api/platform/player/profile'), 'body.first_name', (text) => ({
    first_name: text,
  })),
  ...bodyRows('profile nickname', 'PUT', at('/api/platform/player/profile'), 'body.nickname', (text) => ({
    nickname: `nick${text}`,
  })),
  ...bodyRows(
    'phone number',
    'POST',
    at('/api/platform/player/phone-verification/send'),
    'body.phone',
    (text) => ({
      phone: `+4915112345678${text}`,
    }),
  ),
  // wallet, payments, limits
  urlRow(
    'ledger history query',
    'GET',
    at('/api/platform/wallet/transactions?currency=EUR%00'),
    'querystring.currency',
  ),
  ...bodyRows('currency switch', 'PUT', at('/api/platform/player/currency'), 'body.currency', (text) => ({
    currency: `EU${text}`,
  })),
  ...bodyRows(
    'deposit idempotency key',
    'POST',
    at('/api/platform/payments/deposits'),
    'body.idempotency_key',
    (text) => ({
      amount: 1000,
      currency: 'EUR',
      method: 'card',
      idempotency_key: `abcdefgh-${text}`,
    }),
  ),
  ...bodyRows('limit currency', 'POST', at('/api/platform/player/limits'), 'body.currency', (text) => ({
    type: 'deposit',
    period: 'day',
    amount: 1000,
    currency: `EUR${text}`,
  })),
  // development tools: mailbox, feed control
  urlRow('mailbox query', 'GET', at('/api/platform/dev/mailbox?to=player%00'), 'querystring.to'),
  ...bodyRows(
    'feed control specifier',
    'POST',
    () => `/api/dev/feed/matches/${prematchId()}/suspend`,
    'body.specifier',
    (text) => ({
      market_id: 1,
      specifier: text,
    }),
  ),
  ...bodyRows(
    'feed control reason',
    'POST',
    () => `/api/dev/feed/matches/${prematchId()}/cancel`,
    'body.reason',
    (text) => ({
      reason: text,
    }),
  ),
];

describe('strings PostgreSQL cannot store', () => {
  it.each(textRows)('$name: 400 naming the field, nothing changed', expectRefused);

  it('a path segment that is not UTF-8 (an encoded lone surrogate): 400 with the error body', async () => {
    const response = await player.client.get('/api/sportsbook/resolve/football/arsenal%ED%A0%80');
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('bad_request');
    expect(body.message).toContain('is not a valid url component');
  });

  it('sign-up records the affiliate cookie whole when this server could have set it, else leaves it out', async () => {
    // Tags are measured in characters (code points): 151 of them, 301 UTF-16 units, cut at 200 units before.
    const emoji = `a${'😀'.repeat(150)}`;
    for (const [cookie, stag] of [
      [encodeURIComponent(emoji), emoji],
      ['partner%00', undefined],
      ['a'.repeat(201), undefined],
    ] as const) {
      const client = createTestClient(testApp.app);
      client.cookies.set('sb_stag', cookie);
      const email = `stag-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await client.post(
        '/api/platform/users/sign_up',
        signUp({ email, marketing_tags: { btag: 'b-1' } }),
      );
      expect(response.statusCode, `${cookie}: ${response.body}`).toBe(200);
      const stored = await findPlayerByEmail(testApp.database.db, email);
      expect(stored?.marketingTags, cookie).toEqual(stag ? { stag, btag: 'b-1' } : { btag: 'b-1' });
    }
  });
});

const ID_MESSAGE = 'must be an id: a whole number from 1 to 2147483647';
/** One past int4, the largest safe integer, below 1, and a number past every integer column. */
const BAD_IDS = [
  { json: 2_147_483_648, text: '2147483648' },
  { json: 9_007_199_254_740_991, text: '9007199254740991' },
  { json: -1, text: '-1' },
  { json: 1e100, text: '1e100' },
];
type BadId = (typeof BAD_IDS)[number];

interface IdRoute {
  name: string;
  method: Method;
  url: (id: BadId) => string;
  body?: (id: BadId) => unknown;
  field: string;
}

const idRoutes: IdRoute[] = [
  // catalogue
  {
    name: 'category',
    method: 'GET',
    url: (id) => `/api/sportsbook/categories/${id.text}`,
    field: 'params.id',
  },
  {
    name: 'tournament',
    method: 'GET',
    url: (id) => `/api/sportsbook/tournaments/${id.text}`,
    field: 'params.id',
  },
  { name: 'match', method: 'GET', url: (id) => `/api/sportsbook/matches/${id.text}`, field: 'params.id' },
  {
    name: 'match markets',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches/${id.text}/markets`,
    field: 'params.id',
  },
  {
    name: 'match streams',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches/${id.text}/streams`,
    field: 'params.id',
  },
  {
    name: 'matches by id',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches?id=1,${id.text}`,
    field: 'querystring.id.1',
  },
  {
    name: 'matches by category',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches?category_id=${id.text}`,
    field: 'querystring.category_id.0',
  },
  {
    name: 'matches by tournament',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches?tournament_id=${id.text}`,
    field: 'querystring.tournament_id.0',
  },
  {
    name: 'tournaments by category',
    method: 'GET',
    url: (id) => `/api/sportsbook/tournaments?category_id=${id.text}`,
    field: 'querystring.category_id.0',
  },
  {
    name: 'markets by id',
    method: 'GET',
    url: (id) => `/api/sportsbook/matches/${prematchId()}/markets?market_id=${id.text}`,
    field: 'querystring.market_id.0',
  },
  {
    name: 'counters by category',
    method: 'POST',
    url: () => '/api/sportsbook/counters',
    body: (id) => ({ category: [id.json] }),
    field: 'body.category.0',
  },
  {
    name: 'counters by tournament',
    method: 'POST',
    url: () => '/api/sportsbook/counters',
    body: (id) => ({ tournament: [id.json] }),
    field: 'body.tournament.0',
  },
  // favourites
  {
    name: 'star a match',
    method: 'POST',
    url: (id) => `/api/sportsbook/favourites/matches/${id.text}`,
    field: 'params.id',
  },
  {
    name: 'unstar a match',
    method: 'DELETE',
    url: (id) => `/api/sportsbook/favourites/matches/${id.text}`,
    field: 'params.id',
  },
  {
    name: 'star a tournament',
    method: 'POST',
    url: (id) => `/api/sportsbook/favourites/tournaments/${id.text}`,
    field: 'params.id',
  },
  // betting, cash-out
  {
    name: 'placement match id',
    method: 'POST',
    url: () => '/api/sportsbook/v3/bets',
    body: (id) => placement({ match_id: id.json }),
    field: 'body.bets.0.selections.0.match_id',
  },
  {
    name: 'placement market id',
    method: 'POST',
    url: () => '/api/sportsbook/v3/bets',
    body: (id) => placement({ market_id: id.json }),
    field: 'body.bets.0.selections.0.market_id',
  },
  {
    name: 'placement freebet id',
    method: 'POST',
    url: () => '/api/sportsbook/v3/bets',
    body: (id) => ({ bets: [singleBet({}, { bonus: { id: id.text, type: 'freebet' } })] }),
    field: 'body.bets.0.bonus.id',
  },
  {
    name: 'max stake match id',
    method: 'POST',
    url: () => '/api/sportsbook/bets/max-stake',
    body: (id) => ({ bet: singleBet({ match_id: id.json }) }),
    field: 'body.bet.selections.0.match_id',
  },
  {
    name: 'bet builder quote match id',
    method: 'POST',
    url: () => '/api/sportsbook/bets/custom/odds',
    body: (id) => ({
      selections: [
        selection({ match_id: id.json }),
        selection({ match_id: id.json, market_id: 18, outcome_id: '12', specifier: 'total=2.5' }),
      ],
    }),
    field: 'body.selections.0.match_id',
  },
  {
    name: 'bet builder markets',
    method: 'GET',
    url: (id) => `/api/sportsbook/bets/custom/markets/${id.text}`,
    field: 'params.matchId',
  },
  {
    name: 'cash-out bet id',
    method: 'POST',
    url: () => '/api/sportsbook/bets/cashout',
    body: (id) => ({ bet_id: id.json, to_cashout: 10 }),
    field: 'body.bet_id',
  },
  {
    name: 'cash-out bet id as text',
    method: 'POST',
    url: () => '/api/sportsbook/bets/cashout',
    body: (id) => ({ bet_id: id.text, to_cashout: 10 }),
    field: 'body.bet_id',
  },
  // limits, payments
  {
    name: 'limit change',
    method: 'PUT',
    url: (id) => `/api/platform/player/limits/${id.text}`,
    body: () => ({ value: 100 }),
    field: 'params.id',
  },
  {
    name: 'limit confirmation',
    method: 'POST',
    url: (id) => `/api/platform/player/limits/${id.text}/confirm`,
    field: 'params.id',
  },
  {
    name: 'limit removal',
    method: 'DELETE',
    url: (id) => `/api/platform/player/limits/${id.text}`,
    field: 'params.id',
  },
  {
    name: 'payment status',
    method: 'GET',
    url: (id) => `/api/platform/payments/${id.text}`,
    field: 'params.id',
  },
  // development feed control
  {
    name: 'feed control match',
    method: 'POST',
    url: (id) => `/api/dev/feed/matches/${id.text}/suspend`,
    body: () => ({ market_id: 1 }),
    field: 'params.id',
  },
  {
    name: 'feed control market',
    method: 'POST',
    url: () => `/api/dev/feed/matches/${prematchId()}/suspend`,
    body: (id) => ({ market_id: id.json }),
    field: 'body.market_id',
  },
];

const idRows: Row[] = idRoutes.flatMap((route) =>
  BAD_IDS.map((id) => ({
    name: `${route.name} ${id.text}`,
    method: route.method,
    url: () => route.url(id),
    ...(route.body ? { body: () => route.body?.(id) } : {}),
    field: route.field,
    message: ID_MESSAGE,
  })),
);

describe('ids outside int4', () => {
  it.each(idRows)('$name: 400 naming the field, nothing changed', expectRefused);

  it('the same routes still take the ids that exist', async () => {
    const { client } = player;
    expect((await client.get(`/api/sportsbook/matches/${prematchId()}`)).statusCode).toBe(200);
    expect((await client.get(`/api/sportsbook/matches?id=${prematchId()}`)).json().data).toHaveLength(1);
    expect((await client.get(`/api/sportsbook/bets/custom/markets/${prematchId()}`)).statusCode).toBe(200);
    expect((await client.put(`/api/platform/player/limits/${limitId}`, { value: 40_000 })).statusCode).toBe(
      200,
    );
    const cashout = await client.post('/api/sportsbook/bets/cashout', {
      bet_id: String(betId),
      to_cashout: 1,
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    expect(cashout.json().bet_id).toBe(String(betId));
  });
});
