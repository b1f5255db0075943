import { INCIDENT_KINDS } from '@sportsbook/domain/match-incidents';
import { z } from 'zod';

/**
 * Match info (issue 17, ADR 031): the live tracker's incidents, the statistics widget and the stream links.
 */

export const sideSchema = z.enum(['home', 'away']);

/** One thing that happened in a match, as a tracker draws it. */
export const incidentSchema = z.object({
  /** The incident's position in its match: the same incident delivered twice has the same seq. */
  seq: z.number().int(),
  kind: z.enum(INCIDENT_KINDS),
  side: sideSchema,
  period: z.number().int(),
  /** Match clock seconds; null for sports without a clock. */
  match_time: z.number().int().nullable(),
  /** What it scored (a basket's 1-3, runs); 0 for play. */
  points: z.number().int(),
  /** The total score after it. */
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Tennis: who serves after the point. */
  server: sideSchema.nullable(),
  at: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

/** `GET /matches/{id}/timeline`: the match's latest incidents, oldest first. */
export const timelineResponseSchema = z.object({
  match_id: z.number().int(),
  incidents: z.array(incidentSchema),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

/** The real-time event of a match channel: incidents since the last one, oldest first. */
export const matchIncidentsEventSchema = z.object({
  type: z.literal('match_incidents'),
  data: timelineResponseSchema,
});
