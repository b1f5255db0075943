import type { EventConditions } from '@sportsbook/contracts/bonus-campaigns';
import type { TournamentPoolChanged } from '@sportsbook/contracts/hunting';
import type { BetResult } from '@sportsbook/domain/bet-status';
import { type FarmingRule, farmingRefusal, freebetsDue, pointsForBet } from '@sportsbook/domain/hunting';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { arrayParam, rawRows } from '../../../db/raw-rows';
import { farmingCampaigns } from '../../../db/schema/hunting';
import { eventConditionsOf, eventRefs } from '../comboboost-use';
import { type IssuedBonus, issueLocked } from '../issue';
import { type FarmingCampaignRow, farmedTotals, poolOf } from './campaigns';

/** A bet whose settlement changed, as farming sees it. */
export interface SettledBetChange {
  bet: {
    id: number;
    playerId: number;
    stake: number;
    currency: string;
    odds: number;
    freebetId: number | null;
    createdAt: Date;
  };
  /** It was settled before this change: a correction, which rolls back what it farmed. */
  wasSettled: boolean;
  /** Its result now; null when the change left it unsettled. */
  result: BetResult | null;
}

export interface FarmingOutcome {
  /** Freebets a threshold issued, for bonus_issued and a notification. */
  issued: { playerId: number; bonus: IssuedBonus }[];
  /** Tournaments whose pool changed, for tournament_pool_changed after the commit. */
  pools: TournamentPoolChanged[];
}

const pairKey = (campaignId: number, playerId: number) => `${campaignId}:${playerId}`;

/** A campaign row as the domain's farming rule. */
export function farmingRuleOf(row: FarmingCampaignRow): FarmingRule {
  return {
    minOdds: row.minOdds,
    minStakes: row.minStakes,
    eventConditions: eventConditionsOf(row.eventConditions as EventConditions),
    farmOncePerEvent: row.farmOncePerEvent,
    validFrom: row.validFrom.getTime(),
    validTo: row.validTo.getTime(),
  };
}

type Pair = { campaignId: number; playerId: number };

/** Locks the participants' rows in (campaign, player) order: concurrent chunks never wait on each other crosswise. */
async function lockParticipants(tx: Database, pairs: readonly Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  await rawRows(
    tx,
    sql`SELECT campaign_id FROM farming_participants
        WHERE (campaign_id, player_id) IN (
          SELECT * FROM unnest(${arrayParam(pairs.map((p) => p.campaignId))}::int[], ${arrayParam(pairs.map((p) => p.playerId))}::int[]))
        ORDER BY campaign_id, player_id FOR UPDATE`,
  );
}

/**
 * Brings the participants' totals in line with their active records (sums, not increments: running it again
 * changes nothing); answers each pair's points and freebets issued.
 */
async function recomputeTotals(tx: Database, pairs: readonly Pair[]) {
  if (pairs.length === 0) return [];
  return rawRows<{ campaign_id: number; player_id: number; points: string; freebets_issued: number }>(
    tx,
    sql`UPDATE farming_participants p
        SET points = s.points, farmed_amount = s.stake, bets_count = s.n, reached_at = s.last
        FROM (
          SELECT x.c, x.p, coalesce(sum(r.points), 0) AS points, coalesce(sum(r.stake), 0) AS stake,
                 count(r.id)::int AS n, max(r.farmed_at) AS last
          FROM unnest(${arrayParam(pairs.map((p) => p.campaignId))}::int[], ${arrayParam(pairs.map((p) => p.playerId))}::int[]) AS x(c, p)
          LEFT JOIN farming_records r ON r.campaign_id = x.c AND r.player_id = x.p AND r.rolled_back_at IS NULL
          GROUP BY x.c, x.p
        ) s
        WHERE p.campaign_id = s.c AND p.player_id = s.p
        RETURNING p.campaign_id, p.player_id, p.points, p.freebets_issued`,
  );
}

