import { createHmac } from 'node:crypto';
import type { CampaignContent, FreebetParams } from '@sportsbook/contracts/bonus-campaigns';
import type { BONUS_LIST_STATUSES } from '@sportsbook/contracts/bonuses';
import type { Hunting, RatingResponse, RatingRow } from '@sportsbook/contracts/hunting';
import { RATING_ROWS_MAX } from '@sportsbook/contracts/hunting';
import { defaultLocale, type Locale } from '@sportsbook/contracts/locales';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { type FarmingKind, farmingProgress } from '@sportsbook/domain/hunting';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { bonusCampaigns } from '../../../db/schema/bonuses';
import { farmingCampaigns, farmingParticipants } from '../../../db/schema/hunting';
import { type FarmingCampaignRow, farmedTotals, poolOf } from './campaigns';

type ListStatus = (typeof BONUS_LIST_STATUSES)[number];
type ParticipantRow = typeof farmingParticipants.$inferSelect;

/** A campaign's content in the locale, English where that locale has none. */
export function farmingContent(row: FarmingCampaignRow, locale: Locale): CampaignContent {
  const content = row.content;
  const english = content[defaultLocale];
  if (!english) throw new Error(`farming campaign ${row.id} has no English content`);
  return content[locale] ?? english;
}

/**
 * What a farming campaign shows a player: expired once its window passed or it ended, not available while
 * paused, a hunting campaign whose every threshold paid out is over, active once the player activated (joined)
 * it, else available.
 */
export function farmingStatus(
  row: FarmingCampaignRow,
  joined: ParticipantRow | undefined,
  now: Date,
): Hunting['status'] {
  if (row.status === 'ended' || now >= row.validTo) return 'expired';
  if (row.status === 'paused') return 'not_available';
  if (
    joined &&
    row.kind === 'hunting' &&
    row.thresholds.length > 0 &&
    joined.freebetsIssued >= row.thresholds.length
  )
    return 'bonus_over';
  return joined ? 'active' : 'available';
}

function statusMatches(status: Hunting['status'], filter: ListStatus): boolean {
  if (filter === 'all') return true;
  if (filter === 'active') return status === 'active';
  if (filter === 'available') return status === 'available';
  return status === 'available' || status === 'active' || status === 'not_available';
}

/** A player's farming records in a campaign: the events and bets that farmed. */
async function farmedBy(db: Database, campaignId: number, playerId: number) {
  const rows = await rawRows<{ bet_id: number | null; event_ids: number[] }>(
    db,
    sql`SELECT bet_id, event_ids FROM farming_records
        WHERE campaign_id = ${campaignId} AND player_id = ${playerId} AND rolled_back_at IS NULL ORDER BY id`,
  );
  return {
    eventIds: [...new Set(rows.flatMap((row) => row.event_ids.map(Number)))],
    betIds: rows.flatMap((row) => (row.bet_id === null ? [] : [String(row.bet_id)])),
  };
}

/** The freebet a threshold issues: its kind and its amount in the player's currency (0: not in it). */
async function thresholdFreebet(db: Database, row: FarmingCampaignRow, currency: string) {
  if (row.freebetCampaignId === null) return { kind: null, amount: 0 };
  const [campaign] = await db
    .select({ kind: bonusCampaigns.kind, params: bonusCampaigns.params })
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.id, row.freebetCampaignId));
  if (!campaign || !isFreebetKind(campaign.kind)) return { kind: null, amount: 0 };
  return { kind: campaign.kind, amount: (campaign.params as FreebetParams).amounts[currency] ?? 0 };
}

