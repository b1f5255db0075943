import type { Statistics } from '@sportsbook/contracts/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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

// Catalogue: what the odds feed describes. Names are JSON objects keyed by locale ({"en": "...", "de": "..."});
// the API picks the request's locale and falls back to English.

export type LocalizedNames = Record<string, string>;

export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  priority: integer('priority').notNull(),
  type: text('type', { enum: ['regular', 'cyber'] }).notNull(),
  provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
  mainMarketId: integer('main_market_id'),
  secondaryMarketId: integer('secondary_market_id'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull(),
    countryCode: text('country_code'),
  },
  (table) => [uniqueIndex('categories_sport_slug').on(table.sportId, table.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    /** Tournament names are not translated; the feed's name is shown in every locale. */
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (table) => [uniqueIndex('tournaments_sport_slug').on(table.sportId, table.slug)],
);

export interface StoredCompetitor {
  id: string;
  name: string;
  abbreviation: string | null;
  logo: string | null;
}

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    type: text('type', { enum: ['match', 'outright'] }).notNull(),
    /** 'Home - Away' or the outright's title, as the feed names it. */
    name: text('name').notNull(),
    status: smallint('status').notNull(),
    stage: text('stage'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    stadium: text('stadium'),
    city: text('city'),
    home: jsonb('home').$type<StoredCompetitor>(),
    away: jsonb('away').$type<StoredCompetitor>(),
    outrightCompetitors: jsonb('outright_competitors').$type<StoredCompetitor[]>().notNull().default([]),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
    /** The API's statistics object (clock, scores, periods), kept as the feed last reported it. */
    statistics: jsonb('statistics').$type<Statistics>().notNull(),
    /** A trader suspended the whole match (ADR 036): the feed opens none of its markets until a trader reopens it. */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('matches_status_range', sql`${table.status} BETWEEN 0 AND 5`),
    uniqueIndex('matches_sport_slug').on(table.sportId, table.slug),
    index('matches_status_start').on(table.status, table.startTime),
    index('matches_tournament').on(table.tournamentId, table.startTime),
  ],
);

/** Outcome names are rendered per locale at serve time from ids and specifiers; `name` is the feed's English one. */
export interface StoredOutcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
}

export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    /** The feed's English name; other locales are rendered from the market id and specifier. */
    name: text('name').notNull(),
    status: smallint('status').notNull(),
    outcomes: jsonb('outcomes').$type<StoredOutcome[]>().notNull(),
    groups: text('groups').array().notNull(),
    priority: integer('priority').notNull(),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).notNull(),
    /** A trader suspended the market (ADR 036): a price update from the feed keeps it suspended. */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
    /** A trader's prices by outcome id (thousandths), laid over every price the feed sends (ADR 036). */
    oddsOverrides: jsonb('odds_overrides').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.marketId, table.specifier] }),
    check('markets_status_range', sql`${table.status} BETWEEN -4 AND 1`),
  ],
);

/** Results per outcome as the feed settled them; what bet settlement pays on. A rollback deletes them. */
export const marketResults = pgTable(
  'market_results',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    result: text('result', { enum: ['won', 'lost', 'void', 'half_won', 'half_lost'] }).notNull(),
    certainty: text('certainty', { enum: ['live', 'confirmed', 'cancelled'] }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.marketId, table.specifier, table.outcomeId] })],
);

/**
 * Every spell a market stopped taking bets (ADR 041): a trigger on `markets` opens a row when the status leaves
 * active (1) and closes it when the status comes back. `stopped_at` is `clock_timestamp()` at the update, taken
 * after the feed (or a trader) locked the market, so every bet accepted on it before then has committed. The
 * past-posting report lists bets accepted inside a spell; the regulator's export names each leg's stop.
 */
export const marketBetStops = pgTable(
  'market_bet_stops',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }).notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check(
      'market_bet_stops_order',
      sql`${table.reopenedAt} IS NULL OR ${table.reopenedAt} >= ${table.stoppedAt}`,
    ),
    index('market_bet_stops_market').on(table.matchId, table.marketId, table.specifier, table.stoppedAt),
  ],
);

/** Whether each odds provider is delivering; while one is not, its markets count as suspended. */
export const providerStatuses = pgTable('provider_statuses', {
  provider: text('provider', { enum: ['betradar', 'oddin', 'betconstruct'] }).primaryKey(),
  active: boolean('active').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
