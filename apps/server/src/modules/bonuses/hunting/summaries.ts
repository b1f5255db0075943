import { ENGAGEMENT_STANDINGS_MAX, type TournamentSummary } from '@sportsbook/contracts/backoffice-money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { farmedTotals, listFarmingCampaigns, poolOf } from './campaigns';
import { prizeReferencePrefix } from './payout';

/**
 * The top places of each campaign, in the order the leaderboard and the payout rank them (domain `rankFarmers`:
 * most farmed, who reached it first, the lower id), by campaign id.
 */
async function topStandings(db: Database, ids: readonly number[]) {
  const byCampaign = new Map<number, TournamentSummary['standings']>();
  if (ids.length === 0) return byCampaign;
  const rows = await rawRows<{
    campaign_id: number;
    player_id: number;
    farmed_amount: string;
    freebets_issued: number;
    position: string;
  }>(
    db,
    sql`SELECT campaign_id, player_id, farmed_amount, freebets_issued, position FROM (
          SELECT campaign_id, player_id, farmed_amount, freebets_issued,
                 row_number() OVER (PARTITION BY campaign_id
                                    ORDER BY farmed_amount DESC, reached_at ASC, player_id ASC) AS position
          FROM farming_participants
          WHERE campaign_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) AND farmed_amount > 0
        ) ranked
        WHERE position <= ${ENGAGEMENT_STANDINGS_MAX}
        ORDER BY campaign_id, position`,
  );
  for (const row of rows) {
    const id = Number(row.campaign_id);
    const list = byCampaign.get(id) ?? [];
    list.push({
      position: Number(row.position),
      player_id: Number(row.player_id),
      farmed_amount: Number(row.farmed_amount),
      freebets_issued: Number(row.freebets_issued),
    });
    byCampaign.set(id, list);
  }
  return byCampaign;
}

/** What a tournament's prizes paid: its `tournament_payout` postings to players, read from the ledger. */
async function paidOut(db: Database, id: number) {
  const [row] = await rawRows<{ prizes: number; paid: string }>(
    db,
    sql`SELECT count(DISTINCT t.id)::int AS prizes, COALESCE(SUM(e.amount), 0) AS paid
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount > 0
        WHERE t.kind = 'tournament_payout' AND starts_with(t.reference, ${prizeReferencePrefix(id)})`,
  );
  return { prizes: Number(row?.prizes ?? 0), paid: Number(row?.paid ?? 0) };
}

/**
 * Every farming campaign as the back office's Campaigns screen reads it (ADR 039, amendment): status, window,
 * participants, a tournament's pool now (domain `tournamentPool`), its standings' top places with the players' ids,
 * and what its prizes paid from the ledger.
 */
export async function tournamentSummaries(db: Database): Promise<TournamentSummary[]> {
  const rows = await listFarmingCampaigns(db, {});
  const ids = rows.map((row) => row.id);
  const totals = await farmedTotals(db, ids);
  const standings = await topStandings(db, ids);
  return Promise.all(
    rows.map(async (row) => {
      const total = totals.get(row.id) ?? { farmed: 0, participants: 0 };
      const paid = row.kind === 'tournament' ? await paidOut(db, row.id) : { prizes: 0, paid: 0 };
      return {
        id: row.id,
        kind: row.kind,
        name: row.name,
        status: row.status,
        valid_from: row.validFrom.toISOString(),
        valid_to: row.validTo.toISOString(),
        currency: row.currency,
        participants: total.participants,
        pool_amount: poolOf(row, total.farmed),
        prizes_count: paid.prizes,
        paid_amount: paid.paid,
        standings: standings.get(row.id) ?? [],
      };
    }),
  );
}
