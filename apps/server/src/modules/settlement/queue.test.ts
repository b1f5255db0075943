import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { settlementJobs } from '../../db/schema/settlement';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestDatabase } from '../../testing/test-app';
import { postLedgerTransaction } from '../wallet/ledger';
import { playerBalance } from '../wallet/ledger-accounts';
import { ledgerFixtures } from '../wallet/ledger-testing';
import { claimJobs, completeJobs, countJobs, failJobs } from './jobs';
import { insertOpenBet, removeResults, storeResult, type TestLeg } from './testing';
import { createSettlementWorker, defaultSettlementConfig } from './worker';

// The file's tests build their own apps on this database, one at a time, to start and stop workers.
const testDb = useTestDatabase();
let matchId: number;
let markets = 0;

beforeAll(async () => {
  matchId = (await insertCatalogueFixture(testDb.database.db)).matches.prematch.id;
});

const { newPlayer, fund } = ledgerFixtures(() => testDb.database.db);
const newLeg = (odds = 2000): TestLeg => ({
  matchId,
  marketId: 2_000 + ++markets,
  specifier: '',
  outcomeId: '1',
  odds,
});
/** A new player holding `balance`. */
async function fundedPlayer(balance: number): Promise<number> {
  const playerId = await newPlayer();
  await fund(playerId, balance);
  return playerId;
}
/** A new player funded with `balance` holding an open single of `stake` on a new market at `odds`. */
async function openSingle(balance: number, stake: number, odds?: number) {
  const playerId = await fundedPlayer(balance);
  const leg = newLeg(odds);
  const betId = await insertOpenBet(testDb.database.db, { playerId, type: 'single', stake, legs: [leg] });
  return { playerId, leg, betId };
}
const jobsOf = (leg: TestLeg) =>
  testDb.database.db.select().from(settlementJobs).where(sql`${settlementJobs.marketId} = ${leg.marketId}`);
const clearQueue = () => testDb.database.db.execute(sql`DELETE FROM settlement_jobs`);

