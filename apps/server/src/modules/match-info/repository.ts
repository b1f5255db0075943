import type { Incident } from '@sportsbook/contracts/match-info';
import { TIMELINE_LENGTH } from '@sportsbook/domain/match-incidents';
import type { PreviewInput } from '@sportsbook/feed/preview';
import type { FeedIncident } from '@sportsbook/feed/types';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrayParam } from '../../db/raw-rows';
import { matches, sports, tournaments } from '../../db/schema/catalogue';
import { matchIncidents } from '../../db/schema/match-info';

/** A database or one of its transactions (the feed stores incidents inside its batch's transaction). */
type Queries = Pick<Database, 'execute' | 'select'>;

export interface StoredIncident {
  matchId: number;
  at: number;
  incident: FeedIncident;
}

/**
 * Stores a batch's incidents in one statement (array parameters, ADR 022) and keeps each touched match's latest
 * TIMELINE_LENGTH. A repeated delivery (same match and seq) is ignored.
 */
export async function storeIncidents(db: Queries, rows: readonly StoredIncident[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(read: (row: StoredIncident) => T) => arrayParam(rows.map(read));
  await db.execute(sql`
    INSERT INTO match_incidents (match_id, seq, kind, side, period, match_time, points, home, away, server, at)
    SELECT * FROM unnest(
      ${column((r) => r.matchId)}::int[], ${column((r) => r.incident.seq)}::int[],
      ${column((r) => r.incident.kind)}::text[], ${column((r) => r.incident.side)}::text[],
      ${column((r) => r.incident.period)}::int[], ${column((r) => r.incident.match_time)}::int[],
      ${column((r) => r.incident.points)}::int[], ${column((r) => r.incident.score.home)}::int[],
      ${column((r) => r.incident.score.away)}::int[], ${column((r) => r.incident.server)}::text[],
      ${column((r) => new Date(r.at).toISOString())}::timestamptz[]
    )
    ON CONFLICT (match_id, seq) DO NOTHING`);
  const touched = [...new Set(rows.map((r) => r.matchId))];
  await db.execute(sql`
    DELETE FROM match_incidents AS old
    USING (
      SELECT match_id, max(seq) AS last FROM match_incidents
      WHERE match_id = ANY(${arrayParam(touched)}::int[]) GROUP BY match_id
    ) AS latest
    WHERE old.match_id = latest.match_id AND old.seq <= latest.last - ${TIMELINE_LENGTH}`);
}

export function presentIncident(row: typeof matchIncidents.$inferSelect): Incident {
  return {
    seq: row.seq,
    kind: row.kind as Incident['kind'],
    side: row.side as Incident['side'],
    period: row.period,
    match_time: row.matchTime,
    points: row.points,
    score: { home: row.home, away: row.away },
    server: row.server as Incident['server'],
    at: row.at.toISOString(),
  };
}

/** An incident the feed just delivered, as the API and the match channel show it. */
export function presentStoredIncident({ at, incident }: StoredIncident): Incident {
  return { ...incident, at: new Date(at).toISOString() };
}

export function matchInfoRepository(db: Database) {
  return {
    /** What match info needs of a match: whether it exists, its sport, competitors and video flag. */
    async match(id: number) {
      const [row] = await db
        .select({
          id: matches.id,
          urnId: matches.urnId,
          name: matches.name,
          status: matches.status,
          hasVideo: matches.hasVideo,
        })
        .from(matches)
        .where(eq(matches.id, id));
      return row ?? null;
    },

    /**
     * What the preview is made from: the match's tournament, sport and teams, and the tournament's field (every
     * competitor of its matches). Null for an outright, which has no two teams.
     */
    async previewInput(match: { id: number }): Promise<PreviewInput | null> {
      const [row] = await db
        .select({
          tournamentId: matches.tournamentId,
          tournamentUrn: tournaments.urnId,
          sportKey: sports.key,
          home: matches.home,
          away: matches.away,
        })
        .from(matches)
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .innerJoin(sports, eq(sports.id, matches.sportId))
        .where(eq(matches.id, match.id));
      if (!row?.home || !row.away) return null;
      const games = await db
        .select({ home: matches.home, away: matches.away })
        .from(matches)
        .where(and(eq(matches.tournamentId, row.tournamentId), eq(matches.type, 'match')));
      const field = games.flatMap((game) => [game.home, game.away]).filter((team) => team !== null);
      const team = ({ id, name }: { id: string; name: string }) => ({ id, name });
      return {
        tournamentId: row.tournamentUrn,
        sportKey: row.sportKey,
        field: field.map(team),
        home: team(row.home),
        away: team(row.away),
      };
    },

    /** The match's latest incidents, oldest first. */
    async timeline(matchId: number): Promise<Incident[]> {
      const latest = db
        .select()
        .from(matchIncidents)
        .where(eq(matchIncidents.matchId, matchId))
        .orderBy(desc(matchIncidents.seq))
        .limit(TIMELINE_LENGTH)
        .as('latest');
      const rows = await db.select().from(latest).orderBy(asc(latest.seq));
      return rows.map(presentIncident);
    },
  };
}
