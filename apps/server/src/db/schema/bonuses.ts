import { FREEBET_MATCH_STATUSES, FREEBET_STATUSES } from '@sportsbook/domain/freebets';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A freebet issued to one player: it pays the stake of one single or combo within its terms (domain
 * `freebetSuitability`). active -> used (naming the bet; a bet uses at most one freebet), or expired once
 * `valid_to` passes. A bet refunded (void) gives it back: active again, or expired if its time ran out.
 */
export const freebets = pgTable(
  'freebets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minOdds: integer('min_odds'),
    maxOdds: integer('max_odds'),
    selectionCountFrom: smallint('selection_count_from').notNull().default(1),
    selectionCountTo: smallint('selection_count_to'),
    matchStatus: text('match_status', { enum: FREEBET_MATCH_STATUSES }).notNull().default('any'),
    status: text('status', { enum: FREEBET_STATUSES }).notNull().default('active'),
    validTo: moment('valid_to').notNull(),
    betId: integer('bet_id').references(() => bets.id),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    usedAt: moment('used_at'),
  },
  (table) => [
    check('freebets_amount_positive', sql`${table.amount} > 0`),
    check(
      'freebets_odds',
      sql`(${table.minOdds} IS NULL OR ${table.minOdds} > 1000) AND (${table.maxOdds} IS NULL OR ${table.maxOdds} > 1000) AND (${table.minOdds} IS NULL OR ${table.maxOdds} IS NULL OR ${table.minOdds} <= ${table.maxOdds})`,
    ),
    check(
      'freebets_selection_count',
      sql`${table.selectionCountFrom} >= 1 AND (${table.selectionCountTo} IS NULL OR ${table.selectionCountTo} >= ${table.selectionCountFrom})`,
    ),
    check('freebets_match_status', sql`${table.matchStatus} IN (${inList(FREEBET_MATCH_STATUSES)})`),
    check('freebets_status', sql`${table.status} IN (${inList(FREEBET_STATUSES)})`),
    // A used freebet names its bet; an active or expired one names none.
    check('freebets_used_names_bet', sql`(${table.status} = 'used') = (${table.betId} IS NOT NULL)`),
    // A bet uses at most one freebet.
    uniqueIndex('freebets_bet').on(table.betId),
    index('freebets_player_status').on(table.playerId, table.status),
  ],
);
