import { INCIDENT_KINDS } from '@sportsbook/domain/match-incidents';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './catalogue';

const kindList = sql.raw(INCIDENT_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The recent timeline of each live match: the feed's incidents (attacks, goals, points ...) as a match tracker
 * draws them. Only the last few dozen per match are kept (ADR 031); a page that opens late reads them here, then
 * follows the match channel.
 */
export const matchIncidents = pgTable(
  'match_incidents',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The feed's position of the incident in the match: a repeated delivery is the same row. */
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    side: text('side').notNull(),
    period: integer('period').notNull(),
    matchTime: integer('match_time'),
    points: integer('points').notNull(),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    server: text('server'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.seq] }),
    check('match_incidents_seq', sql`${table.seq} >= 0`),
    check('match_incidents_kind', sql`${table.kind} IN (${kindList})`),
    check('match_incidents_side', sql`${table.side} IN ('home', 'away')`),
    check('match_incidents_server', sql`${table.server} IS NULL OR ${table.server} IN ('home', 'away')`),
    check('match_incidents_score', sql`${table.home} >= 0 AND ${table.away} >= 0 AND ${table.points} >= 0`),
  ],
);
