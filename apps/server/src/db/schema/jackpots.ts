import { JACKPOT_HIT_STATUSES, JACKPOT_LEVEL_STATES } from '@sportsbook/domain/jackpots';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { players } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A jackpot (ADR 034): who may feed it (currency, smallest stake, lowest odds, sports) and the share of a
 * qualifying stake the house adds to its levels' pools. `secret` keys every draw; `secret_sha256` is published
 * from the start, the secret once the jackpot is finished.
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    contributionBp: integer('contribution_bp').notNull(),
    minStake: money('min_stake').notNull().default(0),
    minOdds: integer('min_odds').notNull().default(0),
    sportKeys: text('sport_keys').array().notNull().default(sql`'{}'::text[]`),
    eurRatePpm: money('eur_rate_ppm').notNull(),
    secret: text('secret').notNull(),
    secretSha256: text('secret_sha256').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('jackpots_contribution_bp', sql`${table.contributionBp} BETWEEN 0 AND 10000`),
    check('jackpots_min_stake', sql`${table.minStake} BETWEEN 0 AND ${sql.raw(String(LEDGER_LIMIT))}`),
    check('jackpots_min_odds', sql`${table.minOdds} >= 0`),
    check('jackpots_eur_rate', sql`${table.eurRatePpm} >= 0`),
    uniqueIndex('jackpots_name').on(table.name),
  ],
);

/**
 * A level of a jackpot. Its pool is the balance of the ledger house account `jackpot_pool` whose shard is the
 * level's id (so the id stays within a smallint). `force_next_hit` is set by the development control only.
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    state: text('state', { enum: JACKPOT_LEVEL_STATES }).notNull(),
    seedAmount: money('seed_amount').notNull(),
    mustDropBy: money('must_drop_by'),
    hitProbabilityPpm: integer('hit_probability_ppm').notNull(),
    weightBp: integer('weight_bp').notNull(),
    forceNextHit: boolean('force_next_hit').notNull().default(false),
  },
  (table) => [
    check('jackpot_levels_id_is_shard', sql`${table.id} <= 32767`),
    check('jackpot_levels_state', sql`${table.state} IN (${inList(JACKPOT_LEVEL_STATES)})`),
    check('jackpot_levels_seed', sql`${table.seedAmount} BETWEEN 0 AND ${sql.raw(String(LEDGER_LIMIT))}`),
    check(
      'jackpot_levels_must_drop',
      sql`${table.mustDropBy} IS NULL OR (${table.mustDropBy} > ${table.seedAmount} AND ${table.mustDropBy} <= ${sql.raw(String(LEDGER_LIMIT))})`,
    ),
    check('jackpot_levels_probability', sql`${table.hitProbabilityPpm} BETWEEN 0 AND 1000000`),
    check('jackpot_levels_weight', sql`${table.weightBp} BETWEEN 0 AND 10000`),
    uniqueIndex('jackpot_levels_code').on(table.jackpotId, table.code),
  ],
);

/**
 * Bets placed to feed a jackpot whose contributions and draws are not decided yet (ADR 042): placement writes a row
 * in its own statement, the jackpot drain takes rows in bet order, decides and posts them, and deletes them in the
 * same transaction.
 */
export const jackpotPendingBets = pgTable('jackpot_pending_bets', {
  betId: integer('bet_id')
    .primaryKey()
    .references(() => bets.id),
  createdAt: moment('created_at').notNull(),
});

/** What one bet added to one level's pool (posted as `jackpot_contribution:{levelId}:{betId}`). */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id),
    amount: money('amount').notNull(),
    /** The bet's draw for this level (domain drawFromDigest), kept for the audit. */
    draw: integer('draw').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    check('jackpot_contributions_amount', sql`${table.amount} >= 0`),
    uniqueIndex('jackpot_contributions_level_bet').on(table.levelId, table.betId),
    index('jackpot_contributions_bet').on(table.betId),
  ],
);

/**
 * A hit: decided in the transaction of the contribution that triggered it (`approved`), paid through the ledger
 * (`jackpot_payout:{hitId}`, pool -> player) and then `paid`. One hit per level and bet.
 */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    amount: money('amount').notNull(),
    amountEur: money('amount_eur').notNull(),
    reason: text('reason', { enum: ['forced', 'must_drop', 'draw'] }).notNull(),
    status: text('status', { enum: JACKPOT_HIT_STATUSES }).notNull(),
    createdAt: moment('created_at').notNull(),
    paidAt: moment('paid_at'),
    seenAt: moment('seen_at'),
  },
  (table) => [
    check('jackpot_hits_amount', sql`${table.amount} > 0 AND ${table.amountEur} >= 0`),
    check('jackpot_hits_status', sql`${table.status} IN (${inList(JACKPOT_HIT_STATUSES)})`),
    check('jackpot_hits_reason', sql`${table.reason} IN ('forced', 'must_drop', 'draw')`),
    check('jackpot_hits_paid', sql`(${table.status} = 'paid') = (${table.paidAt} IS NOT NULL)`),
    uniqueIndex('jackpot_hits_level_bet').on(table.levelId, table.betId),
    index('jackpot_hits_time').on(table.createdAt),
    index('jackpot_hits_player').on(table.playerId, table.createdAt),
  ],
);
