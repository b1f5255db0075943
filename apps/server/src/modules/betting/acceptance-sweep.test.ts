import { and, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { markets } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { defaultBettingConfig } from './config';
import { createBettingService } from './service';

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

/** A new player's slip of 40 live singles, all submitted for the in-play delay; answers their ids. */
async function placeLiveBets(): Promise<number[]> {
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
  const ids = (response.json() as { betId: string }[]).map((bet) => Number(bet.betId));
  expect(ids).toHaveLength(BETS);
  return ids;
}

const statuses = async (ids: number[]) =>
  (await test.database.db.select({ status: bets.status }).from(bets).where(inArray(bets.id, ids))).map(
    (row) => row.status,
  );

describe('in-play acceptance sweeps', () => {
  it('decides each due bet once when sweeps are asked for side by side (as every live placement asks)', async () => {
    const ids = await placeLiveBets();
    // Each decision is a transaction of its own. Sweeps running side by side each read the same due bets and
    // opened one per bet (ten sweeps: up to 400 transactions, nearly all finding the bet decided already).
    const transactions = vi.spyOn(test.database.db, 'transaction');
    const later = new Date(Date.now() + 120_000);
    const decided = await Promise.all(
      Array.from({ length: 10 }, () => test.app.betting.acceptDueBets(later)),
    );
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();

    expect(await statuses(ids)).toEqual(Array(BETS).fill('waiting_results'));
    expect(opened).toBe(BETS);
    expect(Math.max(...decided)).toBe(BETS);
  });

  it('stops sweeping when closed, after the decision under way, and starts no other', async () => {
    const ids = await placeLiveBets();
    const service = createBettingService({
      db: test.database.db,
      config: { ...defaultBettingConfig, inPlayDelayMs: { default: 60_000 } },
      publish: () => undefined,
      logger: pino({ level: 'silent' }),
    });
    const transactions = vi.spyOn(test.database.db, 'transaction');
    const later = new Date(Date.now() + 120_000);
    const sweeping = service.acceptDueBets(later);
    await vi.waitFor(() => expect(transactions).toHaveBeenCalled());
    await service.close();
    const openedByClose = transactions.mock.calls.length;

    // Before, the sweep went on deciding on a database the app was closing next ("PGlite is closed").
    expect(await sweeping).toBeLessThan(BETS);
    expect(await service.acceptDueBets(later)).toBe(0);
    expect(transactions.mock.calls.length).toBe(openedByClose);
    transactions.mockRestore();
    expect((await statuses(ids)).filter((status) => status === 'submitted').length).toBeGreaterThan(0);
  });
});
