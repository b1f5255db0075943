import type { JackpotCreate } from '@sportsbook/contracts/jackpots';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { backofficeClient } from '../bonuses/testing';

/** A jackpot body: EUR, 10% of stakes of 1.00 or more, two levels (a draw-only one never hits by chance). */
export const jackpotInput = (name: string, overrides: Partial<JackpotCreate> = {}) => ({
  name,
  currency: 'EUR',
  contribution_bp: 1_000,
  min_stake: 100,
  levels: [
    {
      code: 'mini',
      name: 'Mini',
      seed_amount: 1_000,
      must_drop_by: null,
      hit_probability_ppm: 0,
      weight_bp: 7_000,
    },
    {
      code: 'mega',
      name: 'Mega',
      seed_amount: 10_000,
      must_drop_by: null,
      hit_probability_ppm: 0,
      weight_bp: 3_000,
    },
  ],
  ...overrides,
});

export async function createJackpotThroughApi(app: FastifyInstance, body: unknown): Promise<number> {
  const response = await backofficeClient(app).post('/jackpots', body);
  if (response.statusCode !== 201) throw new Error(`jackpot not created: ${response.body}`);
  return response.json().id;
}

/**
 * The pools' money kept (issue 16, Reliability): seeds funded plus contributions equal the pools plus the paid
 * hits, from the ledger's own postings by kind, per jackpot level pool account.
 */
export async function poolMoney(db: Database) {
  const [row] = await rawRows<{
    seeds: string;
    contributions: string;
    pools: string;
    paid: string;
    hits: string;
  }>(
    db,
    sql`SELECT
      (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'jackpot_pool' AND t.kind = 'jackpot_seed') AS seeds,
      (SELECT COALESCE(SUM(amount), 0) FROM jackpot_contributions) AS contributions,
      (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE kind = 'jackpot_pool') AS pools,
      (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'player' AND t.kind = 'jackpot_payout') AS paid,
      (SELECT COALESCE(SUM(amount), 0) FROM jackpot_hits WHERE status = 'paid') AS hits`,
  );
  return {
    seeds: Number(row?.seeds),
    contributions: Number(row?.contributions),
    pools: Number(row?.pools),
    paid: Number(row?.paid),
    hits: Number(row?.hits),
  };
}
