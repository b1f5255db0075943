import { AWAITING_ACCEPTANCE, REFUSED_BET_STATUSES } from '@sportsbook/domain/bet-status';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createPeriodicJob, type PeriodicJob } from '../../core/periodic-job';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { jackpotPendingBets } from '../../db/schema/jackpots';
import type { PlayerPublisher } from '../../platform/player-publisher';
import { type BalanceChange, publishBalanceChanges } from '../wallet';
import { byJackpot, type JackpotBet, planJackpotFeed } from './feed';
import { lockActiveJackpotLevels } from './repository';

/** How often every node looks for bets waiting to feed a jackpot (ADR 042): the longest a player waits for a hit. */
export const JACKPOT_DRAIN_INTERVAL_MS = 200;
/** Bets decided in one drain transaction: a backlog is worked through in turns, each holding the levels briefly. */
const DRAIN_BATCH = 500;

/** Marks stored bets as waiting for the drain (the transactional placement path; the batched one does it in SQL). */
export async function queueJackpotBets(tx: Database, betIds: readonly number[], at: Date): Promise<void> {
  if (betIds.length === 0) return;
  await tx.insert(jackpotPendingBets).values(betIds.map((betId) => ({ betId, createdAt: at })));
}

const pendingBetSchema = z.object({
  bet_id: z.coerce.number(),
  player_id: z.coerce.number(),
  currency: z.string(),
  stake: z.coerce.number(),
  odds: z.coerce.number(),
  freebet: z.boolean(),
  sport_keys: z.array(z.string()),
});

// A live bet waits out its in-play delay as `submitted`: the drain leaves it waiting until it is accepted, and
// forgets it without a contribution or a draw if it was refused, so only a bet that stands feeds the pools or
// wins them (as a freebet or comboboost use counts only for a bet that stands, ADR 028).
const refused = sql.join(
  REFUSED_BET_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Takes (deletes) the oldest waiting bets that are past their acceptance, with what their qualification reads:
 * rows another drain holds are passed over, though the level lock taken first already makes drains take turns.
 * Refused bets are taken and left out of the answer.
 */
async function takeWaitingBets(tx: Database, limit: number): Promise<JackpotBet[]> {
  const rows = await rawRows<unknown>(
    tx,
    sql`WITH taken AS (
      DELETE FROM jackpot_pending_bets WHERE bet_id IN (
        SELECT p.bet_id FROM jackpot_pending_bets p JOIN bets b ON b.id = p.bet_id
        WHERE b.status <> ${AWAITING_ACCEPTANCE}
        ORDER BY p.bet_id LIMIT ${limit} FOR UPDATE OF p SKIP LOCKED)
      RETURNING bet_id)
    SELECT b.id AS bet_id, b.player_id, b.currency, b.stake, b.odds, b.freebet_id IS NOT NULL AS freebet,
      array_agg(s.key ORDER BY l.position) AS sport_keys
    FROM taken t
    JOIN bets b ON b.id = t.bet_id
    JOIN bet_selections l ON l.bet_id = b.id
    JOIN matches m ON m.id = l.match_id
    JOIN sports s ON s.id = m.sport_id
    WHERE b.status NOT IN (${refused})
    GROUP BY b.id
    ORDER BY b.id`,
  );
  return rows.map((row) => {
    const bet = pendingBetSchema.parse(row);
    return {
      betId: bet.bet_id,
      playerId: bet.player_id,
      currency: bet.currency,
      stake: bet.stake,
      odds: bet.odds,
      freebet: bet.freebet,
      legSportKeys: bet.sport_keys,
    };
  });
}

/** What one drain did: bets decided, hits paid, and the winners' balances to publish. */
export interface JackpotDrain {
  bets: number;
  hits: number;
  balanceChanges: BalanceChange[];
}

const NOTHING: JackpotDrain = { bets: 0, hits: 0, balanceChanges: [] };

/**
 * Decides the waiting bets in bet order, in one transaction (ADR 042): every active level is locked first, then the
 * bets are taken from the queue, and the plan records their contributions and hits, then posts them (house ->
 * pools, pool -> player, house -> pool again) as one ledger group. Bets whose jackpot closed before the drain
 * feed nothing. A crash rolls it all back and the bets wait for the next drain.
 */
export async function drainJackpotQueue(db: Database, at: Date, limit = DRAIN_BATCH): Promise<JackpotDrain> {
  // The empty queue, every few hundred milliseconds on every node, costs one index probe and no lock.
  const [waiting] = await db.select({ betId: jackpotPendingBets.betId }).from(jackpotPendingBets).limit(1);
  if (!waiting) return NOTHING;
  return db.transaction(async (tx) => {
    const open = byJackpot(await lockActiveJackpotLevels(tx));
    const bets = await takeWaitingBets(tx, limit);
    if (bets.length === 0) return NOTHING;
    const plan = await planJackpotFeed(tx, { at, bets }, open);
    if (!plan) return { ...NOTHING, bets: bets.length };
    const { hits, balanceChanges } = await plan.record(tx);
    return { bets: bets.length, hits, balanceChanges };
  });
}

export type JackpotDrainJob = PeriodicJob<JackpotDrain>;

/**
 * Drains on every node every `intervalMs`, until the queue is empty, and tells each winner their new balance once
 * the hit has committed. A failed drain is logged; its bets wait for the next one. Closing drains once more after
 * the timer stops (the app closes it after placement), so a node that is the only one does not leave the bets
 * placed in its last moments waiting for its next start.
 */
export function createJackpotDrainJob(options: {
  db: Database;
  clock: () => Date;
  publish: PlayerPublisher;
  logger: { error(details: object, message: string): void };
  intervalMs?: number;
}): JackpotDrainJob {
  const { db, clock, publish, logger, intervalMs = JACKPOT_DRAIN_INTERVAL_MS } = options;
  const onPublishError = (err: unknown) => logger.error({ err }, 'jackpot hit balance not published');
  const onError = (err: unknown) =>
    logger.error({ err }, 'jackpot drain failed; its bets wait for the next run');
  const job = createPeriodicJob({
    intervalMs,
    run: async () => {
      const total: JackpotDrain = { bets: 0, hits: 0, balanceChanges: [] };
      for (;;) {
        const drained = await drainJackpotQueue(db, clock());
        await publishBalanceChanges(publish, drained.balanceChanges, onPublishError);
        total.bets += drained.bets;
        total.hits += drained.hits;
        total.balanceChanges.push(...drained.balanceChanges);
        if (drained.bets < DRAIN_BATCH) return total;
      }
    },
    onError,
  });
  return {
    ...job,
    async close() {
      await job.close();
      await job.runOnce().catch(onError);
    },
  };
}
