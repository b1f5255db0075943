import type { CampaignStatus } from '@sportsbook/contracts/bonus-campaigns';
import type { FarmingCampaign, FarmingCampaignFields } from '@sportsbook/contracts/hunting';
import { tournamentPool } from '@sportsbook/domain/hunting';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { farmingCampaigns, farmingParticipants } from '../../../db/schema/hunting';

export type FarmingCampaignRow = typeof farmingCampaigns.$inferSelect;

/** Inserts a farming campaign the contracts' schema has checked; answers its id. */
export async function insertFarmingCampaign(db: Database, fields: FarmingCampaignFields): Promise<number> {
  const [row] = await db
    .insert(farmingCampaigns)
    .values({
      kind: fields.kind,
      name: fields.name,
      content: fields.content,
      validFrom: new Date(fields.valid_from),
      validTo: new Date(fields.valid_to),
      status: fields.status,
      eventConditions: fields.event_conditions,
      minOdds: fields.min_odds,
      minStakes: fields.min_stakes,
      farmOncePerEvent: fields.farm_once_per_event,
      freebetCampaignId: fields.freebet_campaign_id,
      thresholds: fields.thresholds,
      showInPromotion: fields.show_in_promotion,
      tournamentKind: fields.tournament?.kind ?? null,
      currency: fields.tournament?.currency ?? null,
      initialPool: fields.tournament?.initial_pool ?? null,
      poolShareBp: fields.tournament?.pool_share_bp ?? null,
    })
    .returning({ id: farmingCampaigns.id });
  if (!row) throw new Error('farming campaign insert answered no row');
  return row.id;
}

export async function findFarmingCampaign(db: Database, id: number): Promise<FarmingCampaignRow | undefined> {
  const [row] = await db.select().from(farmingCampaigns).where(eq(farmingCampaigns.id, id));
  return row;
}

export async function listFarmingCampaigns(
  db: Database,
  filter: { kind?: FarmingCampaignRow['kind']; status?: CampaignStatus },
): Promise<FarmingCampaignRow[]> {
  return db
    .select()
    .from(farmingCampaigns)
    .where(
      and(
        filter.kind ? eq(farmingCampaigns.kind, filter.kind) : undefined,
        filter.status ? eq(farmingCampaigns.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(farmingCampaigns.id));
}

/** Moves the campaign's status unless it has ended (final); answers whether it moved or stayed where asked. */
export async function moveFarmingCampaign(db: Database, id: number, to: CampaignStatus): Promise<boolean> {
  const moved = await db
    .update(farmingCampaigns)
    .set({ status: to })
    .where(and(eq(farmingCampaigns.id, id), sql`(${farmingCampaigns.status} <> 'ended' OR ${to} = 'ended')`))
    .returning({ id: farmingCampaigns.id });
  return moved.length === 1;
}

/** What the campaigns' players farmed in all (stakes), by campaign id. */
export async function farmedTotals(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { farmed: number; participants: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: farmingParticipants.campaignId,
      farmed: sql<string>`coalesce(sum(${farmingParticipants.farmedAmount}), 0)`,
      participants: sql<number>`count(*)::int`,
    })
    .from(farmingParticipants)
    .where(inArray(farmingParticipants.campaignId, [...ids]))
    .groupBy(farmingParticipants.campaignId);
  return new Map(
    rows.map((r) => [r.campaignId, { farmed: Number(r.farmed), participants: Number(r.participants) }]),
  );
}

/** A tournament's pool now (domain `tournamentPool`); null for a hunting campaign. */
export const poolOf = (row: FarmingCampaignRow, farmed: number): number | null =>
  row.kind === 'tournament' ? tournamentPool(row.initialPool ?? 0, farmed, row.poolShareBp ?? 0) : null;

/** The operator's view of a campaign, as the contracts' `farmingCampaignSchema`. */
export async function farmingCampaignView(db: Database, row: FarmingCampaignRow): Promise<FarmingCampaign> {
  const totals = (await farmedTotals(db, [row.id])).get(row.id) ?? { farmed: 0, participants: 0 };
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    content: row.content as FarmingCampaign['content'],
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    status: row.status,
    event_conditions: row.eventConditions,
    min_odds: row.minOdds,
    min_stakes: row.minStakes,
    farm_once_per_event: row.farmOncePerEvent,
    freebet_campaign_id: row.freebetCampaignId,
    thresholds: row.thresholds,
    show_in_promotion: row.showInPromotion,
    tournament:
      row.kind === 'tournament' && row.tournamentKind && row.currency
        ? {
            kind: row.tournamentKind,
            currency: row.currency,
            initial_pool: row.initialPool ?? 0,
            pool_share_bp: row.poolShareBp ?? 0,
          }
        : null,
    participants: totals.participants,
    pool_amount: poolOf(row, totals.farmed),
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether a freebet campaign with this id exists (a threshold issues from it). */
export async function freebetCampaignKind(db: Database, id: number): Promise<string | undefined> {
  const [row] = await rawRows<{ kind: string }>(db, sql`SELECT kind FROM bonus_campaigns WHERE id = ${id}`);
  return row?.kind;
}

export async function farmingCampaignIdByName(db: Database, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: farmingCampaigns.id })
    .from(farmingCampaigns)
    .where(eq(farmingCampaigns.name, name));
  return row?.id;
}

/**
 * A demo standing (ADR 035): the player joins the campaign with one record of `source = 'demo'` (no bet) and the
 * totals that record gives, so a new player sees a leaderboard at once. Once per player and campaign: a player
 * who already joined is left as they are.
 */
export async function seedDemoStanding(
  db: Database,
  standing: { campaignId: number; playerId: number; stake: number; points: number; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const joined = await tx
      .insert(farmingParticipants)
      .values({ campaignId: standing.campaignId, playerId: standing.playerId, activatedAt: standing.at })
      .onConflictDoNothing()
      .returning({ playerId: farmingParticipants.playerId });
    if (joined.length === 0) return;
    await tx.execute(
      sql`INSERT INTO farming_records (campaign_id, player_id, source, event_ids, stake, points, farmed_at)
          VALUES (${standing.campaignId}, ${standing.playerId}, 'demo', '{}', ${standing.stake}, ${standing.points}, ${standing.at})`,
    );
    await tx
      .update(farmingParticipants)
      .set({ points: standing.points, farmedAmount: standing.stake, betsCount: 1, reachedAt: standing.at })
      .where(
        and(
          eq(farmingParticipants.campaignId, standing.campaignId),
          eq(farmingParticipants.playerId, standing.playerId),
        ),
      );
  });
}
