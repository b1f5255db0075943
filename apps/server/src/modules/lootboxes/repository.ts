import {
  type AmbCampaignInput,
  LOOTBOX_ERROR_CODES,
  type LootboxCampaignInput,
} from '@sportsbook/contracts/lootboxes';
import { lootboxPlace } from '@sportsbook/domain/lootboxes';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/betting';
import { freebets } from '../../db/schema/bonuses';
import {
  ambCampaigns,
  ambEntries,
  ambFreebets,
  lootboxCampaigns,
  lootboxes,
  lootboxOpenings,
} from '../../db/schema/lootboxes';

export type LootboxCampaignRow = typeof lootboxCampaigns.$inferSelect;
export type AmbCampaignRow = typeof ambCampaigns.$inferSelect;
export type LootboxRow = typeof lootboxes.$inferSelect;

/** At most this many settled bets turn into chests per read: a long history fills in over a few reads. */
const EARN_BATCH = 500;
/** Bet statuses that never count: not accepted (yet). */
const UNACCEPTED = ['submitted', 'rejected', 'cancelled'] as const;

const nameTaken = (name: string) =>
  new DomainError('conflict', LOOTBOX_ERROR_CODES.nameTaken, `A campaign is already named ${name}`);

const campaignValues = (input: LootboxCampaignInput | AmbCampaignInput) => ({
  name: input.name,
  content: input.content,
  validFrom: new Date(input.valid_from),
  validTo: new Date(input.valid_to),
  status: input.status,
  minOdds: input.min_odds,
});

export async function insertLootboxCampaign(db: Database, input: LootboxCampaignInput): Promise<number> {
  const [row] = await db
    .insert(lootboxCampaigns)
    .values({ ...campaignValues(input), tiers: input.tiers })
    .onConflictDoNothing({ target: lootboxCampaigns.name })
    .returning({ id: lootboxCampaigns.id });
  if (!row) throw nameTaken(input.name);
  return row.id;
}

export async function insertAmbCampaign(db: Database, input: AmbCampaignInput): Promise<number> {
  const [row] = await db
    .insert(ambCampaigns)
    .values({
      ...campaignValues(input),
      minStake: input.min_stake,
      ranges: input.ranges,
      prizeCampaignId: input.prize_campaign_id,
    })
    .onConflictDoNothing({ target: ambCampaigns.name })
    .returning({ id: ambCampaigns.id });
  if (!row) throw nameTaken(input.name);
  return row.id;
}

export const lootboxCampaignByName = async (db: Database, name: string) =>
  (await db.select().from(lootboxCampaigns).where(eq(lootboxCampaigns.name, name)))[0];
export const ambCampaignByName = async (db: Database, name: string) =>
  (await db.select().from(ambCampaigns).where(eq(ambCampaigns.name, name)))[0];

/** Every loot box campaign with its boxes and openings counted, newest first. */
export async function listLootboxCampaigns(db: Database) {
  const rows = await db.select().from(lootboxCampaigns).orderBy(desc(lootboxCampaigns.id));
  const counts = await db
    .select({
      campaignId: lootboxes.campaignId,
      boxes: count(lootboxes.id),
      opened: count(lootboxOpenings.lootboxId),
    })
    .from(lootboxes)
    .leftJoin(lootboxOpenings, eq(lootboxOpenings.lootboxId, lootboxes.id))
    .groupBy(lootboxes.campaignId);
  return rows.map((row) => {
    const counted = counts.find((c) => c.campaignId === row.id);
    return { row, boxes: counted?.boxes ?? 0, opened: counted?.opened ?? 0 };
  });
}

/** Every AMB campaign with its players counted, newest first. */
export async function listAmbCampaigns(db: Database) {
  const rows = await db.select().from(ambCampaigns).orderBy(desc(ambCampaigns.id));
  const counts = await db
    .select({ campaignId: ambEntries.campaignId, players: count(ambEntries.id) })
    .from(ambEntries)
    .groupBy(ambEntries.campaignId);
  return rows.map((row) => ({
    row,
    players: counts.find((c) => c.campaignId === row.id)?.players ?? 0,
  }));
}

const running = <T extends typeof lootboxCampaigns | typeof ambCampaigns>(table: T, now: Date) =>
  and(eq(table.status, 'active'), lte(table.validFrom, now), gt(table.validTo, now));

