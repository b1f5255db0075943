import type { LegResult } from '@sportsbook/domain/settlement';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { bets } from '../../db/schema/betting';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { ledgerFixtures } from '../wallet/ledger-testing';
import { countJobs } from './jobs';
import { insertOpenBet, removeResults, storeResult, type TestBet, type TestLeg } from './testing';

let matchId: number;

// Small chunks so that a run spans several chunk transactions.

const testApp = useTestApp({ dependencies: { settlement: { chunkSize: 3 } } });

beforeAll(async () => {
  matchId = (await insertCatalogueFixture(testApp.database.db)).matches.prematch.id;
});

const { newPlayer, fund } = ledgerFixtures(() => testApp.database.db);

// An independent reading of the settlement rules (packages/domain/src/settlement.ts documents them), in bigint:
// a lost leg loses the line; void legs drop out; half legs count half at the odds and half returned.
function linePayout(stake: bigint, legs: readonly { odds: number; result: LegResult }[]): bigint {
  if (legs.some((leg) => leg.result === 'lost')) return 0n;
  let product = 1n;
  let counted = 0;
  let halves = 0n;
  for (const leg of legs) {
    if (leg.result === 'void') continue;
    counted++;
    if (leg.result === 'won') product *= BigInt(leg.odds);
    if (leg.result === 'half_won') product *= BigInt(leg.odds + 1000);
    if (leg.result === 'half_lost') product *= 1000n;
    if (leg.result === 'half_won' || leg.result === 'half_lost') halves++;
  }
  const odds = counted === 0 ? 1000n : product / (1000n ** BigInt(counted - 1) * 2n ** halves);
  return (stake * odds) / 1000n;
}

function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  // Lexicographic: those with the first index, then those without it.
  return [
    ...subsets(n - 1, k - 1).map((rest) => [0, ...rest.map((i) => i + 1)]),
    ...subsets(n - 1, k).map((rest) => rest.map((i) => i + 1)),
  ];
}

function expectedPayout(bet: TestBet, results: readonly LegResult[]): number {
  const legs = bet.legs.map((leg, i) => ({ odds: leg.odds, result: results[i] ?? 'void' }));
  if (bet.type !== 'system' || !bet.system) return Number(linePayout(BigInt(bet.stake), legs));
  const lines = subsets(legs.length, bet.system.winCount);
  const base = BigInt(Math.floor(bet.stake / lines.length));
  const extra = bet.stake % lines.length;
  return Number(
    lines.reduce(
      (sum, line, i) =>
        sum +
        linePayout(
          base + (i < extra ? 1n : 0n),
          line.map((j) => legs[j] ?? { odds: 1000, result: 'void' as const }),
        ),
      0n,
    ),
  );
}

const expectedResult = (stake: number, payout: number) =>
  payout === 0 ? 'lose' : payout > stake ? 'win' : 'refund';

