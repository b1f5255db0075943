import { FARMING_KINDS } from '@sportsbook/domain/hunting';
import { JACKPOT_LEVEL_STATES } from '@sportsbook/domain/jackpots';
import { z } from 'zod';
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, campaignSchema, campaignUpdateSchema } from './bonus-campaigns';
import { idSchema } from './ids';
import { businessDaySchema } from './moments';
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

const dayText = businessDaySchema;

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

/**
 * The Campaigns screen's engagement views (ADR 039, amendment): jackpots, tournaments and hunting campaigns, loot
 * boxes and promo codes, each with what it has paid out. Read-only, `campaigns.read`. Money in minor units of the
 * row's currency.
 */

/** A tournament's standings in the back office show this many places. */
export const ENGAGEMENT_STANDINGS_MAX = 10;

const amount = z.number().int();
const perCurrency = z.record(z.string(), z.number().int());

/** One level of a jackpot: its seed, its pool now (ledger), what bets contributed, its hits and what they paid. */
export const jackpotLevelSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  state: z.enum(JACKPOT_LEVEL_STATES),
  seed_amount: amount,
  pool_amount: amount,
  contributions_count: z.number().int(),
  contributed_amount: amount,
  hits_count: z.number().int(),
  paid_amount: amount,
});
export type JackpotLevelSummary = z.infer<typeof jackpotLevelSummarySchema>;

export const jackpotSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  contribution_bp: z.number().int(),
  pool_amount: amount,
  contributed_amount: amount,
  hits_count: z.number().int(),
  paid_amount: amount,
  levels: z.array(jackpotLevelSummarySchema),
});
export type JackpotSummary = z.infer<typeof jackpotSummarySchema>;
export const jackpotSummaryListSchema = z.object({ data: z.array(jackpotSummarySchema) });
export type JackpotSummaryList = z.infer<typeof jackpotSummaryListSchema>;

/** A place in a tournament's standings: staff see the player's id, players only a nickname. */
export const standingSchema = z.object({
  position: z.number().int(),
  player_id: z.number().int(),
  farmed_amount: amount,
  freebets_issued: z.number().int(),
});
export type Standing = z.infer<typeof standingSchema>;

/** A farming campaign (ADR 035): a tournament has a currency, a pool and prizes paid; a hunting one has none. */
export const tournamentSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(FARMING_KINDS),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  valid_from: z.string(),
  valid_to: z.string(),
  currency: z.string().nullable(),
  participants: z.number().int(),
  pool_amount: amount.nullable(),
  prizes_count: z.number().int(),
  paid_amount: amount,
  standings: z.array(standingSchema),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;
export const tournamentSummaryListSchema = z.object({ data: z.array(tournamentSummarySchema) });
export type TournamentSummaryList = z.infer<typeof tournamentSummaryListSchema>;

/** A loot box campaign: chests issued and opened, the prizes they gave (freebets, face values per currency). */
export const lootboxSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  valid_from: z.string(),
  valid_to: z.string(),
  chests_issued: z.number().int(),
  chests_opened: z.number().int(),
  prizes_count: z.number().int(),
  prizes_paid: perCurrency,
});
export type LootboxSummary = z.infer<typeof lootboxSummarySchema>;
export const lootboxSummaryListSchema = z.object({ data: z.array(lootboxSummarySchema) });
export type LootboxSummaryList = z.infer<typeof lootboxSummaryListSchema>;

/** The promo codes, or one campaign's (`campaign_id`). */
export const promoCodeQuerySchema = z.object({ campaign_id: idSchema.optional() });

/** A promo code: the campaign it issues from, how often it was used and its limits (cap, budget, window). */
export const promoCodeSummarySchema = z.object({
  code: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  valid_from: z.string(),
  valid_to: z.string(),
  uses: z.number().int(),
  per_player_cap: z.number().int(),
  budget: perCurrency.nullable(),
  budget_spent: perCurrency,
});
export type PromoCodeSummary = z.infer<typeof promoCodeSummarySchema>;
export const promoCodeSummaryListSchema = z.object({ data: z.array(promoCodeSummarySchema) });
export type PromoCodeSummaryList = z.infer<typeof promoCodeSummaryListSchema>;
