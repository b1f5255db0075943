import type { CampaignContent, EventConditions } from '@sportsbook/contracts/bonus-campaigns';
import type { Locale } from '@sportsbook/contracts/locales';
import { FARMING_KINDS, POOL_SHARE_SCALE, TOURNAMENT_KINDS } from '@sportsbook/domain/hunting';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { bonusCampaigns } from './bonuses';
import { players } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const FARMING_STATUSES = ['active', 'paused', 'ended'] as const;

/**
 * A farming campaign (ADR 035): bonus hunting (points from settled bets turn into freebets at thresholds) or a
 * hunting tournament (the same, plus a ranking by farmed stakes and a prize pool). Its id comes from the
 * freebets' sequence like every bonus's, so `POST /bonuses/{id}/activate` needs no type. The database keeps the
 * kind, status and tournament kind lists, the window, English content, a tournament's fields exactly on
 * tournaments, a pool share within 0..10000 basis points, and thresholds exactly with a freebet campaign.
 */
export const farmingCampaigns = pgTable(
  'farming_campaigns',
  {
    id: integer('id').primaryKey().default(sql`nextval('freebets_id_seq')`),
    kind: text('kind', { enum: FARMING_KINDS }).notNull(),
    name: text('name').notNull(),
    content: jsonb('content').$type<Partial<Record<Locale, CampaignContent>>>().notNull(),
    validFrom: moment('valid_from').notNull(),
    validTo: moment('valid_to').notNull(),
    status: text('status', { enum: FARMING_STATUSES }).notNull().default('active'),
    eventConditions: jsonb('event_conditions').$type<EventConditions>().notNull(),
    minOdds: integer('min_odds'),
    /** The least stake per currency (minor units); the unit of points too. */
    minStakes: jsonb('min_stakes').$type<Record<string, number>>().notNull(),
    farmOncePerEvent: boolean('farm_once_per_event').notNull().default(true),
    /** The freebet campaign a threshold issues from (through `issueLocked`); null with no thresholds. */
    freebetCampaignId: integer('freebet_campaign_id').references(() => bonusCampaigns.id),
    thresholds: bigint('thresholds', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    showInPromotion: boolean('show_in_promotion').notNull().default(true),
    tournamentKind: text('tournament_kind', { enum: TOURNAMENT_KINDS }),
    currency: text('currency').references(() => currencies.code),
    initialPool: bigint('initial_pool', { mode: 'number' }),
    poolShareBp: integer('pool_share_bp'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('farming_campaigns_kind', sql`${table.kind} IN (${inList(FARMING_KINDS)})`),
    check('farming_campaigns_status', sql`${table.status} IN (${inList(FARMING_STATUSES)})`),
    check('farming_campaigns_window', sql`${table.validFrom} < ${table.validTo}`),
    check('farming_campaigns_english', sql`coalesce(jsonb_typeof(${table.content} -> 'en'), '') = 'object'`),
    check('farming_campaigns_min_odds', sql`${table.minOdds} IS NULL OR ${table.minOdds} > 1000`),
    check(
      'farming_campaigns_tournament',
      sql`(${table.kind} = 'tournament') = (${table.tournamentKind} IS NOT NULL) AND (${table.kind} = 'tournament') = (${table.currency} IS NOT NULL) AND (${table.kind} = 'tournament') = (${table.initialPool} IS NOT NULL) AND (${table.kind} = 'tournament') = (${table.poolShareBp} IS NOT NULL)`,
    ),
    check(
      'farming_campaigns_tournament_kind',
      sql`${table.tournamentKind} IS NULL OR ${table.tournamentKind} IN (${inList(TOURNAMENT_KINDS)})`,
    ),
    check(
      'farming_campaigns_pool',
      sql`coalesce(${table.initialPool}, 0) >= 0 AND coalesce(${table.poolShareBp}, 0) BETWEEN 0 AND ${sql.raw(String(POOL_SHARE_SCALE))}`,
    ),
    check(
      'farming_campaigns_thresholds',
      sql`(cardinality(${table.thresholds}) > 0) = (${table.freebetCampaignId} IS NOT NULL)`,
    ),
    index('farming_campaigns_kind_status').on(table.kind, table.status),
  ],
);

/**
 * A player in a farming campaign since they activated it, with their standing: the totals of their active
 * farming records, recomputed from the records in the transaction that changes them (so a total is never counted
 * twice), and the freebets their points earned. The row is locked while a settlement farms for the player, so
 * "once per event" and the thresholds hold under concurrent chunks. The rating reads it in rank order.
 */
export const farmingParticipants = pgTable(
  'farming_participants',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => farmingCampaigns.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    activatedAt: moment('activated_at').notNull(),
    seen: boolean('seen').notNull().default(false),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Stakes of the farming bets (a tournament ranks by it). */
    farmedAmount: bigint('farmed_amount', { mode: 'number' }).notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    /** When the standing last changed: a tie goes to who reached it first; null before any farming. */
    reachedAt: moment('reached_at'),
    freebetsIssued: integer('freebets_issued').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.playerId] }),
    check(
      'farming_participants_totals',
      sql`${table.points} >= 0 AND ${table.farmedAmount} >= 0 AND ${table.betsCount} >= 0 AND ${table.freebetsIssued} >= 0`,
    ),
    index('farming_participants_rank').on(
      table.campaignId,
      table.farmedAmount.desc(),
      table.reachedAt,
      table.playerId,
    ),
    index('farming_participants_player').on(table.playerId),
  ],
);

/**
 * What one settled bet farmed for one campaign: UNIQUE (campaign, bet), so a settlement delivered again farms
 * once. A correction rolls it back (`rolled_back_at`, once: only an active record is rolled back) and the bet's
 * new settlement farms it again in place. Demo standings (`source = 'demo'`) name no bet.
 */
export const farmingRecords = pgTable(
  'farming_records',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => farmingCampaigns.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    betId: integer('bet_id').references(() => bets.id),
    source: text('source', { enum: ['bet', 'demo'] })
      .notNull()
      .default('bet'),
    eventIds: integer('event_ids').array().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    farmedAt: moment('farmed_at').notNull(),
    rolledBackAt: moment('rolled_back_at'),
  },
  (table) => [
    uniqueIndex('farming_records_campaign_bet').on(table.campaignId, table.betId),
    check('farming_records_source', sql`(${table.source} = 'bet') = (${table.betId} IS NOT NULL)`),
    check('farming_records_amounts', sql`${table.stake} >= 0 AND ${table.points} >= 0`),
    index('farming_records_bet').on(table.betId),
    index('farming_records_campaign_player').on(table.campaignId, table.playerId),
  ],
);
