import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { ledgerTransactions } from '../../db/schema/wallet';
import { fixtureSelections, insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let client: TestClient;
let playerId: number;

const testApp = useTestApp();

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
  ({ client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, { balance: 10_000 }));
});

const { home } = fixtureSelections(() => fixture);
const single = (overrides: Record<string, unknown> = {}) => ({
  type: 'single',
  stake: { value: 1000, currency: 'EUR' },
  selections: [home()],
  ...overrides,
});

// Each payload is wrong in one way; the answer is a 4xx with the spec's error body, and nothing changes.
const cases: [string, () => unknown, number, string | number][] = [
  ['an empty body', () => ({}), 400, 'bad_request'],
  ['no bets', () => ({ bets: [] }), 400, 'bad_request'],
  ['a bet without a stake', () => ({ bets: [{ type: 'single', selections: [home()] }] }), 400, 'bad_request'],
  ['a bet without selections', () => ({ bets: [single({ selections: undefined })] }), 400, 'bad_request'],
  [
    'a selection without an outcome',
    () => ({ bets: [single({ selections: [{ ...home(), outcome_id: undefined }] })] }),
    400,
    'bad_request',
  ],
  [
    'a selection without odds',
    () => ({ bets: [single({ selections: [{ ...home(), odds: undefined }] })] }),
    400,
    'bad_request',
  ],
  ['an unknown bet type', () => ({ bets: [single({ type: 'lucky' })] }), 400, 'bad_request'],
  [
    'a negative stake',
    () => ({ bets: [single({ stake: { value: -100, currency: 'EUR' } })] }),
    400,
    'bad_request',
  ],
  ['a zero stake', () => ({ bets: [single({ stake: { value: 0, currency: 'EUR' } })] }), 400, 'bad_request'],
  [
    'stakes adding up past what any balance holds',
    () => ({
      bets: [0, 1].map(() => single({ stake: { value: Number.MAX_SAFE_INTEGER - 1, currency: 'EUR' } })),
    }),
    400,
    'bad_request',
  ],
  [
    'a stake with a fraction of a cent',
    () => ({ bets: [single({ stake: { value: 10.5, currency: 'EUR' } })] }),
    400,
    'bad_request',
  ],
  [
    'a stake given as text',
    () => ({ bets: [single({ stake: { value: '1000', currency: 'EUR' } })] }),
    400,
    'bad_request',
  ],
  [
    'an unknown outcome of a real market',
    () => ({ bets: [single({ selections: [{ ...home(), outcome_id: '999' }] })] }),
    400,
    'invalid_bet',
  ],
  [
    'an unknown market',
    () => ({ bets: [single({ selections: [{ ...home(), market_id: 4242 }] })] }),
    400,
    'invalid_bet',
  ],
  [
    'an unknown match',
    () => ({ bets: [single({ selections: [{ ...home(), match_id: 987_654 }] })] }),
    400,
    'invalid_bet',
  ],
  [
    '41 selections',
    () => ({
      bets: [
        single({
          type: 'combo',
          selections: Array.from({ length: 41 }, (_, i) => ({ ...home(), match_id: i + 1 })),
        }),
      ],
    }),
    400,
    'bad_request',
  ],
  [
    'the same selection twice in a combo',
    () => ({ bets: [single({ type: 'combo', selections: [home(), home()] })] }),
    400,
    'invalid_bet',
  ],
  [
    'a stake in another currency',
    () => ({ bets: [single({ stake: { value: 1000, currency: 'USD' } })] }),
    400,
    'currency_mismatch',
  ],
  [
    'a currency code that is no code',
    () => ({ bets: [single({ stake: { value: 1000, currency: 'euro!' } })] }),
    400,
    'bad_request',
  ],
  ['a system bet without a system', () => ({ bets: [single({ type: 'system' })] }), 400, 'invalid_bet'],
  [
    'odds below 1.001',
    () => ({ bets: [single({ selections: [{ ...home(), odds: 1000 }] })] }),
    400,
    'bad_request',
  ],
];

describe('POST /api/sportsbook/v3/bets with a malformed payload', () => {
  it.each(cases)(
    'refuses %s with a 4xx and the error body, changing nothing',
    async (_, body, status, code) => {
      const before = await testApp.database.db.select().from(ledgerTransactions);
      const response = await client.post('/api/sportsbook/v3/bets', body());
      expect(response.statusCode).toBe(status);
      const error = response.json();
      expect(error.code).toBe(code);
      expect(typeof error.message).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
      expect(typeof error.data).toBe('object');
      // The spec's error body: details, or the reason per bet.
      expect(error.data.details !== undefined || Array.isArray(error.data.errors_by_bet)).toBe(true);
      if (code === 'bad_request') {
        expect(error.data.details.length).toBeGreaterThan(0);
        for (const detail of error.data.details) expect(detail.field).toMatch(/^body/);
      }
      if (code === 'invalid_bet') expect(error.data.errors_by_bet[0].localized_message).toMatch(/^error\./);
      expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_000);
      expect(await testApp.database.db.select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
      expect(await testApp.database.db.select().from(ledgerTransactions)).toHaveLength(before.length);
    },
  );

  it('refuses a slip whose stakes add up past what any balance holds in a currency with no maximum stake', async () => {
    // GBP has no maximum stake in the default limits, so nothing before the ledger refused this slip: it answered
    // 500 ("the debits add up beyond the safe-integer range") until the request schema bounded the total.
    const pounds = await createSignedInPlayer(testApp.app, testApp.database.db, {
      currency: 'GBP',
      balance: 10_000,
    });
    const stake = { value: 5_000_000_000_000_000, currency: 'GBP' };
    const response = await pounds.client.post('/api/sportsbook/v3/bets', {
      bets: [single({ stake }), single({ stake })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
    expect(await playerBalance(testApp.database.db, pounds.playerId, 'GBP')).toBe(10_000);
  });

  it('still places the well-formed bet afterwards (the cases above are refused for their fault alone)', async () => {
    const response = await client.post('/api/sportsbook/v3/bets', { bets: [single()] });
    expect(response.statusCode).toBe(200);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);
  });
});
