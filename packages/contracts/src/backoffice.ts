import { marketKey } from '@sportsbook/domain/selection-key';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@sportsbook/domain/staff-roles';
import {
  INPLAY_DELAY_MAX_SECONDS,
  INPLAY_DELAY_MIN_SECONDS,
  MARGIN_MAX_BP,
  MARGIN_MIN_BP,
  OVERRIDE_MAX_ODDS,
  OVERRIDE_MIN_ODDS,
  TRADING_REASON_MAX_LENGTH,
} from '@sportsbook/domain/trading';
import { z } from 'zod';
import { ID_MAX, idSchema } from './ids';

/**
 * The back office's API (ADR 036): staff sign-in with a second factor, trading and the audit log. The back-office
 * app and the server both read these shapes.
 */

/** The staff session cookie: HttpOnly, SameSite=Strict, sent only to /api/backoffice. */
export const STAFF_SESSION_COOKIE = 'sb_staff';
export const STAFF_COOKIE_PATH = '/api/backoffice';

export const BACKOFFICE_ERROR_CODES = {
  unauthorized: 'backoffice_unauthorized',
  secondFactorRequired: 'second_factor_required',
  secondFactorInvalid: 'second_factor_invalid',
  signInFailed: 'staff_sign_in_failed',
  forbidden: 'backoffice_forbidden',
  marketClosed: 'market_closed',
  marketAlreadyVoid: 'market_already_void',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);

export const staffSignInSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});

export const secondFactorSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'must be six digits') });

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(staffPermissionSchema),
  second_factor: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * A market's id in back-office paths: `matchId|marketId|specifier` (domain `marketKey`), URL-encoded. The
 * catalogue keys markets by these three columns; one path segment names one market, empty specifier included.
 */
export const marketPathIdSchema = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    const [match, market, ...rest] = text.split('|');
    const matchId = Number(match);
    const marketId = Number(market);
    const valid = (id: number) => Number.isInteger(id) && id >= 1 && id <= ID_MAX;
    if (
      rest.length !== 1 ||
      !/^\d+$/.test(match ?? '') ||
      !/^\d+$/.test(market ?? '') ||
      !valid(matchId) ||
      !valid(marketId)
    ) {
      ctx.addIssue({ code: 'custom', message: 'must be matchId|marketId|specifier' });
      return z.NEVER;
    }
    return { matchId, marketId, specifier: rest[0] ?? '' };
  });

export const marketPathParamsSchema = z.object({ id: marketPathIdSchema });
export const matchPathParamsSchema = z.object({ id: idSchema });
export const sportPathParamsSchema = z.object({ id: idSchema });

export const backofficeMarketId = (matchId: number, marketId: number, specifier: string) =>
  marketKey({ matchId, marketId, specifier });

/** The reason a staff member gives for a step, kept in the audit log; zod counts characters as the database does. */
export const staffReasonSchema = (maxLength: number) =>
  z.string().trim().min(3, 'say why, in a few words').max(maxLength);

const reason = staffReasonSchema(TRADING_REASON_MAX_LENGTH);

/** Suspend and reopen take an optional reason; a void needs one. */
export const tradingStepSchema = z.object({ reason: reason.optional() }).strict();
export const voidMarketSchema = z.object({ reason }).strict();

export const priceOverrideSchema = z
  .object({
    outcome_id: z.string().min(1).max(100),
    /** Thousandths, 1.01 to 1000; null removes the trader's price. */
    odds: z.number().int().min(OVERRIDE_MIN_ODDS).max(OVERRIDE_MAX_ODDS).nullable(),
    reason: reason.optional(),
  })
  .strict();

export const sportSettingsSchema = z
  .object({
    margin_bp: z.number().int().min(MARGIN_MIN_BP).max(MARGIN_MAX_BP),
    in_play_delay_seconds: z.number().int().min(INPLAY_DELAY_MIN_SECONDS).max(INPLAY_DELAY_MAX_SECONDS),
    reason: reason.optional(),
  })
  .strict();

export const tradingOutcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  odds: z.number().int(),
  active: z.boolean(),
  overridden: z.boolean(),
  /** Potential payouts of the open bets on this outcome, minor units per currency. */
  liability: z.record(z.string(), z.number().int()),
});

export const tradingMarketSchema = z.object({
  id: z.string(),
  market_id: z.number().int(),
  specifier: z.string(),
  name: z.string(),
  status: z.number().int(),
  trader_suspended: z.boolean(),
  outcomes: z.array(tradingOutcomeSchema),
});
export type TradingMarket = z.infer<typeof tradingMarketSchema>;

export const tradingMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  sport: z.string(),
  status: z.number().int(),
  start_time: z.string(),
  trader_suspended: z.boolean(),
  markets: z.array(tradingMarketSchema),
});
export type TradingMatch = z.infer<typeof tradingMatchSchema>;

export const tradingMatchesQuerySchema = z.object({
  status: z.enum(['live', 'upcoming', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const tradingMatchesSchema = z.object({ data: z.array(tradingMatchSchema) });

export const sportSettingsViewSchema = z.object({
  sport_id: z.number().int(),
  margin_bp: z.number().int(),
  in_play_delay_seconds: z.number().int(),
});

export const tradingStepResultSchema = z.object({
  audit_id: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  role: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  outcome: z.enum(['done', 'refused']),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  actor: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
  outcome: z.enum(['done', 'refused']).optional(),
  target: z.string().max(300).optional(),
  /** Entries older than this id (the next page of a newest-first list). */
  before_id: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditLogPageSchema = z.object({
  data: z.array(auditEntrySchema),
  next_before_id: z.number().int().nullable(),
});

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  /** The first row whose hash does not cover its content and the previous hash; null when the chain holds. */
  first_broken_id: z.number().int().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
