import type { CampaignKind } from '@sportsbook/contracts/bonus-campaigns';
import type {
  bonusListQuerySchema,
  Comboboost,
  Freebet,
  IssuedBonusStatus,
} from '@sportsbook/contracts/bonuses';
import type { Locale } from '@sportsbook/contracts/locales';
import type { BonusType } from '@sportsbook/domain/bonus-kinds';
import type { BonusHolder } from '@sportsbook/domain/bonus-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { bonusCampaigns, freebets, issuedComboboosts } from '../../db/schema/bonuses';
import {
  type ComboboostRow,
  comboboostStatus,
  comboboostView,
  contentIn,
  freebetStatus,
  freebetView,
  readHolder,
} from './bonus-views';
import { expireFreebets, type FreebetRow } from './repository';

export type BonusListQuery = z.output<typeof bonusListQuerySchema>;
type CampaignRow = typeof bonusCampaigns.$inferSelect;

/** Whether a bonus with this computed status passes the list's filters. */
function listed(status: IssuedBonusStatus, seen: boolean, query: BonusListQuery): boolean {
  const usable = status === 'available' || status === 'active';
  // A held bonus (its campaign paused, the player outside its conditions) is still ahead: it comes back.
  const ahead = usable || status === 'not_available';
  if (query.status === 'active' && status !== 'active') return false;
  if (query.status === 'available' && status !== 'available') return false;
  if (query.status === 'upcoming' && !ahead) return false;
  if (query.available === true && !usable) return false;
  if (query.available === false && usable) return false;
  if (query.unseen === true && seen) return false;
  if (query.unseen === false && !seen) return false;
  return true;
}

async function campaignsById(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Map<number, CampaignRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(bonusCampaigns).where(inArray(bonusCampaigns.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The player's freebets of every kind (or one), filtered and titled in the locale, soonest to expire first. */
export async function playerFreebets(
  db: Database,
  playerId: number,
  query: BonusListQuery,
  locale: Locale,
  now: Date,
  kind?: BonusType,
): Promise<Freebet[]> {
  await expireFreebets(db, playerId, now);
  const holder = await readHolder(db, playerId);
  const rows = await db
    .select()
    .from(freebets)
    .where(
      and(
        eq(freebets.playerId, playerId),
        kind && kind !== 'comboboost' ? eq(freebets.kind, kind as FreebetRow['kind']) : undefined,
      ),
    )
    .orderBy(asc(freebets.validTo), asc(freebets.id));
  const campaigns = await campaignsById(
    db,
    rows.map((row) => row.campaignId),
  );
  const campaignOf = (row: FreebetRow) =>
    row.campaignId === null ? null : (campaigns.get(row.campaignId) ?? null);
  return rows
    .filter((row) => listed(freebetStatus(row, campaignOf(row), holder, now), row.seen, query))
    .slice(0, query.limit_per_type)
    .map((row) => freebetView(row, campaignOf(row), holder, locale, now));
}

export async function playerComboboosts(
  db: Database,
  playerId: number,
  query: BonusListQuery,
  locale: Locale,
  now: Date,
): Promise<Comboboost[]> {
  const holder = await readHolder(db, playerId);
  const rows = await db
    .select({ issued: issuedComboboosts, campaign: bonusCampaigns })
    .from(issuedComboboosts)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedComboboosts.campaignId))
    .where(eq(issuedComboboosts.playerId, playerId))
    .orderBy(asc(issuedComboboosts.validTo), asc(issuedComboboosts.id));
  return rows
    .filter(({ issued, campaign }) =>
      listed(comboboostStatus(issued, campaign, holder, now), issued.seen, query),
    )
    .slice(0, query.limit_per_type)
    .map(({ issued, campaign }) => comboboostView(issued, campaign, holder, locale, now));
}

/**
 * The status each of the player's freebets shows now (the lists' rule), by id: placement and the offers hand it to
 * domain `freebetSuitability`, which refuses a deactivated, overridden or held freebet.
 */
export async function freebetStatuses(
  db: Database,
  playerId: number,
  rows: readonly FreebetRow[],
  now: Date,
): Promise<Map<number, IssuedBonusStatus>> {
  const own = rows.filter((row) => row.playerId === playerId);
  if (own.length === 0) return new Map();
  const holder = await readHolder(db, playerId);
  const campaigns = await campaignsById(
    db,
    own.map((row) => row.campaignId),
  );
  return new Map(
    own.map((row) => {
      const campaign = row.campaignId === null ? null : (campaigns.get(row.campaignId) ?? null);
      return [row.id, freebetStatus(row, campaign, holder, now)];
    }),
  );
}

/** One of the player's bonuses by id: another player's, like an unknown id, is not found. */
export type OwnBonus = (
  | { type: 'comboboost'; row: ComboboostRow; campaign: CampaignRow }
  | { type: 'freebet'; row: FreebetRow; campaign: CampaignRow | null }
) & { holder: BonusHolder };

/** The status a bonus found by `findOwnBonus` shows now. */
export function ownBonusStatus(bonus: OwnBonus, now: Date): IssuedBonusStatus {
  return bonus.type === 'comboboost'
    ? comboboostStatus(bonus.row, bonus.campaign, bonus.holder, now)
    : freebetStatus(bonus.row, bonus.campaign, bonus.holder, now);
}

export async function findOwnBonus(
  db: Database,
  playerId: number,
  id: number,
  only?: 'freebet' | 'comboboost',
): Promise<OwnBonus> {
  if (only !== 'comboboost') {
    const [row] = await db
      .select({ freebet: freebets, campaign: bonusCampaigns })
      .from(freebets)
      .leftJoin(bonusCampaigns, eq(bonusCampaigns.id, freebets.campaignId))
      .where(and(eq(freebets.id, id), eq(freebets.playerId, playerId)));
    if (row)
      return {
        type: 'freebet',
        row: row.freebet,
        campaign: row.campaign,
        holder: await readHolder(db, playerId),
      };
  }
  if (only !== 'freebet') {
    const [row] = await db
      .select({ issued: issuedComboboosts, campaign: bonusCampaigns })
      .from(issuedComboboosts)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedComboboosts.campaignId))
      .where(and(eq(issuedComboboosts.id, id), eq(issuedComboboosts.playerId, playerId)));
    if (row) {
      return {
        type: 'comboboost',
        row: row.issued,
        campaign: row.campaign,
        holder: await readHolder(db, playerId),
      };
    }
  }
  throw notFound('Bonus');
}