/** The events that already farmed for the player in the campaign (once per event). */
async function farmedEventIds(tx: Database, pair: Pair): Promise<Set<string>> {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT unnest(event_ids) AS id FROM farming_records
        WHERE campaign_id = ${pair.campaignId} AND player_id = ${pair.playerId} AND rolled_back_at IS NULL`,
  );
  return new Set(rows.map((row) => String(row.id)));
}

/** Each bet's match ids, by bet id. */
async function matchIdsOf(tx: Database, betIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await rawRows<{ bet_id: number; match_id: number }>(
    tx,
    sql`SELECT bet_id, match_id FROM bet_selections WHERE bet_id = ANY(${arrayParam([...betIds])}::int[]) ORDER BY id`,
  );
  const byBet = new Map<number, number[]>();
  for (const row of rows)
    byBet.set(Number(row.bet_id), [...(byBet.get(Number(row.bet_id)) ?? []), Number(row.match_id)]);
  return byBet;
}

/**
 * Farming follows settlement (ADR 035), inside the settlement chunk's transaction: a correction rolls back what
 * the bet farmed (only active records, so once), and a bet settled now farms for every active campaign its player
 * joined whose terms it meets (domain `farmingRefusal`), once per campaign and bet (UNIQUE; a rolled-back record
 * is farmed again in place). Participants' rows are locked in order first, totals recomputed from the records,
 * and each threshold newly reached issues the campaign's freebet through `issueLocked`.
 */
export async function syncFarming(
  tx: Database,
  changes: readonly SettledBetChange[],
  now: Date,
): Promise<FarmingOutcome> {
  const corrected = changes.filter((c) => c.wasSettled).map((c) => c.bet.id);
  const settled = changes.filter((c) => c.result !== null);
  if (corrected.length === 0 && settled.length === 0) return { issued: [], pools: [] };

  const rolledPairs =
    corrected.length === 0
      ? []
      : await rawRows<{ campaign_id: number; player_id: number }>(
          tx,
          sql`SELECT DISTINCT campaign_id, player_id FROM farming_records
              WHERE bet_id = ANY(${arrayParam(corrected)}::int[]) AND rolled_back_at IS NULL`,
        );
  const joined =
    settled.length === 0
      ? []
      : await rawRows<{ campaign_id: number; player_id: number; activated_at: Date }>(
          tx,
          sql`SELECT p.campaign_id, p.player_id, p.activated_at FROM farming_participants p
              JOIN farming_campaigns c ON c.id = p.campaign_id
              WHERE c.status = 'active' AND p.player_id = ANY(${arrayParam([...new Set(settled.map((c) => c.bet.playerId))])}::int[])`,
        );
  if (rolledPairs.length === 0 && joined.length === 0) return { issued: [], pools: [] };

  const pairs = new Map<string, Pair>();
  for (const row of [...rolledPairs, ...joined]) {
    const pair = { campaignId: Number(row.campaign_id), playerId: Number(row.player_id) };
    pairs.set(pairKey(pair.campaignId, pair.playerId), pair);
  }
  const ordered = [...pairs.values()].sort((a, b) => a.campaignId - b.campaignId || a.playerId - b.playerId);
  await lockParticipants(tx, ordered);

  if (corrected.length > 0) {
    await tx.execute(
      sql`UPDATE farming_records SET rolled_back_at = ${now}
          WHERE bet_id = ANY(${arrayParam(corrected)}::int[]) AND rolled_back_at IS NULL`,
    );
  }

  const campaigns = new Map<number, FarmingCampaignRow>();
  for (const row of await loadCampaigns(tx, [...new Set(ordered.map((p) => p.campaignId))]))
    campaigns.set(row.id, row);

  const matches = await matchIdsOf(
    tx,
    settled.map((c) => c.bet.id),
  );
  const events = await eventRefs(tx, [...matches.values()].flat());
  for (const row of joined.sort((a, b) => a.campaign_id - b.campaign_id || a.player_id - b.player_id)) {
    const campaign = campaigns.get(Number(row.campaign_id));
    if (!campaign) continue;
    const pair = { campaignId: campaign.id, playerId: Number(row.player_id) };
    const rule = farmingRuleOf(campaign);
    const farmed = rule.farmOncePerEvent ? await farmedEventIds(tx, pair) : new Set<string>();
    const bets = settled.filter((c) => c.bet.playerId === pair.playerId).sort((a, b) => a.bet.id - b.bet.id);
    for (const { bet, result } of bets) {
      const matchIds = matches.get(bet.id) ?? [];
      const refs = matchIds.flatMap((id) => {
        const found = events.get(id);
        return found ? [found.event] : [];
      });
      const refusal = farmingRefusal(
        {
          result,
          freebet: bet.freebetId !== null,
          stake: bet.stake,
          currency: bet.currency,
          odds: bet.odds,
          events: refs.length === matchIds.length ? refs : [],
          placedAt: bet.createdAt.getTime(),
        },
        rule,
        new Date(row.activated_at).getTime(),
        farmed,
      );
      if (refusal !== null) continue;
      const points = pointsForBet(bet.stake, bet.odds, rule.minStakes[bet.currency] ?? 1);
      await tx.execute(
        sql`INSERT INTO farming_records (campaign_id, player_id, bet_id, source, event_ids, stake, points, farmed_at)
            VALUES (${pair.campaignId}, ${pair.playerId}, ${bet.id}, 'bet', ${arrayParam(matchIds)}::int[], ${bet.stake}, ${points}, ${now})
            ON CONFLICT (campaign_id, bet_id) DO UPDATE
              SET event_ids = excluded.event_ids, stake = excluded.stake, points = excluded.points,
                  farmed_at = excluded.farmed_at, rolled_back_at = NULL
              WHERE farming_records.rolled_back_at IS NOT NULL`,
      );
      for (const id of matchIds) farmed.add(String(id));
    }
  }

  const totals = await recomputeTotals(tx, ordered);
  const issued = await issueDueFreebets(tx, totals, campaigns, now);
  const tournaments = [...campaigns.values()].filter((c) => c.kind === 'tournament' && c.currency);
  const farmedNow = await farmedTotals(
    tx,
    tournaments.map((c) => c.id),
  );
  const pools = tournaments.map((c) => ({
    id: String(c.id),
    pool_amount: poolOf(c, farmedNow.get(c.id)?.farmed ?? 0) ?? 0,
    currency_code: c.currency ?? '',
  }));
  return { issued, pools };
}

async function loadCampaigns(tx: Database, ids: readonly number[]): Promise<FarmingCampaignRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(farmingCampaigns)
    .where(inArray(farmingCampaigns.id, [...ids]));
}

/**
 * Issues the freebets the participants' points newly earn (domain `freebetsDue`) from each campaign's freebet
 * campaign, with every check of issuance (window, cap, budget); a refusal stops that participant's issuance for
 * now (the next farming tries again) and `freebets_issued` counts only what was issued.
 */
async function issueDueFreebets(
  tx: Database,
  totals: readonly { campaign_id: number; player_id: number; points: string; freebets_issued: number }[],
  campaigns: ReadonlyMap<number, FarmingCampaignRow>,
  now: Date,
): Promise<FarmingOutcome['issued']> {
  const issued: FarmingOutcome['issued'] = [];
  for (const row of totals) {
    const campaign = campaigns.get(Number(row.campaign_id));
    if (!campaign || campaign.freebetCampaignId === null || campaign.status !== 'active') continue;
    const due = freebetsDue(Number(row.points), campaign.thresholds, Number(row.freebets_issued));
    let count = 0;
    for (let i = 0; i < due; i++) {
      const result = await issueLocked(tx, campaign.freebetCampaignId, Number(row.player_id), now);
      if (!result.ok) break;
      issued.push({ playerId: Number(row.player_id), bonus: result.bonus });
      count++;
    }
    if (count > 0) {
      await tx.execute(
        sql`UPDATE farming_participants SET freebets_issued = freebets_issued + ${count}
            WHERE campaign_id = ${campaign.id} AND player_id = ${Number(row.player_id)}`,
      );
    }
  }
  return issued;
}
