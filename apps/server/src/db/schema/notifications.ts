import { NOTIFICATION_KINDS, NOTIFICATION_OBJECT_TYPES } from '@sportsbook/contracts/notification-kinds';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';

/** What a notification's sentence is made of: ids, amounts in minor units, currency codes, never words. */
export type NotificationParams = Record<string, number | string>;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A player's notifications (docs/decisions/029): the fact an event recorded (kind, params, what it links to),
 * worded only when read. `source` names the event (`bet:12`, `payment:7`, `cashout:12:500`), so an event
 * delivered twice records one notification: unique per player, kind and source.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    source: text('source').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    objectType: text('object_type', { enum: NOTIFICATION_OBJECT_TYPES }),
    objectId: integer('object_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('notifications_player_kind_source').on(table.playerId, table.kind, table.source),
    check('notifications_kind', sql`${table.kind} IN (${inList(NOTIFICATION_KINDS)})`),
    check(
      'notifications_object',
      sql`(${table.objectType} IS NULL) = (${table.objectId} IS NULL) AND (${table.objectType} IS NULL OR ${table.objectType} IN (${inList(NOTIFICATION_OBJECT_TYPES)}))`,
    ),
    check('notifications_params_object', sql`jsonb_typeof(${table.params}) = 'object'`),
    // The list (newest first) and the retention cap walk a player's rows by id.
    index('notifications_player_id').on(table.playerId, table.id),
    // The unread count reads only unread rows.
    index('notifications_player_unread').on(table.playerId).where(sql`${table.readAt} IS NULL`),
  ],
);
