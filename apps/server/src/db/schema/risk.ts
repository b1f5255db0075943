import { STAKE_FACTOR_MAX_BP, STAKE_FACTOR_MIN_BP } from '@sportsbook/domain/risk-limits';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { markets, sports } from './catalogue';
import { players } from './players';

/** A player's stake factor for one sport (ADR 040); a sport without a row lays the player factor 1. */
export const riskStakeFactors = pgTable(
  'risk_stake_factors',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    factorBp: integer('factor_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.sportId] }),
    check(
      'risk_stake_factor_range',
      sql`${table.factorBp} BETWEEN ${sql.raw(String(STAKE_FACTOR_MIN_BP))} AND ${sql.raw(String(STAKE_FACTOR_MAX_BP))}`,
    ),
  ],
);

/**
 * A bet limit (max stake, max payout, minor units of `currency`) for a sport, a market or a player: exactly the
 * columns of its scope are set, at least one amount is, and each target has one limit per currency.
 */
export const riskBetLimits = pgTable(
  'risk_bet_limits',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: ['sport', 'market', 'player'] }).notNull(),
    sportId: integer('sport_id').references(() => sports.id),
    matchId: integer('match_id'),
    marketId: integer('market_id'),
    specifier: text('specifier'),
    playerId: integer('player_id').references(() => players.id),
    currency: text('currency').notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }),
    maxPayout: bigint('max_payout', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.matchId, table.marketId, table.specifier],
      foreignColumns: [markets.matchId, markets.marketId, markets.specifier],
    }).onDelete('cascade'),
    check(
      'risk_bet_limit_scope',
      sql`(${table.scope} = 'sport' AND ${table.sportId} IS NOT NULL AND ${table.matchId} IS NULL AND ${table.playerId} IS NULL)
        OR (${table.scope} = 'market' AND ${table.sportId} IS NULL AND ${table.matchId} IS NOT NULL
          AND ${table.marketId} IS NOT NULL AND ${table.specifier} IS NOT NULL AND ${table.playerId} IS NULL)
        OR (${table.scope} = 'player' AND ${table.sportId} IS NULL AND ${table.matchId} IS NULL AND ${table.playerId} IS NOT NULL)`,
    ),
    check('risk_bet_limit_amount', sql`${table.maxStake} IS NOT NULL OR ${table.maxPayout} IS NOT NULL`),
    check('risk_bet_limit_max_stake', sql`${table.maxStake} IS NULL OR ${table.maxStake} > 0`),
    check('risk_bet_limit_max_payout', sql`${table.maxPayout} IS NULL OR ${table.maxPayout} > 0`),
    check('risk_bet_limit_currency', sql`${table.currency} ~ '^[A-Z]{3,5}$'`),
    uniqueIndex('risk_bet_limits_sport')
      .on(table.sportId, table.currency)
      .where(sql`${table.scope} = 'sport'`),
    uniqueIndex('risk_bet_limits_market')
      .on(table.matchId, table.marketId, table.specifier, table.currency)
      .where(sql`${table.scope} = 'market'`),
    uniqueIndex('risk_bet_limits_player')
      .on(table.playerId, table.currency)
      .where(sql`${table.scope} = 'player'`),
  ],
);

/** When the Risk screen raises an alert, per currency: a bet's stake, an outcome's liability (minor units). */
export const riskAlertThresholds = pgTable(
  'risk_alert_thresholds',
  {
    currency: text('currency').primaryKey(),
    largeBet: bigint('large_bet', { mode: 'number' }).notNull(),
    largeLiability: bigint('large_liability', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('risk_alert_large_bet', sql`${table.largeBet} > 0`),
    check('risk_alert_large_liability', sql`${table.largeLiability} > 0`),
  ],
);
