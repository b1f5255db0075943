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

/** The statistics widget's types (spec part 2 §7): a team's latest results, the teams' meetings, the table. */
export const STATISTICS_TYPES = ['form', 'h2h', 'standings'] as const;
export const statisticsQuerySchema = z.object({ type: z.enum(STATISTICS_TYPES) });

const previewTeamSchema = z.object({ id: z.string(), name: z.string() });

/** A finished game of the preview's history; season 0 is the current one, -1 the one before. */
export const pastGameSchema = z.object({
  season: z.number().int(),
  round: z.number().int(),
  home: previewTeamSchema,
  away: previewTeamSchema,
  score: z.object({ home: z.number().int(), away: z.number().int() }),
});
export type PastGame = z.infer<typeof pastGameSchema>;

export const formEntrySchema = z.object({
  game: pastGameSchema,
  venue: sideSchema,
  result: z.enum(['W', 'D', 'L']),
});
export type FormEntry = z.infer<typeof formEntrySchema>;

export const standingsRowSchema = z.object({
  position: z.number().int(),
  team: previewTeamSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;

/** `GET /matches/{id}/statistics?type=`: one widget's data, told apart by `type`. */
export const statisticsResponseSchema = z.discriminatedUnion('type', [
  z.object({
    match_id: z.number().int(),
    type: z.literal('form'),
    home: z.array(formEntrySchema),
    away: z.array(formEntrySchema),
  }),
  z.object({ match_id: z.number().int(), type: z.literal('h2h'), meetings: z.array(pastGameSchema) }),
  z.object({ match_id: z.number().int(), type: z.literal('standings'), rows: z.array(standingsRowSchema) }),
]);
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** A stream link (spec part 2 §3): who serves it, in which language, where. */
export const streamLinkSchema = z.object({
  provider: z.string(),
  language_code: z.string(),
  url: z.string(),
});
export type StreamLink = z.infer<typeof streamLinkSchema>;

/** `GET /matches/{id}/streams`: the match's stream links; none for a match without video. */
export const streamsResponseSchema = z.object({ data: z.array(streamLinkSchema) });

/**
 * The players the web knows: `demo-canvas` draws the built-in provider's looping demo in the browser (a canvas
 * captured as a video stream), so no video file is served.
 */
export const PLAYER_KINDS = ['demo-canvas'] as const;

/** `GET /matches/{id}/video`: how the web plays the match's stream. */
export const videoResponseSchema = z.object({
  match_id: z.number().int(),
  provider: z.string(),
  player: z.enum(PLAYER_KINDS),
  url: z.string(),
  language_code: z.string(),
  /** What the demo draws: the match's two teams. */
  title: z.string(),
  loop: z.boolean(),
});
export type VideoResponse = z.infer<typeof videoResponseSchema>;
