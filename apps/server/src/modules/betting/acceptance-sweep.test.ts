import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';

const BETS = 40;
const test = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 60_000 } } } });
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(test.database.db);
  // The live match gets an open market for in-play bets.
  await test.database.db
    .update(markets)
    .set({ status: 1 })
    .where(and(eq(markets.matchId, fixture.matches.live.id), eq(markets.marketId, 1)));
});

describe('in-play acceptance sweeps', () => {
  it('decides each due bet once when sweeps are asked for side by side (as every live placement asks)', async () => {
    const { client } = await createSignedInPlayer(test.app, test.database.db, { balance: 100_000 });
    const live = {
      match_id: fixture.matches.live.id,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds: 1400,
    };
    const response = await client.post('/api/sportsbook/v3/bets', {
      bets: Array.from({ length: BETS }, () => ({
        type: 'single',
        stake: { value: 100, currency: 'EUR' },
        selections: [live],
      })),
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { betId: string; status: string }[]).map((bet) => Number(bet.betId));
    expect(ids).toHaveLength(BETS);

    // Each decision is a transaction of its own. Sweeps running side by side each read the same due bets and
    // opened one per bet (ten sweeps: up to 400 transactions, nearly all finding the bet decided already).
    const transactions = vi.spyOn(test.database.db, 'transaction');
    const later = new Date(Date.now() + 120_000);
    const decided = await Promise.all(
      Array.from({ length: 10 }, () => test.app.betting.acceptDueBets(later)),
    );
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();

    const rows = await test.database.db
      .select({ status: bets.status })
      .from(bets)
      .where(inArray(bets.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(BETS).fill('waiting_results'));
    expect(opened).toBe(BETS);
    expect(Math.max(...decided)).toBe(BETS);
  });
});
