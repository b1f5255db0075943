import type { ComboboostParams, EventConditions } from '@sportsbook/contracts/bonus-campaigns';
import type { EventCondition, EventConditionLevel, EventRef } from '@sportsbook/domain/bonus-conditions';
import type { ComboboostTerms } from '@sportsbook/domain/comboboost';
import { isMatchLive } from '@sportsbook/domain/match-status';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { bonusCampaigns, issuedComboboosts } from '../../db/schema/bonuses';
import { players } from '../../db/schema/players';
import { comboboostStatus } from './bonus-views';

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

async function readComboboost(
  db: Database,
  id: number,
  now: Date,
  lock: boolean,
): Promise<IssuedComboboostTerms | undefined> {
  const query = db
    .select({
      row: issuedComboboosts,
      campaign: bonusCampaigns,
      country: players.country,
      confirmedAt: players.emailConfirmedAt,
    })
    .from(issuedComboboosts)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedComboboosts.campaignId))
    .innerJoin(players, eq(players.id, issuedComboboosts.playerId))
    .where(eq(issuedComboboosts.id, id));
  const [found] = lock ? await query.for('update', { of: issuedComboboosts }) : await query;
  if (!found) return undefined;
  const { row, campaign } = found;
  const params = campaign.params as ComboboostParams;
  const holder = { country: found.country, verified: found.confirmedAt !== null };
  return {
    id: row.id,
    playerId: row.playerId,
    terms: {
      // The status the lists show (not activated: available, which placement refuses; ADR 028, "Statuses").
      status: comboboostStatus(row, campaign, holder, now),
      minOdds: params.min_odds,
      ranges: params.ranges.map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        bonusOdds: r.bonus_odds,
      })),
      eventConditions: eventConditionsOf(campaign.eventConditions),
      usesCount: row.usesCount,
      timesUsed: row.timesUsed,
      validFrom: null,
      validTo: row.validTo.getTime(),
    },
  };
}

/** An issued comboboost and its terms at `now`, unlocked: placement's first check and the offers. */
export const comboboostTermsOf = (db: Database, id: number, now: Date) => readComboboost(db, id, now, false);

/** The same, its row locked `FOR UPDATE` for the rest of the transaction: a concurrent placement waits here. */
export const lockComboboost = (tx: Database, id: number, now: Date) => readComboboost(tx, id, now, true);

/** The player's issued comboboosts with their terms at `now` (the offers per bet read them). */
export async function playerComboboostTerms(
  db: Database,
  playerId: number,
  now: Date,
): Promise<IssuedComboboostTerms[]> {
  const rows = await db
    .select({ id: issuedComboboosts.id })
    .from(issuedComboboosts)
    .where(eq(issuedComboboosts.playerId, playerId));
  const found = await Promise.all(rows.map((row) => comboboostTermsOf(db, row.id, now)));
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

/**
 * Gives back the use a bet counted when the bet does not stand (rejected at the in-play check). The UPDATE takes
 * the issued row's lock, so it queues behind a placement holding it (`lockComboboost`) as the count does. The
 * caller calls it once per bet, in the transaction that moves the locked bet out of `submitted`, so a sweep run
 * again finds the bet decided and gives nothing back twice; `times_used > 0` keeps the CHECK's floor regardless.
 */
export async function giveBackComboboostUse(tx: Database, id: number): Promise<void> {
  await tx
    .update(issuedComboboosts)
    .set({ timesUsed: sql`${issuedComboboosts.timesUsed} - 1` })
    .where(and(eq(issuedComboboosts.id, id), gt(issuedComboboosts.timesUsed, 0)));
}

/** Where a match sits in the catalogue (the levels event conditions name), and whether it is live now. */
export interface MatchEvent {
  event: EventRef;
  live: boolean;
}

/** Each known match's event levels and live state, by match id (placement's and the offers' conditions). */
export async function eventRefs(db: Database, matchIds: readonly number[]): Promise<Map<number, MatchEvent>> {
  if (matchIds.length === 0) return new Map();
  const rows = await rawRows<{
    id: number;
    sport_type: string;
    sport_id: number;
    category_id: number;
    tournament_id: number;
    status: number;
  }>(
    db,
    sql`SELECT x.id, s.type AS sport_type, x.sport_id, x.category_id, x.tournament_id, x.status
        FROM matches x JOIN sports s ON s.id = x.sport_id
        WHERE x.id = ANY(${arrayParam([...new Set(matchIds)])}::int[])`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        event: {
          sportType: r.sport_type,
          sport: String(r.sport_id),
          category: String(r.category_id),
          tournament: String(r.tournament_id),
          event: String(r.id),
        },
        live: isMatchLive(Number(r.status)),
      },
    ]),
  );
}
