import { MATCH_WINNER_PICKS, PREDICTION_KINDS, PREDICTION_STATUSES } from '@sportsbook/domain/predictions';
import { z } from 'zod';
import { idSchema } from './ids';

// Predictions (spec part 2 §3 "prediction (prediction_id, data, created_at)", §7 GET/POST /vote; ADR 028
// "Loot boxes, AMB, predictions"): a match-winner game on matches the operator picks.

export const PREDICTION_ERROR_CODES = {
  alreadyVoted: 'vote_already_cast',
  closed: 'prediction_closed',
  exists: 'prediction_exists',
} as const;

/** What a vote says: the pick. */
export const voteDataSchema = z.object({ pick: z.enum(MATCH_WINNER_PICKS) });

export const voteBodySchema = z.object({ prediction_id: idSchema, data: voteDataSchema });
export const voteQuerySchema = z.object({
  prediction_id: idSchema.optional(),
  match_id: idSchema.optional(),
});

/** A cast vote: the spec's three fields, and its points once the match is settled (null before). */
export const voteSchema = z.object({
  prediction_id: z.number().int(),
  data: voteDataSchema,
  created_at: z.string(),
  points: z.number().int().nullable(),
});
export type Vote = z.infer<typeof voteSchema>;
export const votesResponseSchema = z.object({ data: z.array(voteSchema) });

export const predictionSchema = z.object({
  id: z.number().int(),
  match_id: z.number().int(),
  kind: z.enum(PREDICTION_KINDS),
  status: z.enum(PREDICTION_STATUSES),
  /** The winning pick once the match's 1x2 market is settled. */
  result: z.enum(MATCH_WINNER_PICKS).nullable(),
  votes_count: z.number().int(),
  created_at: z.string(),
});
export type Prediction = z.infer<typeof predictionSchema>;
export const predictionsQuerySchema = z.object({ match_id: idSchema.optional() });
export const predictionsResponseSchema = z.object({ data: z.array(predictionSchema) });
export const predictionCreateSchema = z.object({
  match_id: idSchema,
  kind: z.enum(PREDICTION_KINDS).default('match_winner'),
});
