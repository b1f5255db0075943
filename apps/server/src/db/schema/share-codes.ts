import type { SharedBetInput } from '@sportsbook/contracts/share-codes';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Shared slips (ADR 030): the code is the key, so a second slip drawing the same random code fails the insert and
 * the server draws again. `bets` keeps what the sharer chose (outcomes, types, stakes), never prices. `player_id` is
 * the sharer when signed in (visitors share too); it goes with its player.
 */
export const shareCodes = pgTable(
  'share_codes',
  {
    code: text('code').primaryKey(),
    bets: jsonb('bets').$type<SharedBetInput[]>().notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    // The alphabet of domain SHARE_CODE_PATTERN: no 0/O, 1/I/L.
    check('share_codes_code_format', sql`${table.code} ~ '^[2-9A-HJKMNP-Z]{8}$'`),
    check(
      'share_codes_bets_list',
      sql`jsonb_typeof(${table.bets}) = 'array' AND jsonb_array_length(${table.bets}) > 0`,
    ),
    check('share_codes_expiry', sql`${table.expiresAt} > ${table.createdAt}`),
    index('share_codes_expires').on(table.expiresAt),
  ],
);
