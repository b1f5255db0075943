import { z } from 'zod';

/**
 * The error body every API answers with (spec part 1 §3 "Error body"): a code, a readable message, and data
 * with details and per-bet localized messages. Betting errors use the spec's numeric codes (101, 114, 118,
 * 120); everything else uses a string code.
 */
export const errorBodySchema = z.object({
  code: z.union([z.string(), z.number().int()]),
  message: z.string(),
  data: z.object({
    details: z.unknown().optional(),
    errors_by_bet: z.array(z.object({ localized_message: z.string() })).optional(),
    localized_message: z.string().optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const BET_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  brazilianMunicipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

export const HTTP_ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An idempotency key sent again with another request body (placement, deposits): 409, nothing changed. */
  idempotencyConflict: 'idempotency_conflict',
  tooManyRequests: 'too_many_requests',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