const legResult = fc.constantFrom<LegResult>('won', 'lost', 'void', 'half_won', 'half_lost');
const betShape = fc.oneof(
  fc.record({ type: fc.constant('combo' as const), legs: fc.integer({ min: 1, max: 4 }) }),
  fc.integer({ min: 3, max: 4 }).chain((n) =>
    fc.record({
      type: fc.constant('system' as const),
      legs: fc.constant(n),
      winCount: fc.integer({ min: 2, max: n - 1 }),
    }),
  ),
);
const scenario = fc.record({
  bets: fc.array(
    fc.record({
      shape: betShape,
      stake: fc.integer({ min: 100, max: 5_000 }),
      odds: fc.array(fc.integer({ min: 1_010, max: 9_000 }), { minLength: 4, maxLength: 4 }),
      results: fc.array(legResult, { minLength: 4, maxLength: 4 }),
      corrected: fc.array(legResult, { minLength: 4, maxLength: 4 }),
      rolledBack: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

let run = 0;

describe('settlement through the queue against an independent computation', () => {
  it('pays what the rules say once, whatever is delivered twice, rolled back or corrected', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ bets: drawn }) => {
        run++;
        const playerId = await newPlayer();
        await fund(playerId, 1_000_000);
        // Each leg has its own market, so every leg's result is drawn independently.
        const placed: { bet: TestBet; draw: (typeof drawn)[number]; id: number }[] = [];
        for (const [b, draw] of drawn.entries()) {
          const legs: TestLeg[] = Array.from({ length: draw.shape.legs }, (_, i) => ({
            matchId,
            marketId: 1_000 + b * 10 + i,
            specifier: `run=${run}`,
            outcomeId: '1',
            odds: draw.odds[i] ?? 1_500,
          }));
          const type =
            draw.shape.type === 'combo' && legs.length === 1 ? ('single' as const) : draw.shape.type;
          const bet: TestBet = {
            playerId,
            type,
            stake: draw.stake,
            legs,
            ...(draw.shape.type === 'system'
              ? { system: { winCount: draw.shape.winCount, totalCount: legs.length } }
              : {}),
          };
          placed.push({ bet, draw, id: await insertOpenBet(testApp.database.db, bet) });
        }
        const staked = 1_000_000 - placed.reduce((sum, p) => sum + p.bet.stake, 0);
        const ids = placed.map((p) => p.id);
        const settleWith = async (pick: (p: (typeof placed)[number]) => readonly LegResult[]) => {
          for (const p of placed) {
            for (const [i, leg] of p.bet.legs.entries())
              await storeResult(testApp.database.db, leg, pick(p)[i] ?? 'void');
          }
          await testApp.app.settlement.drain();
        };
        const expectSettled = async (pick: (p: (typeof placed)[number]) => readonly LegResult[]) => {
          const rows = await testApp.database.db.select().from(bets).where(inArray(bets.id, ids));
          let paid = 0;
          for (const p of placed) {
            const payout = expectedPayout(p.bet, pick(p));
            paid += payout;
            expect(rows.find((r) => r.id === p.id)).toMatchObject({
              status: 'done',
              payout,
              result: expectedResult(p.bet.stake, payout),
            });
            expect(await netLedgerEffect(p.id)).toEqual(
              new Map(
                [
                  [`house:bets_in_play`, -p.bet.stake],
                  [`house:operator`, p.bet.stake - payout],
                  [`player:${playerId}`, payout],
                ].filter(([, amount]) => amount !== 0) as [string, number][],
              ),
            );
          }
          expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(staked + paid);
          expect(await countJobs(testApp.database.db)).toBe(0);
        };
        const postings = async () =>
          (
            await rawRows<{ n: string | number }>(
              testApp.database.db,
              sql`SELECT count(*) AS n FROM ledger_transactions WHERE (metadata->>'betId')::int = ANY(${arrayParam(ids)}::int[])`,
            )
          ).map((r) => Number(r.n))[0];

        await settleWith((p) => p.draw.results);
        await expectSettled((p) => p.draw.results);

        // The same results delivered again: no posting, no version.
        const before = await postings();
        await settleWith((p) => p.draw.results);
        expect(await postings()).toBe(before);
        const versions = await testApp.database.db
          .select({ v: bets.settlementVersion })
          .from(bets)
          .where(inArray(bets.id, ids));
        expect(versions.every((row) => row.v === 1)).toBe(true);

        // Some markets rolled back, then every market settled with the corrected results.
        const corrected = (p: (typeof placed)[number]) =>
          p.draw.results.map((r, i) => (p.draw.rolledBack[i] ? (p.draw.corrected[i] ?? r) : r));
        for (const p of placed) {
          for (const [i, leg] of p.bet.legs.entries()) {
            if (p.draw.rolledBack[i]) await removeResults(testApp.database.db, leg);
          }
        }
        await testApp.app.settlement.drain();
        await settleWith(corrected);
        await expectSettled(corrected);
      }),
      { numRuns: 8 },
    );
    expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  }, 180_000);
});

/** The net amount the bet's settlement postings (all versions and reversals) moved, per account. */
async function netLedgerEffect(betId: number): Promise<Map<string, number>> {
  const rows = await rawRows<{ kind: string; player_id: number | null; total: string | number }>(
    testApp.database.db,
    sql`SELECT a.kind, a.player_id, SUM(e.amount) AS total
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.reference LIKE ${`settle:${betId}:%`} OR t.reference LIKE ${`unsettle:${betId}:%`}
        GROUP BY a.kind, a.player_id`,
  );
  return new Map(
    rows
      .filter((row) => Number(row.total) !== 0)
      .map((row) => [
        row.player_id === null ? `house:${row.kind}` : `player:${row.player_id}`,
        Number(row.total),
      ]),
  );
}

describe('a bet read back after settlement', () => {
  it('has one settle posting per version and one reversal per earlier version', async () => {
    const rows = await rawRows<{
      id: number;
      version: number;
      settles: string | number;
      reversals: string | number;
    }>(
      testApp.database.db,
      sql`SELECT b.id, b.settlement_version AS version,
            (SELECT count(*) FROM ledger_transactions t WHERE t.reference LIKE 'settle:' || b.id || ':%') AS settles,
            (SELECT count(*) FROM ledger_transactions t WHERE t.reference LIKE 'unsettle:' || b.id || ':%') AS reversals
          FROM bets b WHERE b.status = 'done'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Number(row.settles)).toBe(Number(row.version));
      expect(Number(row.reversals)).toBe(Number(row.version) - 1);
    }
    const [unsettled] = await testApp.database.db
      .select()
      .from(bets)
      .where(eq(bets.status, 'waiting_results'));
    expect(unsettled).toBeUndefined();
  });
});