/** The spec's hunting / tournament item for one player (part 2 §3). */
export async function farmingView(
  db: Database,
  row: FarmingCampaignRow,
  player: { id: number; currency: string },
  locale: Locale,
  now: Date,
): Promise<Hunting & { description: string }> {
  const [joined] = await db
    .select()
    .from(farmingParticipants)
    .where(and(eq(farmingParticipants.campaignId, row.id), eq(farmingParticipants.playerId, player.id)));
  const totals = (await farmedTotals(db, [row.id])).get(row.id) ?? { farmed: 0, participants: 0 };
  const freebet = await thresholdFreebet(db, row, player.currency);
  const issued = joined?.freebetsIssued ?? 0;
  const progress = farmingProgress(joined?.points ?? 0, row.thresholds, issued);
  const farmed = joined ? await farmedBy(db, row.id, player.id) : { eventIds: [], betIds: [] };
  const content = farmingContent(row, locale);
  return {
    id: String(row.id),
    type: row.kind,
    name: row.name,
    title: content.title,
    description: content.description,
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    status: farmingStatus(row, joined, now),
    activated_at: joined?.activatedAt.toISOString() ?? null,
    min_odds: row.minOdds,
    min_stake: row.minStakes[player.currency] ?? null,
    currency: player.currency,
    thresholds: row.thresholds,
    farm_once_per_event: row.farmOncePerEvent,
    farming_freebet_type: freebet.kind,
    show_in_promotion: row.showInPromotion,
    farming: {
      avg_stake: joined && joined.betsCount > 0 ? Math.floor(joined.farmedAmount / joined.betsCount) : 0,
      bets_count: joined?.betsCount ?? 0,
      points: progress.points,
      available_points: progress.availablePoints,
      potential_points: progress.potentialPoints,
      potential_freebet_amount: progress.nextFreebet ? freebet.amount : 0,
      initial_pool: row.initialPool ?? 0,
    },
    farmed_event_ids: farmed.eventIds,
    used_in_bets: farmed.betIds,
    freebets_to_boost: issued,
    tournament:
      row.kind === 'tournament' && row.tournamentKind && row.currency
        ? {
            kind: row.tournamentKind,
            pool_amount: poolOf(row, totals.farmed) ?? 0,
            currency_code: row.currency,
            participants: totals.participants,
          }
        : null,
  };
}

/** The player's farming campaigns of a kind with the list's status filter, soonest to end first. */
export async function playerFarmingList(
  db: Database,
  kind: FarmingKind,
  player: { id: number; currency: string },
  filter: ListStatus,
  locale: Locale,
  now: Date,
): Promise<Hunting[]> {
  const rows = await db
    .select()
    .from(farmingCampaigns)
    .where(eq(farmingCampaigns.kind, kind))
    .orderBy(asc(farmingCampaigns.validTo), asc(farmingCampaigns.id));
  const views = await Promise.all(rows.map((row) => farmingView(db, row, player, locale, now)));
  return views
    .filter((view) => statusMatches(view.status, filter))
    .map(({ description: _description, ...item }) => item);
}

/**
 * A player's nickname on a leaderboard: a keyed hash of the campaign and the player, so rows never show an id
 * and one player's rows in two tournaments cannot be linked.
 */
export function nicknameOf(secret: string, campaignId: number, playerId: number): string {
  const hash = createHmac('sha256', secret).update(`tournament:${campaignId}:${playerId}`).digest('hex');
  return `Hunter ${hash.slice(0, 6).toUpperCase()}`;
}

/**
 * A tournament's leaderboard: the top `RATING_ROWS_MAX` players who farmed, and the asking player's row wherever
 * it ranks. The ORDER BY is domain `rankFarmers` (most farmed, then who reached it first, then the lower id)
 * written in SQL so a position is counted where the rows are.
 */
export async function tournamentRating(
  db: Database,
  row: FarmingCampaignRow,
  playerId: number,
  secret: string,
): Promise<RatingResponse> {
  const rows = await rawRows<{
    player_id: number;
    farmed_amount: string;
    freebets_issued: number;
    position: string;
  }>(
    db,
    sql`SELECT player_id, farmed_amount, freebets_issued, position FROM (
          SELECT player_id, farmed_amount, freebets_issued,
                 row_number() OVER (ORDER BY farmed_amount DESC, reached_at ASC, player_id ASC) AS position
          FROM farming_participants WHERE campaign_id = ${row.id} AND farmed_amount > 0
        ) ranked
        WHERE position <= ${RATING_ROWS_MAX} OR player_id = ${playerId}
        ORDER BY position`,
  );
  const currency = row.currency ?? '';
  const view = (r: (typeof rows)[number]): RatingRow => ({
    position: Number(r.position),
    nickname: nicknameOf(secret, row.id, Number(r.player_id)),
    current_user: Number(r.player_id) === playerId,
    farmed_amount: Number(r.farmed_amount),
    currency_code: currency,
    farmed_freebets_count: Number(r.freebets_issued),
  });
  const all = rows.map(view);
  const totals = (await farmedTotals(db, [row.id])).get(row.id) ?? { farmed: 0, participants: 0 };
  return {
    data: all.filter((r) => r.position <= RATING_ROWS_MAX),
    current_user: all.find((r) => r.current_user) ?? null,
    pool_amount: poolOf(row, totals.farmed) ?? 0,
    currency_code: currency,
  };
}