/** The description (and, for terms, the terms) of a bonus in the locale; a bonus with no campaign has none. */
export function bonusText(bonus: OwnBonus, locale: Locale) {
  if (!bonus.campaign) return { title: 'Freebet', description: '', terms: '' };
  const content = contentIn(bonus.campaign, locale);
  return { title: content.title, description: content.description, terms: content.terms };
}

export function bonusKind(bonus: OwnBonus): CampaignKind {
  return bonus.type === 'comboboost' ? 'comboboost' : bonus.row.kind;
}

/**
 * Marks the player's bonuses seen, all or none: one id that is not the player's (of that type) is a 404 and
 * nothing is marked. Types other than freebets and comboboosts are issued by no campaign yet: not found.
 */
export async function markBonusesSeen(
  db: Database,
  playerId: number,
  items: readonly { id: number; type: BonusType }[],
): Promise<number> {
  const comboboostIds = items.filter((item) => item.type === 'comboboost').map((item) => item.id);
  const freebetIds = items.filter((item) => item.type !== 'comboboost').map((item) => item.id);
  return db.transaction(async (tx) => {
    let marked = 0;
    if (freebetIds.length > 0) {
      const rows = await tx
        .update(freebets)
        .set({ seen: true })
        .where(and(eq(freebets.playerId, playerId), inArray(freebets.id, freebetIds)))
        .returning({ id: freebets.id, kind: freebets.kind });
      const byId = new Map(rows.map((row) => [row.id, row.kind]));
      const wrong = items.some((item) => item.type !== 'comboboost' && byId.get(item.id) !== item.type);
      if (wrong) throw notFound('Bonus');
      marked += rows.length;
    }
    if (comboboostIds.length > 0) {
      const rows = await tx
        .update(issuedComboboosts)
        .set({ seen: true })
        .where(and(eq(issuedComboboosts.playerId, playerId), inArray(issuedComboboosts.id, comboboostIds)))
        .returning({ id: issuedComboboosts.id });
      if (rows.length !== new Set(comboboostIds).size) throw notFound('Bonus');
      marked += rows.length;
    }
    return marked;
  });
}
