import { BET_BONUS_TYPES } from '@sportsbook/contracts/bonuses';
import { BET_STATUSES } from '@sportsbook/domain/bet-status';
import type { ComboboostRange } from '@sportsbook/domain/comboboost';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { freebets, issuedComboboosts } from './bonuses';
import { matches } from './catalogue';
import { players } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Minor units and odds products stay within JS safe integers (the domain keeps them there).
const amount = (name: string) => bigint(name, { mode: 'number' });

export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export const BET_RESULTS = ['win', 'lose', 'refund'] as const;
export const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export const ACCEPT_MODES = ['none', 'higher', 'any'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A placed bet. `stake` is what is still at risk (a partial cash-out lowers it), `cashed_out` what cash-outs
 * paid so far. `settlement_version` counts settlements: the n-th settlement posts `settle:{id}:{n}` and its
 * rollback `unsettle:{id}:{n}`, so a result delivered twice never pays twice and a corrected one pays anew.
 */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    ref: text('ref').notNull().unique(),
    type: text('type', { enum: BET_TYPES }).notNull(),
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    result: text('result', { enum: BET_RESULTS }),
    stake: amount('stake').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Combined odds at placement, thousandths (average line odds for a system). */
    odds: amount('odds').notNull(),
    potentialReturn: amount('potential_return').notNull(),
    payout: amount('payout').notNull().default(0),
    cashedOut: amount('cashed_out').notNull().default(0),
    isVip: boolean('is_vip').notNull().default(false),
    /** The client's idempotency key with the bet's index in the request (`key#0`). */
    idempotencyKey: text('idempotency_key').notNull(),
    deviceId: text('device_id'),
    quick: boolean('quick').notNull().default(false),
    /** The player's acceptance mode at placement, for the in-play re-check. */
    acceptMode: text('accept_mode', { enum: ACCEPT_MODES }).notNull().default('none'),
    /** In-play bets wait until this moment before they are checked again and accepted. */
    acceptAfter: moment('accept_after'),
    settlementVersion: integer('settlement_version').notNull().default(0),
    /** The freebet that paid the stake (stays after a refund gives the freebet back). */
    freebetId: integer('freebet_id').references((): AnyPgColumn => freebets.id),
    /** The bonus the bet was placed with: the freebet's kind, or `comboboost`; null for none. */
    bonusType: text('bonus_type', { enum: BET_BONUS_TYPES }),
    /** The comboboost that boosts the bet (its `times_used` counts the bet). */
    comboboostId: integer('comboboost_id').references((): AnyPgColumn => issuedComboboosts.id),
    /** Thousandths: the comboboost's bonus odds the bet was placed with (the most settlement may pay). */
    bonusOdds: integer('bonus_odds'),
    /** The comboboost's ranges at placement: settlement recomputes the range on them after voids. */
    bonusRanges: jsonb('bonus_ranges').$type<ComboboostRange[]>(),
    createdAt: moment('created_at').notNull(),
    /**
     * When the bet was accepted (waiting_results): its placement time, or the end of its in-play delay; null while
     * submitted and for a bet never accepted. The regulator's export and the past-posting report read it (ADR 041).
     */
    acceptedAt: moment('accepted_at'),
    settledAt: moment('settled_at'),
  },
  (table) => [
    check('bets_type', sql`${table.type} IN (${inList(BET_TYPES)})`),
    check('bets_status', sql`${table.status} IN (${inList(BET_STATUSES)})`),
    check('bets_result', sql`${table.result} IS NULL OR ${table.result} IN (${inList(BET_RESULTS)})`),
    check('bets_accept_mode', sql`${table.acceptMode} IN (${inList(ACCEPT_MODES)})`),
    check(
      'bets_amounts',
      sql`${table.stake} >= 0 AND ${table.odds} >= 0 AND ${table.potentialReturn} >= 0 AND ${table.payout} >= 0 AND ${table.cashedOut} >= 0`,
    ),
    check(
      'bets_system',
      sql`(${table.type} = 'system') = (${table.systemWinCount} IS NOT NULL AND ${table.systemTotalCount} IS NOT NULL)`,
    ),
    check('bets_settlement_version', sql`${table.settlementVersion} >= 0`),
    uniqueIndex('bets_player_idempotency').on(table.playerId, table.idempotencyKey),
    index('bets_player_time').on(table.playerId, table.createdAt),
    index('bets_status').on(table.status),
    index('bets_freebet').on(table.freebetId),
    check(
      'bets_bonus_type',
      sql`${table.bonusType} IS NULL OR ${table.bonusType} IN (${inList(BET_BONUS_TYPES)})`,
    ),
    // One bonus per bet: a freebet names its kind, a comboboost names itself with its odds and ranges.
    check(
      'bets_bonus',
      sql`CASE WHEN ${table.bonusType} IS NULL THEN ${table.freebetId} IS NULL AND ${table.comboboostId} IS NULL WHEN ${table.bonusType} = 'comboboost' THEN ${table.freebetId} IS NULL AND ${table.comboboostId} IS NOT NULL AND ${table.bonusOdds} > 1000 AND ${table.bonusRanges} IS NOT NULL ELSE ${table.freebetId} IS NOT NULL AND ${table.comboboostId} IS NULL END`,
    ),
    check(
      'bets_bonus_odds',
      sql`(${table.comboboostId} IS NULL) = (${table.bonusOdds} IS NULL AND ${table.bonusRanges} IS NULL)`,
    ),
    index('bets_comboboost').on(table.comboboostId),
    // The back office's reports read bets by day: placed (the regulator's export), settled (turnover and GGR).
    index('bets_created_at').on(table.createdAt, table.id),
    index('bets_settled_at').on(table.settledAt),
  ],
);

/** One selection of a bet, with the odds it was placed at and its result once the feed settled its market. */
export const betSelections = pgTable(
  'bet_selections',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    result: text('result', { enum: LEG_RESULTS }),
    /** For a boosted combo: whether the leg counted towards the comboboost's range at placement; else null. */
    boostQualifying: boolean('boost_qualifying'),
  },
  (table) => [
    check('bet_selections_odds', sql`${table.odds} > 0`),
    check(
      'bet_selections_result',
      sql`${table.result} IS NULL OR ${table.result} IN (${inList(LEG_RESULTS)})`,
    ),
    uniqueIndex('bet_selections_bet_position').on(table.betId, table.position),
    index('bet_selections_market').on(table.matchId, table.marketId, table.specifier),
  ],
);

/** A player's sportsbook settings (part 2 §3 settings entity, the player-editable part). */
export const sportsbookSettings = pgTable(
  'sportsbook_settings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id),
    stakes: jsonb('stakes').$type<number[]>().notNull(),
    autoAcceptOddsChange: text('auto_accept_odds_change', { enum: ACCEPT_MODES }).notNull(),
    oddsType: text('odds_type').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('sportsbook_settings_accept', sql`${table.autoAcceptOddsChange} IN (${inList(ACCEPT_MODES)})`),
  ],
);
