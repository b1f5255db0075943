import {
  BASIS_POINTS,
  JACKPOT_HIT_STATUSES,
  JACKPOT_HITS_DEFAULT_LIMIT,
  JACKPOT_HITS_MAX_LIMIT,
  JACKPOT_LEVEL_STATES,
  PPM,
} from '@sportsbook/domain/jackpots';
import { CURRENCIES, LEDGER_LIMIT } from '@sportsbook/domain/money';
import { z } from 'zod';
import { idSchema } from './ids';
import { booleanParam } from './query';

/**
 * Jackpots (issue 16, ADR 034): public pools under `/api/sportsbook/jackpots`, hits under
 * `/api/sportsbook/jackpot-hits`, the operator's calls under `/api/backoffice/jackpots`. Money in minor units of the
 * jackpot's currency, odds in thousandths.
 */

export const jackpotLevelStateSchema = z.enum(JACKPOT_LEVEL_STATES);
export const jackpotHitStatusSchema = z.enum(JACKPOT_HIT_STATUSES);

export const jackpotLevelSchema = z.object({
  code: z.string(),
  name: z.string(),
  pool_amount: z.number().int(),
  state: jackpotLevelStateSchema,
  seed_amount: z.number().int(),
  must_drop_by: z.number().int().nullable(),
  hit_probability_ppm: z.number().int(),
});
export type JackpotLevel = z.infer<typeof jackpotLevelSchema>;

/**
 * One jackpot: `pool_amount` the sum of its levels' pools, `hits_amount` what its hits paid, `amount` the two
 * together. `secret_sha256` commits to the secret of its draws; `secret` is revealed once it is finished.
 */
export const jackpotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  pool_amount: z.number().int(),
  hits_amount: z.number().int(),
  currency: z.string(),
  contribution_bp: z.number().int(),
  min_stake: z.number().int(),
  min_odds: z.number().int(),
  sport_keys: z.array(z.string()),
  levels: z.array(jackpotLevelSchema),
  secret_sha256: z.string(),
  secret: z.string().nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotListSchema = z.object({ data: z.array(jackpotSchema) });
export type JackpotList = z.infer<typeof jackpotListSchema>;

export const jackpotIdParamsSchema = z.object({ id: idSchema });
/** `POST /jackpots`: the jackpots with these ids (the spec's `jackpotId`), or every visible one when absent. */
export const jackpotsByIdBodySchema = z
  .object({ jackpot_ids: z.array(idSchema).max(100).optional() })
  .strict();

/** One hit as everyone sees it: the winner only as `user_hash`, never a player id. */
export const jackpotHitSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  amount_eur: z.number().int(),
  created_at: z.string(),
  currency: z.string(),
  jackpot_id: z.number().int(),
  level_code: z.string(),
  level_name: z.string(),
  name: z.string(),
  status: jackpotHitStatusSchema,
  user_hash: z.string(),
  /** Whether the winner closed its modal; false for everyone else's hits (only the winner can mark it). */
  seen: z.boolean(),
});
export type JackpotHit = z.infer<typeof jackpotHitSchema>;

export const jackpotHitsQuerySchema = z.object({
  jackpot_id: idSchema.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(JACKPOT_HITS_MAX_LIMIT, { error: `must be at most ${JACKPOT_HITS_MAX_LIMIT}` })
    .default(JACKPOT_HITS_DEFAULT_LIMIT),
  status: jackpotHitStatusSchema.optional(),
  /** Only the signed-in player's hits (401 for a visitor). */
  for_user: booleanParam,
  /** Only hits whose modal the player has not closed; needs `for_user`. */
  unseen: booleanParam,
});
export type JackpotHitsQuery = z.infer<typeof jackpotHitsQuerySchema>;

export const jackpotHitListSchema = z.object({ data: z.array(jackpotHitSchema) });
export type JackpotHitList = z.infer<typeof jackpotHitListSchema>;

export const markJackpotHitsSeenBodySchema = z.object({ ids: z.array(idSchema).min(1).max(100) }).strict();
export const markJackpotHitsSeenAnswerSchema = z.object({ marked: z.number().int() });

const money = z.number().int().min(0).max(LEDGER_LIMIT);
const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [string, ...string[]];

export const jackpotLevelCreateSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'must be 1 to 32 lower-case letters, digits, - or _'),
    name: z.string().trim().min(1).max(60),
    seed_amount: money,
    must_drop_by: money.nullable().default(null),
    hit_probability_ppm: z.number().int().min(0).max(PPM),
    weight_bp: z.number().int().min(0).max(BASIS_POINTS),
  })
  .strict()
  .refine((level) => level.must_drop_by === null || level.must_drop_by > level.seed_amount, {
    error: 'must_drop_by must be above seed_amount',
    path: ['must_drop_by'],
  });

/** What the operator sends to create a jackpot; its levels start `active` unless `state` says `created`. */
export const jackpotCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    currency: z.enum(CURRENCY_CODES),
    contribution_bp: z.number().int().min(0).max(BASIS_POINTS),
    min_stake: money.default(0),
    min_odds: z.number().int().min(0).max(1_000_000).default(0),
    sport_keys: z.array(z.string().min(1).max(40)).max(50).default([]),
    /** EUR minor units per million minor units of the currency, for hits' `amount_eur` (par for EUR). */
    eur_rate_ppm: z.number().int().min(0).max(1_000_000_000_000).default(PPM),
    state: z.enum(['active', 'created']).default('active'),
    levels: z
      .array(jackpotLevelCreateSchema)
      .min(1)
      .max(8)
      .refine(
        (levels) => new Set(levels.map((l) => l.code)).size === levels.length,
        'level codes must differ',
      )
      .refine((levels) => levels.some((l) => l.weight_bp > 0), 'at least one level needs a weight'),
  })
  .strict();
export type JackpotCreate = z.infer<typeof jackpotCreateSchema>;

/** Moves every level of a jackpot (or the one `level_code` names) to a state; a finished level stays finished. */
export const jackpotStateBodySchema = z
  .object({ state: jackpotLevelStateSchema, level_code: z.string().max(32).optional() })
  .strict();

export const JACKPOT_ERROR_CODES = {
  stateMove: 'jackpot_state_not_allowed',
  forceNotActive: 'jackpot_not_active',
} as const;