/**
 * Turns the player's settled bets into chests (ADR 028: earned at settlement, stored on the player's next read):
 * for each running campaign, every bet paid with the player's own money, won or lost, placed within the window
 * at the campaign's odds, whose stake reaches a tier, gets one chest (UNIQUE campaign and bet, so repeated and
 * concurrent reads store it once).
 */
export async function storeEarnedLootboxes(db: Database, playerId: number, now: Date): Promise<void> {
  const campaigns = await db
    .select()
    .from(lootboxCampaigns)
    .where(running(lootboxCampaigns, now))
    .orderBy(asc(lootboxCampaigns.id));
  for (const campaign of campaigns) {
    const candidates = await db
      .select({
        id: bets.id,
        stake: bets.stake,
        currency: bets.currency,
        result: bets.result,
        settledAt: bets.settledAt,
      })
      .from(bets)
      .leftJoin(lootboxes, and(eq(lootboxes.betId, bets.id), eq(lootboxes.campaignId, campaign.id)))
      .where(
        and(
          eq(bets.playerId, playerId),
          eq(bets.status, 'done'),
          inArray(bets.result, ['win', 'lose']),
          isNull(bets.bonusType),
          gte(bets.odds, campaign.minOdds),
          gte(bets.createdAt, campaign.validFrom),
          lt(bets.createdAt, campaign.validTo),
          isNull(lootboxes.id),
        ),
      )
      .orderBy(asc(bets.id))
      .limit(EARN_BATCH);
    const tiers = campaign.tiers.map((tier) => ({ minStake: tier.min_stake }));
    const earned = candidates.flatMap((bet) => {
      const place = lootboxPlace(tiers, bet.stake, bet.currency);
      if (place === null || (bet.result !== 'win' && bet.result !== 'lose')) return [];
      return [
        {
          campaignId: campaign.id,
          playerId,
          betId: bet.id,
          place,
          result: bet.result,
          earnedAt: bet.settledAt ?? now,
        },
      ];
    });
    if (earned.length > 0) await db.insert(lootboxes).values(earned).onConflictDoNothing();
  }
}

/** The player's chests with their campaign, opening and prize; `opened` filters (undefined: all), newest first. */
export async function playerLootboxes(
  db: Database,
  playerId: number,
  opened: boolean | undefined,
  boxId?: number,
) {
  return db
    .select({ box: lootboxes, campaign: lootboxCampaigns, opening: lootboxOpenings, prize: freebets })
    .from(lootboxes)
    .innerJoin(lootboxCampaigns, eq(lootboxCampaigns.id, lootboxes.campaignId))
    .leftJoin(lootboxOpenings, eq(lootboxOpenings.lootboxId, lootboxes.id))
    .leftJoin(freebets, eq(freebets.id, lootboxOpenings.prizeBonusId))
    .where(
      and(
        eq(lootboxes.playerId, playerId),
        boxId === undefined ? undefined : eq(lootboxes.id, boxId),
        opened === undefined
          ? undefined
          : opened
            ? sql`${lootboxOpenings.lootboxId} IS NOT NULL`
            : isNull(lootboxOpenings.lootboxId),
      ),
    )
    .orderBy(desc(lootboxes.earnedAt), desc(lootboxes.id));
}
export type PlayerLootboxRow = Awaited<ReturnType<typeof playerLootboxes>>[number];

/** The player's chest locked for its opening, with its campaign; undefined for another player's or none. */
export async function lockOwnLootbox(tx: Database, playerId: number, boxId: number) {
  const [row] = await tx
    .select({ box: lootboxes, campaign: lootboxCampaigns })
    .from(lootboxes)
    .innerJoin(lootboxCampaigns, eq(lootboxCampaigns.id, lootboxes.campaignId))
    .where(and(eq(lootboxes.id, boxId), eq(lootboxes.playerId, playerId)))
    .for('update', { of: lootboxes });
  return row;
}

export async function findOpening(tx: Database, boxId: number) {
  const [row] = await tx.select().from(lootboxOpenings).where(eq(lootboxOpenings.lootboxId, boxId));
  return row;
}

export async function insertOpening(
  tx: Database,
  boxId: number,
  prize: { campaignId: number; bonusId: number } | null,
  now: Date,
): Promise<void> {
  await tx.insert(lootboxOpenings).values({
    lootboxId: boxId,
    prizeCampaignId: prize?.campaignId ?? null,
    prizeBonusId: prize?.bonusId ?? null,
    openedAt: now,
  });
}

