import { CAMPAIGN_STATUSES, type CampaignContent } from '@sportsbook/contracts/bonus-campaigns';
import type { Locale } from '@sportsbook/contracts/locales';
import type { LootboxTierInput } from '@sportsbook/contracts/lootboxes';
import { LOOTBOX_RESULTS } from '@sportsbook/domain/lootboxes';
import { MATCH_WINNER_PICKS, PREDICTION_KINDS } from '@sportsbook/domain/predictions';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { bonusCampaigns, freebets } from './bonuses';
import { matches } from './catalogue';
import { players } from './players';

// Loot boxes, amount-of-bets freebet progress and predictions (migration 0021; ADR 028 "Loot boxes, AMB,
// predictions"). Prizes and AMB freebets are bonuses issued from freebet campaigns by the bonuses module.

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
type Content = Partial<Record<Locale, CampaignContent>>;

/** What the two campaign tables check alike: the status list, the window, English content, odds of 1.000 up. */
const campaignChecks = (
  name: string,
  table: { status: unknown; validFrom: unknown; validTo: unknown; content: unknown; minOdds: unknown },
) => [
  check(`${name}_status`, sql`${table.status} IN (${inList(CAMPAIGN_STATUSES)})`),
  check(`${name}_window`, sql`${table.validFrom} < ${table.validTo}`),
  check(`${name}_english`, sql`coalesce(jsonb_typeof(${table.content} -> 'en'), '') = 'object'`),
  check(`${name}_min_odds`, sql`${table.minOdds} >= 1000`),
];

/** A loot box campaign: settled bets at `min_odds` or more whose stake reaches a tier earn a chest. */
export const lootboxCampaigns = pgTable(
  'lootbox_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    content: jsonb('content').$type<Content>().notNull(),
    validFrom: moment('valid_from').notNull(),
    validTo: moment('valid_to').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    minOdds: integer('min_odds').notNull(),
    /** Places 1, 2, 3 in order: the stake per currency and the prize tables (contracts `lootboxTierSchema`). */
    tiers: jsonb('tiers').$type<LootboxTierInput[]>().notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    ...campaignChecks('lootbox_campaigns', table),
    check('lootbox_campaigns_tiers', sql`jsonb_array_length(${table.tiers}) BETWEEN 1 AND 3`),
  ],
);

/** A chest a settled bet earned: one per bet and campaign (UNIQUE), its place and variant fixed when earned. */
export const lootboxes = pgTable(
  'lootboxes',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => lootboxCampaigns.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    place: smallint('place').notNull(),
    result: text('result', { enum: LOOTBOX_RESULTS }).notNull(),
    earnedAt: moment('earned_at').notNull(),
  },
  (table) => [
    uniqueIndex('lootboxes_campaign_bet').on(table.campaignId, table.betId),
    index('lootboxes_player').on(table.playerId, table.earnedAt),
    check('lootboxes_place', sql`${table.place} BETWEEN 1 AND 3`),
    check('lootboxes_result', sql`${table.result} IN (${inList(LOOTBOX_RESULTS)})`),
  ],
);

/**
 * A chest's opening: its primary key is the box, so a box opens once whatever races (a second insert fails and
 * its transaction, prize included, rolls back). The prize is the bonus issued, null for an empty chest.
 */
export const lootboxOpenings = pgTable(
  'lootbox_openings',
  {
    lootboxId: integer('lootbox_id')
      .primaryKey()
      .references(() => lootboxes.id, { onDelete: 'cascade' }),
    prizeCampaignId: integer('prize_campaign_id').references(() => bonusCampaigns.id),
    prizeBonusId: integer('prize_bonus_id')
      .unique()
      .references(() => freebets.id),
    openedAt: moment('opened_at').notNull(),
  },
  (table) => [
    check(
      'lootbox_openings_prize',
      sql`(${table.prizeCampaignId} IS NULL) = (${table.prizeBonusId} IS NULL)`,
    ),
  ],
);

/** An amount-of-bets campaign: qualifying bets counted from a player's joining; each reached range issues freebets. */
export const ambCampaigns = pgTable(
  'amb_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    content: jsonb('content').$type<Content>().notNull(),
    validFrom: moment('valid_from').notNull(),
    validTo: moment('valid_to').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    minOdds: integer('min_odds').notNull(),
    minStake: jsonb('min_stake').$type<Record<string, number>>().notNull(),
    ranges: jsonb('ranges').$type<Array<{ number_of_bets: number; number_of_freebets: number }>>().notNull(),
    prizeCampaignId: integer('prize_campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    ...campaignChecks('amb_campaigns', table),
    check('amb_campaigns_ranges', sql`jsonb_array_length(${table.ranges}) BETWEEN 1 AND 10`),
  ],
);

/** A player's joining of an AMB campaign (POST /bonuses/freebets/amb): bets count from `joined_at`. */
export const ambEntries = pgTable(
  'amb_entries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => ambCampaigns.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    joinedAt: moment('joined_at').notNull(),
  },
  (table) => [uniqueIndex('amb_entries_campaign_player').on(table.campaignId, table.playerId)],
);

/** The freebets an entry's reached ranges issued: the key (range, n) issues each once. */
export const ambFreebets = pgTable(
  'amb_freebets',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => ambEntries.id, { onDelete: 'cascade' }),
    rangeIndex: smallint('range_index').notNull(),
    n: smallint('n').notNull(),
    bonusId: integer('bonus_id')
      .notNull()
      .unique()
      .references(() => freebets.id),
    issuedAt: moment('issued_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.rangeIndex, table.n] }),
    check('amb_freebets_key', sql`${table.rangeIndex} >= 0 AND ${table.n} >= 0`),
  ],
);

/** A prediction game on a match: one per match and kind. */
export const predictions = pgTable(
  'predictions',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PREDICTION_KINDS }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('predictions_match_kind').on(table.matchId, table.kind),
    check('predictions_kind', sql`${table.kind} IN (${inList(PREDICTION_KINDS)})`),
  ],
);

/** A player's vote: one per player and prediction (UNIQUE; a second is a 409). */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    id: serial('id').primaryKey(),
    predictionId: integer('prediction_id')
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    pick: text('pick', { enum: MATCH_WINNER_PICKS }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('prediction_votes_player').on(table.predictionId, table.playerId),
    index('prediction_votes_player_time').on(table.playerId, table.createdAt),
    check('prediction_votes_pick', sql`${table.pick} IN (${inList(MATCH_WINNER_PICKS)})`),
  ],
);