describe('the settlement job queue', () => {
  it('gets one job per market from the results trigger; a new change bumps its version', async () => {
    await clearQueue();
    const leg = newLeg();
    await storeResult(testDb.database.db, leg, 'won');
    await storeResult(testDb.database.db, { ...leg, outcomeId: '2' }, 'lost');
    const [first, ...others] = await jobsOf(leg);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ matchId, marketId: leg.marketId, specifier: '', version: 2 });
    await removeResults(testDb.database.db, leg);
    expect((await jobsOf(leg))[0]?.version).toBe(3);
    await clearQueue();
  });

  it('claims a job once until its lease runs out, as when a worker dies', async () => {
    await clearQueue();
    const leg = newLeg();
    await storeResult(testDb.database.db, leg, 'won');
    const claimed = await claimJobs(testDb.database.db, 10, 300);
    expect(claimed.map((job) => job.marketId)).toEqual([leg.marketId]);
    expect(await claimJobs(testDb.database.db, 10, 300)).toEqual([]);
    // Once the dead worker's lease runs out, the job can be claimed again.
    let again: Awaited<ReturnType<typeof claimJobs>> = [];
    await vi.waitFor(
      async () => {
        again = await claimJobs(testDb.database.db, 10, 60_000);
        expect(again).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(again).toMatchObject([{ id: claimed[0]?.id, attempts: 2 }]);
    await completeJobs(testDb.database.db, again);
    expect(await countJobs(testDb.database.db)).toBe(0);
  });

  it('keeps a running job leased by a heartbeat, however long the run, and lets a dead worker go within the lease', async () => {
    await clearQueue();
    expect(defaultSettlementConfig.leaseMs).toBeLessThanOrEqual(10_000);
    const { leg } = await openSingle(1_000, 100);
    await storeResult(testDb.database.db, leg, 'won');
    // The run is held in its publishing step, after the chunk's commit, for as long as the test wants.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let publishing = false;
    const worker = createSettlementWorker({
      db: testDb.database.db,
      logger: pino({ level: 'silent' }),
      config: { leaseMs: 300 },
      publish: async () => {
        publishing = true;
        await held;
      },
    });
    const run = worker.drain();
    await vi.waitFor(() => expect(publishing).toBe(true), { timeout: 10_000 });
    const [claimed] = await jobsOf(leg);
    const firstLease = claimed?.lockedUntil?.getTime() ?? 0;
    // Well past the first lease, the heartbeat has renewed it and no other worker can claim the job.
    await vi.waitFor(
      async () => {
        const [job] = await jobsOf(leg);
        expect(job?.lockedUntil?.getTime()).toBeGreaterThan(firstLease + 600);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await claimJobs(testDb.database.db, 10, 300)).toEqual([]);
    release();
    expect((await run).jobs).toBe(1);
    expect(await countJobs(testDb.database.db)).toBe(0);
  });

  it('runs a job again when its market changed while it ran, and keeps a failed one with a back-off', async () => {
    await clearQueue();
    const leg = newLeg();
    await storeResult(testDb.database.db, leg, 'won');
    const claimed = await claimJobs(testDb.database.db, 10, 60_000);
    await storeResult(testDb.database.db, leg, 'lost');
    await completeJobs(testDb.database.db, claimed);
    const [rerun] = await claimJobs(testDb.database.db, 10, 60_000);
    expect(rerun).toMatchObject({ id: claimed[0]?.id, version: 2 });
    if (!rerun) throw new Error('no job to run again');
    await failJobs(testDb.database.db, [rerun], 'database went away');
    const [failed] = await jobsOf(leg);
    expect(failed).toMatchObject({ lastError: 'database went away', lockedUntil: null });
    expect(failed?.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await claimJobs(testDb.database.db, 10, 60_000)).toEqual([]);
    await clearQueue();
  });

  it('settles what was enqueued while no worker ran, once a node starts', async () => {
    await clearQueue();
    const { playerId, leg, betId } = await openSingle(10_000, 1000, 2500);
    // The result is committed with its job while no node runs: nothing is lost.
    await storeResult(testDb.database.db, leg, 'won');
    expect(await countJobs(testDb.database.db)).toBe(1);
    const app: FastifyInstance = await testDb.buildApp();
    try {
      await app.ready();
      await app.settlement.drain();
      const [bet] = await testDb.database.db.select().from(bets).where(eq(bets.id, betId));
      expect(bet).toMatchObject({ status: 'done', result: 'win', payout: 2500 });
      expect(await playerBalance(testDb.database.db, playerId, 'EUR')).toBe(9000 + 2500);
      expect(await countJobs(testDb.database.db)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('works again after a stop and a start, and a drain while stopped does nothing', async () => {
    await clearQueue();
    const app: FastifyInstance = await testDb.buildApp();
    try {
      await app.ready();
      const { leg, betId } = await openSingle(5_000, 500, 3000);
      await app.settlement.stop();
      await storeResult(testDb.database.db, leg, 'won');
      expect(await app.settlement.drain()).toEqual({ jobs: 0, bets: 0 });
      expect(await countJobs(testDb.database.db)).toBe(1);
      app.settlement.start();
      await app.settlement.drain();
      const [bet] = await testDb.database.db.select().from(bets).where(eq(bets.id, betId));
      expect(bet).toMatchObject({ status: 'done', payout: 1500 });
      expect(await countJobs(testDb.database.db)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('settles the other bets of a market when one cannot be settled, and keeps the job for that one', async () => {
    await clearQueue();
    const app: FastifyInstance = await testDb.buildApp({ dependencies: { settlement: { chunkSize: 10 } } });
    try {
      await app.ready();
      const playerId = await fundedPlayer(10_000);
      const leg = newLeg(2000);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(
          await insertOpenBet(testDb.database.db, { playerId, type: 'single', stake: 100, legs: [leg] }),
        );
      }
      // A broken state for one bet: its first settlement reference is already taken.
      const poisoned = ids[2] ?? 0;
      await postLedgerTransaction(testDb.database.db, {
        kind: 'adjustment',
        currency: 'EUR',
        reference: `settle:${poisoned}:1`,
        entries: [
          { account: { house: 'operator' }, amount: -1 },
          { account: { house: 'bonus' }, amount: 1 },
        ],
      });
      await storeResult(testDb.database.db, leg, 'won');
      await app.settlement.drain();
      const rows = await testDb.database.db.select().from(bets).where(inArray(bets.id, ids));
      expect(
        rows
          .filter((r) => r.status === 'done')
          .map((r) => r.id)
          .sort(),
      ).toEqual(ids.filter((id) => id !== poisoned).sort());
      expect(rows.find((r) => r.id === poisoned)?.status).toBe('waiting_results');
      expect(await playerBalance(testDb.database.db, playerId, 'EUR')).toBe(10_000 - 400 + 3 * 200);
      const [job] = await jobsOf(leg);
      expect(job?.lastError).toMatch(new RegExp(`1 bets could not be settled: ${poisoned}`));
    } finally {
      await app.close();
      await clearQueue();
    }
  });

  it('reports a bet no rule can settle (a single with two legs) and settles the rest of its markets', async () => {
    await clearQueue();
    const app: FastifyInstance = await testDb.buildApp({ dependencies: { settlement: { chunkSize: 10 } } });
    try {
      await app.ready();
      const playerId = await fundedPlayer(10_000);
      const [first, second] = [newLeg(2000), newLeg(2000)];
      if (!first || !second) throw new Error('legs');
      // Written directly: placement refuses this shape since bet type and selection count must agree.
      const broken = await insertOpenBet(testDb.database.db, {
        playerId,
        type: 'single',
        stake: 100,
        legs: [first, second],
      });
      const sound = await insertOpenBet(testDb.database.db, {
        playerId,
        type: 'single',
        stake: 100,
        legs: [first],
      });
      await storeResult(testDb.database.db, first, 'won');
      await storeResult(testDb.database.db, second, 'won');
      await app.settlement.drain();
      const rows = await testDb.database.db
        .select()
        .from(bets)
        .where(inArray(bets.id, [broken, sound]));
      expect(rows.find((r) => r.id === sound)?.status).toBe('done');
      expect(rows.find((r) => r.id === broken)?.status).toBe('waiting_results');
      // The stake of the broken bet stays in play; the sound one paid 2.00 for 1.00.
      expect(await playerBalance(testDb.database.db, playerId, 'EUR')).toBe(10_000 - 200 + 200);
      const errors = [...(await jobsOf(first)), ...(await jobsOf(second))].map((job) => job.lastError);
      expect(errors).toEqual([
        expect.stringContaining(`1 bets could not be settled: ${broken}`),
        expect.stringContaining(`1 bets could not be settled: ${broken}`),
      ]);
    } finally {
      await app.close();
      await clearQueue();
    }
  });

  it('shares the queue between workers: claims taken at the same moment never overlap', async () => {
    await clearQueue();
    const legs = Array.from({ length: 12 }, () => newLeg());
    for (const leg of legs) await storeResult(testDb.database.db, leg, 'won');
    const claims = await Promise.all([
      claimJobs(testDb.database.db, 5, 60_000),
      claimJobs(testDb.database.db, 5, 60_000),
      claimJobs(testDb.database.db, 5, 60_000),
    ]);
    const ids = claims.flat().map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(12);
    await clearQueue();
  });
});
