import type { ComboboostParams, EventConditions } from '@sportsbook/contracts/bonus-campaigns';
import type { EventCondition, EventConditionLevel } from '@sportsbook/domain/bonus-conditions';
import type { ComboboostTerms } from '@sportsbook/domain/comboboost';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusCampaigns, issuedComboboosts } from '../../db/schema/bonuses';

/** An issued comboboost with its owner and the terms domain `comboboostPlacementCheck` reads. */
export interface IssuedComboboostTerms {
  id: number;
  playerId: number;
  terms: ComboboostTerms;
}

const LEVELS: [keyof EventConditions, EventConditionLevel][] = [
  ['sport_type_ids', 'sportType'],
  ['sport_ids', 'sport'],
  ['category_ids', 'category'],
  ['tournament_ids', 'tournament'],
  ['event_ids', 'event'],
];

/**
 * A campaign's event conditions (a list of ids per level, all empty: every event) as the domain's conditions: one
 * per listed id, so an event named at any level meets them (a campaign naming a sport and a tournament boosts
 * legs of either).
 */
export function eventConditionsOf(conditions: EventConditions): EventCondition[] {
  // Ids are stored as the campaign's schema reads them (numbers); the catalogue's are compared as text.
  return LEVELS.flatMap(([field, level]) =>
    (conditions[field] ?? []).map((id) => ({ [level]: { id: String(id) } })),
  );
}

/**
 * A comboboost is usable once the player activated it (ADR 028), so a row not activated reads as not available;
 * one the expiry job marked reads as expired. The rest (window, uses) is the domain's to decide.
 */
function statusOf(row: typeof issuedComboboosts.$inferSelect): ComboboostTerms['status'] {
  if (row.expiredAt !== null) return 'expired';
  return row.activatedAt === null ? 'not_available' : 'active';
}

async function readComboboost(
  db: Database,
  id: number,
  lock: boolean,
): Promise<IssuedComboboostTerms | undefined> {
  const query = db
    .select({
      row: issuedComboboosts,
      params: bonusCampaigns.params,
      conditions: bonusCampaigns.eventConditions,
    })
    .from(issuedComboboosts)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedComboboosts.campaignId))
    .where(eq(issuedComboboosts.id, id));
  const [found] = lock ? await query.for('update', { of: issuedComboboosts }) : await query;
  if (!found) return undefined;
  const { row, conditions } = found;
  const params = found.params as ComboboostParams;
  return {
    id: row.id,
    playerId: row.playerId,
    terms: {
      status: statusOf(row),
      minOdds: params.min_odds,
      ranges: params.ranges.map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        bonusOdds: r.bonus_odds,
      })),
      eventConditions: eventConditionsOf(conditions),
      usesCount: row.usesCount,
      timesUsed: row.timesUsed,
      validFrom: null,
      validTo: row.validTo.getTime(),
    },
  };
}

/** An issued comboboost and its terms, unlocked: placement's first check and the offers. */
export const comboboostTermsOf = (db: Database, id: number) => readComboboost(db, id, false);

/** The same, its row locked `FOR UPDATE` for the rest of the transaction: a concurrent placement waits here. */
export const lockComboboost = (tx: Database, id: number) => readComboboost(tx, id, true);

/** The player's issued comboboosts with their terms (the offers per bet read them). */
export async function playerComboboostTerms(
  db: Database,
  playerId: number,
): Promise<IssuedComboboostTerms[]> {
  const rows = await db
    .select({ id: issuedComboboosts.id })
    .from(issuedComboboosts)
    .where(eq(issuedComboboosts.playerId, playerId));
  const found = await Promise.all(rows.map((row) => comboboostTermsOf(db, row.id)));
  return found.filter((item): item is IssuedComboboostTerms => item !== undefined);
}

/** Counts one bet against a locked comboboost; the CHECK `times_used <= uses_count` backs the lock up. */
export async function useComboboost(tx: Database, id: number): Promise<void> {
  const done = await tx
    .update(issuedComboboosts)
    .set({ timesUsed: sql`${issuedComboboosts.timesUsed} + 1` })
    .where(and(eq(issuedComboboosts.id, id), lt(issuedComboboosts.timesUsed, issuedComboboosts.usesCount)))
    .returning({ id: issuedComboboosts.id });
  if (done.length !== 1) throw new Error(`comboboost ${id} had no use left`);
}
