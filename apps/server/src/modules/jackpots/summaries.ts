import type { JackpotSummary } from '@sportsbook/contracts/backoffice-money';
import type { Database } from '../../db/client';
import { levelsOf, levelTotals, listJackpots, poolBalances } from './repository';

/**
 * Every jackpot as the back office's Campaigns screen reads it (ADR 039, amendment): per level the seed, the pool
 * now (the level's ledger account), what bets contributed (the contribution rows) and what hits paid (the hit
 * rows that are `paid`, each posted to the ledger as `jackpot_payout:{hitId}`), and the jackpot's sums of them.
 */
export async function jackpotSummaries(db: Database): Promise<JackpotSummary[]> {
  const rows = await listJackpots(db);
  const levels = await levelsOf(
    db,
    rows.map((row) => row.id),
  );
  const currencyOf = new Map(rows.map((row) => [row.id, row.currency]));
  const pools = await poolBalances(db, levels, (level) => currencyOf.get(level.jackpotId) ?? '');
  const totals = await levelTotals(
    db,
    levels.map((level) => level.id),
  );
  return rows.map((row) => {
    const own = levels
      .filter((level) => level.jackpotId === row.id)
      .map((level) => {
        const total = totals.get(level.id) ?? { contributions: 0, contributed: 0, hits: 0, paid: 0 };
        return {
          code: level.code,
          name: level.name,
          state: level.state,
          seed_amount: level.seedAmount,
          pool_amount: pools.get(level.id) ?? 0,
          contributions_count: total.contributions,
          contributed_amount: total.contributed,
          hits_count: total.hits,
          paid_amount: total.paid,
        };
      });
    const sum = (pick: (level: (typeof own)[number]) => number) =>
      own.reduce((acc, level) => acc + pick(level), 0);
    return {
      id: row.id,
      name: row.name,
      currency: row.currency,
      contribution_bp: row.contributionBp,
      pool_amount: sum((level) => level.pool_amount),
      contributed_amount: sum((level) => level.contributed_amount),
      hits_count: sum((level) => level.hits_count),
      paid_amount: sum((level) => level.paid_amount),
      levels: own,
    };
  });
}
