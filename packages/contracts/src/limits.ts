import { z } from 'zod';
import { idSchema } from './ids';
import { currencyCodeSchema } from './platform';

/**
 * Responsible-gambling limits (spec part 1 §3 "Limit", §4 activity tracking and session limits).
 *
 * Statuses and what they mean here (apps/server/src/modules/limits/README.md):
 * - active: in force.
 * - unconfirmed: a loosening (a higher value) waiting for the cooling period (24 h or the operator's) and the player's confirmation,
 *   which is accepted only once the period is over; not in force yet, the limit it replaces stays in force.
 * - confirmed: a loosening confirmed during its cooling period under the earlier rule (no longer possible);
 *   becomes active when the period ends.
 * - unconfirmed_disabled: a removal waiting for the cooling period and confirmation; still in force.
 * - confirmed_disabled: a removal confirmed early under the earlier rule; in force until the period ends.
 * - disabled: no longer in force (history).
 */
export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export const limitTypeSchema = z.enum(LIMIT_TYPES);
export type LimitType = z.infer<typeof limitTypeSchema>;

export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export const limitStatusSchema = z.enum(LIMIT_STATUSES);
export type LimitStatus = z.infer<typeof limitStatusSchema>;

/** Statuses of a limit that is in force ("active or a disabled kind still running", spec §4). */
export const IN_FORCE_LIMIT_STATUSES: readonly LimitStatus[] = [
  'active',
  'unconfirmed_disabled',
  'confirmed_disabled',
];

/** Rolling windows: day = the last 24 h, week = the last 7 days, month = the last 30 days. */
export const limitPeriodSchema = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** What `value` counts: minor units of `currency`, minutes, or days. */
export const limitUnitSchema = z.enum(['minor', 'minutes', 'days']);
export type LimitUnit = z.infer<typeof limitUnitSchema>;

const amount = z
  .number()
  .int('must be whole minor units')
  .positive('must be above 0')
  .max(Number.MAX_SAFE_INTEGER);
const minutes = (max: number) =>
  z.number().int('must be whole minutes').min(1, 'must be at least 1').max(max);

/** POST /player/limits: one shape per type. A money limit without currency uses the active account's. */
export const setLimitRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['deposit', 'loss', 'wager']),
    period: limitPeriodSchema,
    amount,
    currency: currencyCodeSchema.optional(),
  }),
  z.object({ type: z.literal('bet'), amount, currency: currencyCodeSchema.optional() }),
  z.object({ type: z.enum(['session', 'sportsbook_session']), minutes: minutes(24 * 60) }),
  z.object({ type: z.enum(['activity', 'time']), period: limitPeriodSchema, minutes: minutes(30 * 24 * 60) }),
  z.object({
    type: z.literal('reality_check'),
    minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  z.object({ type: z.literal('coolingoff'), days: z.number().int().min(1).max(42) }),
  z
    .object({
      type: z.literal('selfexclusion'),
      days: z
        .number()
        .int()
        .min(180)
        .max(5 * 365)
        .optional(),
      permanent: z.literal(true).optional(),
    })
    .refine((body) => (body.days === undefined) !== (body.permanent === undefined), {
      message: 'give either days (180 to 1825) or permanent: true',
    }),
]);
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** PUT /player/limits/{id}: a new value in the limit's own unit. */
export const changeLimitRequestSchema = z.object({
  value: z.number().int().positive('must be above 0').max(Number.MAX_SAFE_INTEGER),
});
export const limitParamsSchema = z.object({ id: idSchema });

export const limitSchema = z.object({
  id: z.number().int(),
  type: limitTypeSchema,
  status: limitStatusSchema,
  in_force: z.boolean(),
  period: limitPeriodSchema.nullable(),
  currency: z.string().nullable(),
  /** null only for a permanent self-exclusion. */
  value: z.number().int().nullable(),
  unit: limitUnitSchema,
  /** How much of a periodic limit the current window has used (minor units or minutes); null for others. */
  used: z.number().int().nullable(),
  /** When a pending change (unconfirmed, confirmed, *_disabled) may take effect. */
  effective_at: z.string().nullable(),
  /** When a self-exclusion or cooling-off ends; null when permanent or for other types. */
  ends_at: z.string().nullable(),
  /** The limit a pending change replaces. */
  replaces_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Limit = z.infer<typeof limitSchema>;
export const limitsResponseSchema = z.object({
  limits: z.array(limitSchema),
  /**
   * How long a looser value or a removal waits before the player may confirm it, seconds: the operator's
   * setting (24 h by default, domain `limit-cooling`), shown on each limit's card.
   */
  cooling_period_seconds: z.number().int().positive(),
});
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** GET /player/session-info: the session check the shell polls. */
export const sessionInfoSchema = z.object({
  session: z.object({
    started_at: z.string(),
    duration_seconds: z.number().int(),
    /** The smallest session-length limit in force, if any. */
    limit_seconds: z.number().int().nullable(),
    remaining_seconds: z.number().int().nullable(),
  }),
  /**
   * Present when a reality-check limit is set: the shell opens the reality-check modal every `period` seconds,
   * counted from `continued_at` (the last continueSession) when there is one, else from the session's start.
   */
  reality_check: z.object({ period: z.number().int(), continued_at: z.string().nullable() }).nullable(),
  /** Seconds until the next check is useful (the nearest limit end, at most SESSION_CHECK_EVERY_SECONDS). */
  next_check_seconds: z.number().int(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** getSessionsInfo is polled every 30 s, never from a cache (spec part 2 §7, §9 "reality check refresh 30 s"). */
export const SESSION_CHECK_EVERY_SECONDS = 30;

/** `POST /player/session-info/continue` (continueSession): the reality check answered with "continue". */
export const continueSessionResponseSchema = z.object({ continued_at: z.string() });

/** POST /player/activity: the activity ping (every 60 s). */
export const activityResponseSchema = z.object({
  recorded_seconds: z.number().int(),
  /** Active time left in the tightest activity or time window; null without such a limit. */
  remaining_seconds: z.number().int().nullable(),
});

/** The session check's 'out of limit' answer (spec §8): the shell signs out and opens the session-limit modal. */
export const OUT_OF_LIMIT_MESSAGE = 'User is out of limit';

export const LIMIT_ERROR_CODES = {
  outOfLimit: 'out_of_limit',
  activityLimitReached: 'activity_limit_reached',
  noSessionChecks: 'no_session_checks',
  noRealityCheck: 'no_reality_check',
  depositLimitExceeded: 'deposit_limit_exceeded',
  wagerLimitExceeded: 'wager_limit_exceeded',
  lossLimitExceeded: 'loss_limit_exceeded',
  betLimitExceeded: 'bet_limit_exceeded',
  limitNotFound: 'limit_not_found',
  limitLocked: 'limit_locked',
  limitNotPending: 'limit_not_pending',
  /** 409: a loosening or removal confirmed before its cooling period ended (`data.details.effective_at`). */
  limitChangeNotDue: 'limit_change_not_due',
} as const;
