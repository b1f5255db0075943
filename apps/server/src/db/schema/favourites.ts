import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { matches, tournaments } from './catalogue';
import { players } from './players';

/**
 * A player's starred matches and tournaments. `ref_id` is the starred thing's id; the generated `match_id` and
 * `tournament_id` copy it for its type only, so each type gets a real foreign key (a favourite goes with its
 * match, tournament or player).
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['matches', 'tournaments'] }).notNull(),
    refId: integer('ref_id').notNull(),
    matchId: integer('match_id')
      .generatedAlwaysAs(sql`CASE WHEN type = 'matches' THEN ref_id END`)
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .generatedAlwaysAs(sql`CASE WHEN type = 'tournaments' THEN ref_id END`)
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_player_type_ref').on(table.playerId, table.type, table.refId),
    check('favourites_type', sql`${table.type} IN ('matches', 'tournaments')`),
    // GET /matches?favourite=1 looks favourites up from the match side.
    index('favourites_match').on(table.matchId),
    index('favourites_tournament').on(table.tournamentId),
  ],
);
