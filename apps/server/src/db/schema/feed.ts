import type { FeedControlCall } from '@sportsbook/feed/adapter';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The control calls the feed applied (the development control surface: start, finish, correct, force a price
 * ...), in order. When the server builds the feed again it hands back the calls of the same world, and the
 * simulator plays them again, so a steered world survives a restart (ADR 020). Written in the transaction that
 * stores the call's events: a call is recorded if and only if its effects are.
 */
export const feedControlCalls = pgTable(
  'feed_control_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The world the call acted on (the simulator's seed and speed); another world never replays it. */
    world: text('world').notNull(),
    /** The feed's time when the call acted. */
    at: moment('at').notNull(),
    call: jsonb('call').$type<FeedControlCall>().notNull(),
    recordedAt: moment('recorded_at').notNull().defaultNow(),
  },
  (table) => [index('feed_control_calls_world').on(table.world, table.id)],
);
