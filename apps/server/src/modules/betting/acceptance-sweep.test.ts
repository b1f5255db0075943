import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { insertCatalogueFixture, openLiveResultMarket, setResultOdds } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { defaultBettingConfig } from './config';
import { createBettingService } from './service';

const BETS = 40;
const test = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 60_000 } } } });
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(test.database.db);
  await openLiveResultMarket(test.database.db, fixture);
});

/**
 * A new player's slip of 40 live singles on the live match's 1X2 outcome `outcome` (`odds` its price), all
 * submitted for the in-play delay; answers their ids and the player's.
 */
async function placeLiveBets(outcome = '1', odds = 1400): Promise<number[]> {
  return (await placeLiveBetsOf(outcome, odds)).ids;
}

async function placeLiveBetsOf(outcome: string, odds: number) {
  const { client, playerId } = await createSignedInPlayer(test.app, test.database.db, { balance: 100_000 });
  const live = {
    match_id: fixture.matches.live.id,
    market_id: 1,
    specifier: '',
    outcome_id: outcome,
    odds,
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
  return { ids, playerId };
}

const statuses = async (ids: number[]) =>
  (await test.database.db.select({ status: bets.status }).from(bets).where(inArray(bets.id, ids))).map(
    (row) => row.status,
  );

describe('in-play acceptance sweeps', () => {
  it('decides each due bet once, in one transaction, when sweeps are asked for side by side (as every live placement asks)', async () => {
    const ids = await placeLiveBets();
    // Sweeps running side by side each read the same due bets and opened a transaction per bet (ten sweeps: up
    // to 400). One sweep at a time then still opened one per bet, and on PostgreSQL live placement submitted bets
    // faster than that decided them: the backlog, and every placement timer waiting on it, grew for the whole
    // soak (bench/RESULTS.md, "PostgreSQL soak"). Now a batch of due bets is one transaction.
    const transactions = vi.spyOn(test.database.db, 'transaction');
    const later = new Date(Date.now() + 120_000);
    const decided = await Promise.all(
      Array.from({ length: 10 }, () => test.app.betting.acceptDueBets(later)),
    );
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();

    expect(await statuses(ids)).toEqual(Array(BETS).fill('waiting_results'));
    expect(opened).toBe(1);
    expect(Math.max(...decided)).toBe(BETS);
  });

  it('accepts and rejects the bets of one batch together, refunding only the rejected', async () => {
    const kept = await placeLiveBetsOf('1', 1400);
    const moved = await placeLiveBetsOf('2', 4500);
    // The draw's price falls below what the second player took (acceptance mode `none`): those bets are refused.
    await setResultOdds(test.database.db, fixture.matches.live.id, [1400, 4000, 7000]);
    const transactions = vi.spyOn(test.database.db, 'transaction');
    const decided = await test.app.betting.acceptDueBets(new Date(Date.now() + 120_000));
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();

    expect(decided).toBe(2 * BETS);
    expect(opened).toBe(1);
    expect(await statuses(kept.ids)).toEqual(Array(BETS).fill('waiting_results'));
    expect(await statuses(moved.ids)).toEqual(Array(BETS).fill('rejected'));
    expect(await playerBalance(test.database.db, kept.playerId, 'EUR')).toBe(100_000 - BETS * 100);
    expect(await playerBalance(test.database.db, moved.playerId, 'EUR')).toBe(100_000);
    expect(await auditLedger(test.database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('decides the bets of a batch that failed (a deadlock) again one by one', async () => {
    const ids = await placeLiveBets();
    const db = test.database.db;
    const begin = db.transaction.bind(db);
    let failedOnce = false;
    const transactions = vi.spyOn(db, 'transaction').mockImplementation((work, config) => {
      if (failedOnce) return begin(work, config);
      failedOnce = true;
      return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    });
    const decided = await test.app.betting.acceptDueBets(new Date(Date.now() + 120_000));
    const opened = transactions.mock.calls.length;
    transactions.mockRestore();

    expect(decided).toBe(BETS);
    expect(opened).toBe(1 + BETS);
    expect(await statuses(ids)).toEqual(Array(BETS).fill('waiting_results'));
  });

  it('stops sweeping when closed, after the batch under way, and starts no other', async () => {
    const ids = await placeLiveBets();
    const service = createBettingService({
      db: test.database.db,
      config: { ...defaultBettingConfig, inPlayDelayMs: { default: 60_000 } },
      // Four batches for the 40 bets: closing during the first leaves the others submitted.
      acceptanceBatch: 10,
      publish: () => undefined,
      logger: pino({ level: 'silent' }),
    });
    // The app closes as the first batch's transaction begins (a batch on PostgreSQL can end before a poll sees it).
    const db = test.database.db;
    const begin = db.transaction.bind(db);
    let closing: Promise<void> | undefined;
    const transactions = vi.spyOn(db, 'transaction').mockImplementation((work, config) => {
      closing ??= service.close();
      return begin(work, config);
    });
    const later = new Date(Date.now() + 120_000);
    const sweeping = service.acceptDueBets(later);
    await vi.waitFor(() => expect(closing).toBeDefined());
    await closing;
    const openedByClose = transactions.mock.calls.length;

    // Before, the sweep went on deciding on a database the app was closing next ("PGlite is closed").
    expect(await sweeping).toBe(10);
    expect(await service.acceptDueBets(later)).toBe(0);
    expect(transactions.mock.calls.length).toBe(openedByClose);
    transactions.mockRestore();
    expect((await statuses(ids)).filter((status) => status === 'submitted').length).toBeGreaterThan(0);
  });
});
