import { LIMIT_STATUSES, LIMIT_TYPES } from '@sportsbook/contracts/limits';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players, sessions } from './players';
import { currencies } from './system';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Responsible-gambling limits. A change that loosens a limit is a new row (unconfirmed) pointing at the row it
 * replaces; see apps/server/src/modules/limits/README.md for the statuses.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: LIMIT_TYPES }).notNull(),
    status: text('status', { enum: LIMIT_STATUSES }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }),
    currency: text('currency').references(() => currencies.code),
    /** Minor units, minutes or days by type; null only for a permanent self-exclusion. */
    value: bigint('value', { mode: 'number' }),
    effectiveAt: moment('effective_at'),
    endsAt: moment('ends_at'),
    replacesId: integer('replaces_id'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('player_limits_type', sql`${table.type} IN (${quoted(LIMIT_TYPES)})`),
    check('player_limits_status', sql`${table.status} IN (${quoted(LIMIT_STATUSES)})`),
    check('player_limits_value_positive', sql`${table.value} IS NULL OR ${table.value} > 0`),
    index('player_limits_player_type').on(table.playerId, table.type),
  ],
);

/** Active time credited by the activity pings, summed per window for activity and time limits. */
export const playerActivity = pgTable(
  'player_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    recordedAt: moment('recorded_at').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    check('player_activity_seconds', sql`${table.seconds} >= 0`),
    index('player_activity_player_time').on(table.playerId, table.recordedAt),
  ],
);
