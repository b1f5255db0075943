import { rankFarmers, tournamentPrizes } from '@sportsbook/domain/hunting';
import { sql } from 'drizzle-orm';
import { createPeriodicJob, type PeriodicJob } from '../../../core/periodic-job';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import type { PlayerPublisher } from '../../../platform/player-publisher';
import { type BalanceChange, postLedgerTransaction, publishBalanceChanges } from '../../wallet';
import { type FarmingCampaignRow, findFarmingCampaign, poolOf } from './campaigns';

/** How often each node looks for tournaments whose window is over. */
export const TOURNAMENT_PAYOUT_INTERVAL_MS = 60_000;

/** One prize paid: the place, the player and the amount in the tournament's currency. */
export interface TournamentPrize {
  campaignId: number;
  position: number;
  playerId: number;
  amount: number;
  currency: string;
}

/** What every prize reference of a tournament starts with (the back office sums its payouts by it). */
export const prizeReferencePrefix = (campaignId: number) => `tournament:${campaignId}:place:`;

/** The ledger reference of a tournament's prize for a place: the posting's idempotency key. */
export const prizeReference = (campaignId: number, position: number) =>
  `${prizeReferencePrefix(campaignId)}${position}`;

/** Tournaments past their window that were not paid (an unpaid one is `active` or `paused`). */
async function dueTournamentIds(db: Database, now: Date): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`SELECT id FROM farming_campaigns
        WHERE kind = 'tournament' AND status <> 'ended' AND valid_to <= ${now} ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The standings that win, in rank order. The participants' rows are locked in player order (farming locks them
 * in (campaign, player) order too, so the two never wait on each other crosswise): no settlement moves them while
 * the prizes are posted.
 */
async function lockedStandings(tx: Database, campaignId: number) {
  const rows = await rawRows<{ player_id: number; farmed_amount: string; reached_at: Date | null }>(
    tx,
    sql`SELECT player_id, farmed_amount, reached_at FROM farming_participants
        WHERE campaign_id = ${campaignId} ORDER BY player_id FOR UPDATE`,
  );
  const standings = rows
    .map((row) => ({
      playerId: Number(row.player_id),
      farmed: Number(row.farmed_amount),
      reachedAt: row.reached_at ? new Date(row.reached_at).getTime() : 0,
    }))
    .filter((standing) => standing.farmed > 0);
  return { ranked: rankFarmers(standings), farmedTotal: standings.reduce((sum, s) => sum + s.farmed, 0) };
}

/**
 * Pays one tournament in one transaction: locks its row (skipping it when another node holds it), checks it is
 * still unpaid and over, posts each top place's prize from the house `bonus` account (domain `tournamentPrizes`,
 * one posting per winner, referenced by place, so a posting made before is answered as a duplicate and never paid
 * twice) and marks the tournament `ended`, which stops its farming. Answers the prizes and the balances they moved.
 */
async function payTournament(
  db: Database,
  campaignId: number,
  now: Date,
): Promise<{ prizes: TournamentPrize[]; changes: BalanceChange[] }> {
  return db.transaction(async (tx) => {
    const locked = await rawRows<{ id: number }>(
      tx,
      sql`SELECT id FROM farming_campaigns
          WHERE id = ${campaignId} AND kind = 'tournament' AND status <> 'ended' AND valid_to <= ${now}
          FOR UPDATE SKIP LOCKED`,
    );
    const row: FarmingCampaignRow | undefined =
      locked.length === 1 ? await findFarmingCampaign(tx, campaignId) : undefined;
    if (!row?.currency) return { prizes: [], changes: [] };
    const currency = row.currency;
    const { ranked, farmedTotal } = await lockedStandings(tx, campaignId);
    const amounts = tournamentPrizes(poolOf(row, farmedTotal) ?? 0, ranked.length);
    const prizes: TournamentPrize[] = [];
    const changes: BalanceChange[] = [];
    for (const [index, amount] of amounts.entries()) {
      const winner = ranked[index];
      if (!winner || amount <= 0) continue;
      const posted = await postLedgerTransaction(tx, {
        kind: 'tournament_payout',
        currency,
        reference: prizeReference(campaignId, winner.position),
        entries: [
          { account: { house: 'bonus' }, amount: -amount },
          { account: { playerId: winner.playerId }, amount },
        ],
        metadata: { campaign_id: campaignId, position: winner.position },
        at: now,
      });
      if (!posted.ok) throw new Error(`tournament ${campaignId} prize refused: ${posted.reason}`);
      if (posted.duplicate) continue;
      changes.push(...posted.balanceChanges);
      prizes.push({ campaignId, position: winner.position, playerId: winner.playerId, amount, currency });
    }
    await tx.execute(sql`UPDATE farming_campaigns SET status = 'ended' WHERE id = ${campaignId}`);
    return { prizes, changes };
  });
}

/**
 * Pays every tournament whose window is over (ADR 035, "Paying the pool"); answers the prizes paid in this run.
 * Balance changes are published after each tournament's commit.
 */
export async function payEndedTournaments(
  db: Database,
  now: Date,
  publish: PlayerPublisher,
  onPublishError: (error: unknown) => void = () => undefined,
): Promise<TournamentPrize[]> {
  const paid: TournamentPrize[] = [];
  for (const id of await dueTournamentIds(db, now)) {
    const { prizes, changes } = await payTournament(db, id, now);
    paid.push(...prizes);
    await publishBalanceChanges(publish, changes, onPublishError);
  }
  return paid;
}

/** The payout job: `runOnce` answers the prizes it paid. */
export type TournamentPayoutJob = PeriodicJob<TournamentPrize[]>;

/**
 * Runs `payEndedTournaments` every `intervalMs` on every node; a tournament one node is paying is skipped by the
 * others, and one paid is `ended`, so a later run pays nothing. A failed run is logged and the next one tries again.
 */
export function createTournamentPayoutJob(options: {
  db: Database;
  clock: () => Date;
  publish: PlayerPublisher;
  logger: { error(details: object, message: string): void };
  intervalMs?: number;
}): TournamentPayoutJob {
  const { db, clock, publish, logger, intervalMs = TOURNAMENT_PAYOUT_INTERVAL_MS } = options;
  return createPeriodicJob({
    intervalMs,
    run: () =>
      payEndedTournaments(db, clock(), publish, (err) =>
        logger.error({ err }, 'balance_changed after a tournament prize was not published'),
      ),
    onError: (err) => logger.error({ err }, 'tournament payout failed; retrying on the next run'),
  });
}
