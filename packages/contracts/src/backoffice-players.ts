import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import {
  ADJUSTMENT_STATUSES,
  PLAYER_NOTE_MAX_LENGTH,
  PLAYER_STEP_REASON_MAX_LENGTH,
} from '@sportsbook/domain/player-support';
import { z } from 'zod';
import { staffReasonSchema } from './backoffice';
import { idSchema } from './ids';
import { limitSchema, setLimitRequestSchema } from './limits';
import { currencyCodeSchema } from './platform';
import { walletTransactionSchema } from './wallet';

/**
 * The back office's Players screen (ADR 038): search, a player's profile, and support's and finance's steps on a
 * player. Every step names its reason; the server writes it to the audit log with the step.
 */

export const PLAYER_SUPPORT_ERROR_CODES = {
  /** The approver of an adjustment above the threshold must be someone other than its requester. */
  selfApproval: 'adjustment_self_approval',
  adjustmentNotPending: 'adjustment_not_pending',
  /** A pending adjustment past its deadline (domain ADJUSTMENT_PENDING_DAYS): request it again if it still holds. */
  adjustmentExpired: 'adjustment_expired',
  /** A debit larger than the player's balance. */
  insufficientFunds: 'adjustment_insufficient_funds',
  /** An adjustment that would take an account past the most any account holds (domain LEDGER_LIMIT). */
  overLedgerLimit: 'adjustment_over_ledger_limit',
  /** An idempotency key used before for a different adjustment. */
  referenceReused: 'adjustment_reference_reused',
  /** Only a campaign with the manual trigger is granted by hand. */
  campaignNotManual: 'campaign_not_manual',
} as const;

const reason = staffReasonSchema(PLAYER_STEP_REASON_MAX_LENGTH);

export const playerPathParamsSchema = z.object({ id: idSchema });
export const adjustmentPathParamsSchema = z.object({ id: idSchema });

/** `q`: a player's id, an e-mail (or part of one) or a fragment of a name; none lists the newest players. */
export const playerSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const playerStatusSchema = z.object({
  blocked: z.boolean(),
  /** When the self-exclusion in force ends; null when permanent. Absent when none is in force. */
  self_excluded: z.object({ ends_at: z.string().nullable() }).nullable(),
  cooling_off: z.object({ ends_at: z.string().nullable() }).nullable(),
});

export const playerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSearchSchema = z.object({ data: z.array(playerSummarySchema), has_more: z.boolean() });

export const playerNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  needs_approval: z.boolean(),
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** When an adjustment that needs a second approver expires undecided; null for one posted at once. */
  expires_at: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const playerProfileSchema = playerSummarySchema.extend({
  nickname: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  locale: z.string(),
  verification: z.object({
    email_confirmed_at: z.string().nullable(),
    phone: z.string().nullable(),
    phone_verified_at: z.string().nullable(),
    /** Name and date of birth given (a deposit needs them). */
    profile_complete: z.boolean(),
  }),
  status: playerStatusSchema,
  balances: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
  /** Every limit row, history included, newest first. */
  limits: z.array(limitSchema),
  notes: z.array(playerNoteSchema),
  adjustments: z.array(adjustmentSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const playerTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const playerTransactionsSchema = z.object({
  items: z.array(walletTransactionSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const playerBetsQuerySchema = z.object({
  /** Bets older than this id (the next page of a newest-first list). */
  before_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const playerBetSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  type: z.string(),
  status: z.string(),
  result: z.string().nullable(),
  stake: z.number().int(),
  currency: z.string(),
  odds: z.number().int(),
  potential_return: z.number().int(),
  payout: z.number().int(),
  bonus_type: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  legs: z.array(
    z.object({
      match_id: z.number().int(),
      match: z.string(),
      market_id: z.number().int(),
      specifier: z.string(),
      outcome_id: z.string(),
      odds: z.number().int(),
      result: z.string().nullable(),
    }),
  ),
});
export type PlayerBet = z.infer<typeof playerBetSchema>;
export const playerBetsSchema = z.object({
  data: z.array(playerBetSchema),
  next_before_id: z.number().int().nullable(),
});

/** Block, unblock: the reason is required. */
export const playerStepSchema = z.object({ reason }).strict();

/** A self-exclusion or cooling-off set by staff: the player's own shape of it (limits contract) and a reason. */
export const staffExclusionSchema = z
  .object({
    limit: setLimitRequestSchema.refine(
      (limit) => limit.type === 'selfexclusion' || limit.type === 'coolingoff',
      {
        message: 'must be a selfexclusion or a coolingoff',
      },
    ),
    reason,
  })
  .strict();

export const playerNoteBodySchema = z
  .object({ body: z.string().trim().min(1).max(PLAYER_NOTE_MAX_LENGTH) })
  .strict();

/** A manual adjustment: signed minor units (a credit or a debit), the idempotency key of this one request. */
export const adjustmentRequestSchema = z
  .object({
    currency: currencyCodeSchema,
    amount: z
      .number()
      .int('must be whole minor units')
      .min(-LEDGER_LIMIT)
      .max(LEDGER_LIMIT)
      .refine((value) => value !== 0, 'must not be 0'),
    reason,
    idempotency_key: z.string().min(8).max(100),
  })
  .strict();

export const adjustmentDecisionSchema = z.object({ reason: reason.optional() }).strict();

export const freebetGrantSchema = z.object({ campaign_id: idSchema, reason }).strict();

export const grantableCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  valid_to: z.string(),
});
export const grantableCampaignsSchema = z.object({ data: z.array(grantableCampaignSchema) });

export const pendingAdjustmentsSchema = z.object({ data: z.array(adjustmentSchema) });

/** Every step answers its audit row's id with what it changed. */
export const playerStepResultSchema = z.object({
  audit_id: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
});
