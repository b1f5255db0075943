import { z } from 'zod';
import { campaignSchema, campaignUpdateSchema } from './bonus-campaigns';
import { idSchema } from './ids';
import {
  PAYMENT_STATUSES,
  paymentSchema,
  WITHDRAWAL_STATUSES,
  withdrawalResponseSchema,
  withdrawalSchema,
} from './wallet';

/**
 * The back office's Payments screen (ADR 039): the withdrawal queue, deposit history, and the decisions on a
 * withdrawal. The decisions keep the answer the machine clients had (`{ withdrawal, account }`) and add the audit
 * row's id.
 */

/** One page of a back-office money list holds at most this many rows. */
export const MONEY_PAGE_MAX = 100;

const dayText = z.iso.date();

/** Filters both lists share: the player, a day range (UTC, both days included), a page. */
const moneyListQueryBase = z.object({
  player_id: idSchema.optional(),
  from: dayText.optional(),
  to: dayText.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MONEY_PAGE_MAX).default(50),
});

const dayRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined || query.to === undefined || query.from <= query.to;
const dayRangeError = { error: 'from must not be after to', path: ['from'] };

/** The withdrawal queue: pending first (oldest first, the order they wait in), then the rest newest first. */
export const withdrawalQueueQuerySchema = moneyListQueryBase
  .extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() })
  .refine(dayRangeInOrder, dayRangeError);
export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuerySchema>;

export const depositHistoryQuerySchema = moneyListQueryBase
  .extend({ status: z.enum(PAYMENT_STATUSES).optional() })
  .refine(dayRangeInOrder, dayRangeError);
export type DepositHistoryQuery = z.infer<typeof depositHistoryQuerySchema>;

const whose = { player_id: z.number().int(), player_email: z.string() };

export const queuedWithdrawalSchema = withdrawalSchema.extend(whose);
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawalSchema>;

export const depositRecordSchema = paymentSchema.extend(whose);
export type DepositRecord = z.infer<typeof depositRecordSchema>;

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export const withdrawalQueueSchema = pageOf(queuedWithdrawalSchema);
export type WithdrawalQueue = z.infer<typeof withdrawalQueueSchema>;

export const depositHistorySchema = pageOf(depositRecordSchema);
export type DepositHistory = z.infer<typeof depositHistorySchema>;

/** An approval may carry a note for the audit log; a decline needs its reason (wallet `withdrawalDeclineSchema`). */
export const withdrawalApproveSchema = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .optional()
  .default({});

export const withdrawalDecisionSchema = withdrawalResponseSchema.extend({
  /** The audit row written with the decision. */
  audit_id: z.number().int(),
});
export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;

/** A reason a staff member may give with a campaign step; the audit log keeps it. */
const stepReason = z.string().trim().min(1).max(500).optional();

/** A campaign edit in the back office: the operator API's update and the reason for the audit log. */
export const staffCampaignUpdateSchema = campaignUpdateSchema.extend({ reason: stepReason });

/** Pause, resume or end: a body is optional (machine clients send none), a reason kept when given. */
export const campaignStepSchema = z.object({ reason: stepReason }).optional().default({});

/** A campaign write's answer: the campaign after it, as the operator API answered it, and its audit row. */
export const auditedCampaignSchema = campaignSchema.extend({ audit_id: z.number().int() });
export type AuditedCampaign = z.infer<typeof auditedCampaignSchema>;