/** The running AMB campaigns with the player's entry (if joined), oldest first. */
export async function runningAmbCampaigns(db: Database, playerId: number, now: Date) {
  return db
    .select({ campaign: ambCampaigns, entry: ambEntries })
    .from(ambCampaigns)
    .leftJoin(ambEntries, and(eq(ambEntries.campaignId, ambCampaigns.id), eq(ambEntries.playerId, playerId)))
    .where(running(ambCampaigns, now))
    .orderBy(asc(ambCampaigns.id));
}

/** Joins the player to the campaign once (UNIQUE campaign and player); a second join changes nothing. */
export async function joinAmbCampaign(db: Database, campaignId: number, playerId: number, now: Date) {
  await db.insert(ambEntries).values({ campaignId, playerId, joinedAt: now }).onConflictDoNothing();
}

/**
 * The player's qualifying bets since joining: accepted (not submitted, rejected or cancelled), paid with the
 * player's own money, in the player's currency, at the campaign's odds and stake, before the campaign ends.
 */
export async function countAmbBets(
  db: Database,
  campaign: AmbCampaignRow,
  entry: { playerId: number; joinedAt: Date },
  currency: string,
): Promise<number> {
  const minStake = campaign.minStake[currency];
  if (minStake === undefined) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(bets)
    .where(
      and(
        eq(bets.playerId, entry.playerId),
        eq(bets.currency, currency),
        notInArray(bets.status, [...UNACCEPTED]),
        isNull(bets.bonusType),
        gte(bets.odds, campaign.minOdds),
        gte(bets.stake, minStake),
        gte(bets.createdAt, entry.joinedAt),
        lt(bets.createdAt, campaign.validTo),
      ),
    );
  return row?.n ?? 0;
}

/** The keys `range:n` of the freebets the entry already issued. */
export async function issuedAmbKeys(db: Database, entryId: number): Promise<Set<string>> {
  const rows = await db
    .select({ rangeIndex: ambFreebets.rangeIndex, n: ambFreebets.n })
    .from(ambFreebets)
    .where(eq(ambFreebets.entryId, entryId));
  return new Set(rows.map((row) => `${row.rangeIndex}:${row.n}`));
}

/** Records an AMB freebet under its key; false when another request recorded it first (nothing written). */
export async function recordAmbFreebet(
  tx: Database,
  entryId: number,
  key: [number, number],
  bonusId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(ambFreebets)
    .values({ entryId, rangeIndex: key[0], n: key[1], bonusId, issuedAt: now })
    .onConflictDoNothing({ target: [ambFreebets.entryId, ambFreebets.rangeIndex, ambFreebets.n] })
    .returning({ bonusId: ambFreebets.bonusId });
  return rows.length > 0;
}

/** Locks the entry row: one request at a time issues an entry's freebets. */
export async function lockAmbEntry(tx: Database, entryId: number): Promise<void> {
  await tx.select({ id: ambEntries.id }).from(ambEntries).where(eq(ambEntries.id, entryId)).for('update');
}

/**
 * What each loot box campaign's opened chests gave: prizes counted and their face values per currency. A prize is
 * a freebet the opening issued (`lootbox_openings.prize_bonus_id`), so its face value is what the chest paid.
 */
export async function lootboxPrizeTotals(db: Database) {
  const rows = await db
    .select({
      campaignId: lootboxes.campaignId,
      currency: freebets.currency,
      prizes: count(freebets.id),
      amount: sql<number>`COALESCE(SUM(${freebets.amount}), 0)`.mapWith(Number),
    })
    .from(lootboxOpenings)
    .innerJoin(lootboxes, eq(lootboxes.id, lootboxOpenings.lootboxId))
    .innerJoin(freebets, eq(freebets.id, lootboxOpenings.prizeBonusId))
    .groupBy(lootboxes.campaignId, freebets.currency);
  const totals = new Map<number, { prizes: number; paid: Record<string, number> }>();
  for (const row of rows) {
    const total = totals.get(row.campaignId) ?? { prizes: 0, paid: {} };
    total.prizes += row.prizes;
    total.paid[row.currency] = row.amount;
    totals.set(row.campaignId, total);
  }
  return totals;
}
