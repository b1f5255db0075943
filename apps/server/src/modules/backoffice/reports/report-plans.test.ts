import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw-rows';
import { useTestDatabase } from '../../../testing/test-app';
import { bonusCostQuery, liabilityQuery, type ReportWindow, revenueQuery } from './revenue';
import { pastPostedQuery, wagerChunkQuery } from './wagers';

/**
 * The tables a report reads that grow with the business: a report must reach their rows through an index (ADR
 * 041), or a year of bets is read to answer a day. Catalogue tables (sports, matches, markets) are looked up by key
 * per row and stay small next to them.
 */
const GROWING_TABLES = [
  'bets',
  'bet_selections',
  'ledger_entries',
  'ledger_transactions',
  'audit_log',
  'market_bet_stops',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** A scan of every row: sequential, or an index walked end to end with no condition (an order, not a search). */
const readsWhole = (node: PlanNode) =>
  node['Node Type'] === 'Seq Scan' ||
  (['Index Scan', 'Index Only Scan'].includes(node['Node Type']) && node['Index Cond'] === undefined);

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const database = useTestDatabase();

/** What a plan reads: the growing tables it reads whole, and the indexes it searches. */
interface PlanReads {
  readWhole: string[];
  indexes: string[];
}

/** Ends the transaction a plan was read in, rolled back with whatever the check changed. */
class PlanRead extends Error {
  constructor(readonly reads: PlanReads) {
    super('plan read');
  }
}

/**
 * What the query's plan reads, planned with sequential scans priced out: on an empty test database a scan is the
 * cheapest plan, so the question asked is whether an index can answer at all. `withoutIndex` is dropped first, in
 * the transaction that rolls back (the check's own test).
 */
async function planReads(query: SQL, withoutIndex?: string): Promise<PlanReads> {
  try {
    await database.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      if (withoutIndex) await tx.execute(sql`DROP INDEX ${sql.identifier(withoutIndex)}`);
      const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${query}`);
      const raw = row?.['QUERY PLAN'];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      const nodes = nodesOf(plan.Plan);
      throw new PlanRead({
        readWhole: nodes
          .filter((node) => readsWhole(node) && GROWING_TABLES.includes(node['Relation Name'] ?? ''))
          .map((node) => node['Relation Name'] ?? ''),
        indexes: nodes.flatMap((node) =>
          node['Index Cond'] && node['Index Name'] ? [node['Index Name']] : [],
        ),
      });
    });
  } catch (error) {
    if (error instanceof PlanRead) return error.reads;
    throw error;
  }
  throw new Error('the plan was not read');
}

const day: ReportWindow = { from: new Date('2026-03-01T00:00:00Z'), until: new Date('2026-03-02T00:00:00Z') };

describe('the reports read the growing tables through their indexes (ADR 041)', () => {
  it.each([
    ['revenue per day', revenueQuery(day, 'day'), 'bets_settled_at'],
    ['revenue per sport', revenueQuery(day, 'sport'), 'bets_settled_at'],
    ['revenue per market kind', revenueQuery(day, 'market'), 'bets_settled_at'],
    ['open liability', liabilityQuery(), 'bets_status'],
    ['bonus cost', bonusCostQuery(day), 'ledger_entries_account_time'],
    ['past posting', pastPostedQuery(day), 'bets_created_at'],
    ['the wager export, first chunk', wagerChunkQuery(day, null, 500), 'bets_created_at'],
    [
      'the wager export, a later chunk',
      wagerChunkQuery(day, { at: '2026-03-01T12:00:00.000Z', id: 42 }, 500),
      'bets_created_at',
    ],
  ])('%s', async (_name, query, index) => {
    const reads = await planReads(query);
    expect(reads.readWhole).toEqual([]);
    expect(reads.indexes).toContain(index);
  });

  it('sees the index a report needs go, and no longer finds it', async () => {
    const without = await planReads(revenueQuery(day, 'day'), 'bets_settled_at');
    expect(without.indexes).not.toContain('bets_settled_at');
    // The rollback kept it.
    expect((await planReads(revenueQuery(day, 'day'))).indexes).toContain('bets_settled_at');
  });
});
