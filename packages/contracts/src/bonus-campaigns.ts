import { FREEBET_KINDS } from '@sportsbook/domain/bonus-kinds';
import { FREEBET_MATCH_STATUSES } from '@sportsbook/domain/freebets';
import { CURRENCIES, LEDGER_LIMIT } from '@sportsbook/domain/money';
import { z } from 'zod';
import { idSchema } from './ids';
import { locales } from './locales';
import { campaignMomentSchema } from './moments';
import { currencyCodeSchema } from './platform';

/**
 * Bonus campaigns (issue 15, ADR 028): what the operator defines at `/api/backoffice/campaigns` and the
 * server issues bonuses from. Money in minor units per currency, odds in thousandths, moments as ISO text.
 */

/** The kinds a campaign issues today: comboboost and the four freebet kinds (domain bonus-kinds.ts). */
export const CAMPAIGN_KINDS = ['comboboost', ...FREEBET_KINDS] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What issues a campaign's bonus to a player. */
export const CAMPAIGN_TRIGGERS = [
  'sign_up',
  'first_deposit',
  'deposit_over',
  'promo_code',
  'manual',
] as const;
export type CampaignTrigger = (typeof CAMPAIGN_TRIGGERS)[number];

export const CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The most a list of a campaign may hold (countries, ids of one event condition, comboboost ranges). */
export const CAMPAIGN_LIST_MAX = 200;

const odds = z.number().int().min(1001).max(1_000_000);
const moment = campaignMomentSchema;
const money = z.number().int().min(0).max(LEDGER_LIMIT);
const CURRENCY_CODES: ReadonlySet<string> = new Set(CURRENCIES.map((currency) => currency.code));
/** Amounts keyed by currency code (currencies the product has); at least one currency. */
export const moneyPerCurrencySchema = z
  .record(currencyCodeSchema, money)
  .refine((amounts) => Object.keys(amounts).length > 0, 'names at least one currency')
  .refine(
    (amounts) => Object.keys(amounts).every((code) => CURRENCY_CODES.has(code)),
    'names only currencies the product has',
  );

/** Promo codes are case-insensitive: stored and compared upper-cased. */
export const promoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3 to 32 letters, digits, - or _');

/** A banner image: an https URL or a path on the web app's own origin (`/images/promotions/welcome-desktop.svg`). */
export const bannerUrlSchema = z
  .string()
  .max(2000)
  .regex(/^(https:\/\/[^\s]+|\/[^/\s][^\s]*)$/, 'must be an https URL or a path starting with /');

/** A campaign's banners for wide and narrow screens (spec part 2 §3 "banners desktop/mobile"); null: none. */
export const campaignBannersSchema = z.object({
  desktop: bannerUrlSchema.nullable(),
  mobile: bannerUrlSchema.nullable(),
});
export type CampaignBanners = z.infer<typeof campaignBannersSchema>;

export const campaignContentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  terms: z.string().max(20_000).default(''),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** Title, description and terms per locale; English is required and stands in for a missing locale. */
export const campaignContentByLocaleSchema = z
  .partialRecord(z.enum(locales), campaignContentSchema)
  .refine((content) => content.en !== undefined, { message: 'needs English (en)', path: ['en'] });

const ids = z.array(idSchema).max(CAMPAIGN_LIST_MAX).default([]);
/** The events a campaign's bonus applies to; every list empty means every event. */
export const eventConditionsSchema = z.object({
  sport_type_ids: ids,
  sport_ids: ids,
  category_ids: ids,
  tournament_ids: ids,
  event_ids: ids,
});
export type EventConditions = z.infer<typeof eventConditionsSchema>;

export const campaignTriggerSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('sign_up') }),
  z.object({ key: z.literal('first_deposit') }),
  /** A deposit of at least this amount (per currency) issues it. */
  z.object({ key: z.literal('deposit_over'), amounts: moneyPerCurrencySchema }),
  z.object({ key: z.literal('promo_code'), code: promoCodeSchema }),
  z.object({ key: z.literal('manual') }),
]);
export type CampaignTriggerInput = z.infer<typeof campaignTriggerSchema>;

export const freebetParamsSchema = z
  .object({
    /** The freebet's amount in each currency it is issued in; a player of another currency is not eligible. */
    amounts: moneyPerCurrencySchema.refine(
      (amounts) => Object.values(amounts).every((amount) => amount > 0),
      'every amount is above 0',
    ),
    min_odds: odds.nullable().default(null),
    max_odds: odds.nullable().default(null),
    match_status: z.enum(FREEBET_MATCH_STATUSES).default('any'),
    selection_count_from: z.number().int().min(1).max(100).default(1),
    selection_count_to: z.number().int().min(1).max(100).nullable().default(null),
    days_valid: z.number().int().min(1).max(366),
    /** The multiplier `POST /bonuses/{id}/boost` may apply; null when the campaign allows no boost. */
    boost_multiplier: z.number().min(1).max(100).nullable().default(null),
  })
  .refine((p) => p.min_odds === null || p.max_odds === null || p.min_odds <= p.max_odds, {
    message: 'min_odds is at most max_odds',
    path: ['max_odds'],
  })
  .refine((p) => p.selection_count_to === null || p.selection_count_to >= p.selection_count_from, {
    message: 'selection_count_to is at least selection_count_from',
    path: ['selection_count_to'],
  });
export type FreebetParams = z.infer<typeof freebetParamsSchema>;

export const comboboostRangeSchema = z
  .object({
    min_count: z.number().int().min(2).max(100),
    max_count: z.number().int().min(2).max(100),
    bonus_odds: odds,
  })
  .refine((range) => range.min_count <= range.max_count, {
    message: 'min_count is at most max_count',
    path: ['max_count'],
  });

export const comboboostParamsSchema = z.object({
  ranges: z.array(comboboostRangeSchema).min(1).max(20),
  /** The least odds of each leg that counts towards a range. */
  min_odds: odds,
  /** How many bets one issued comboboost may boost. */
  uses_count: z.number().int().min(1).max(1000),
});
export type ComboboostParams = z.infer<typeof comboboostParamsSchema>;

/** Every field of a campaign the operator writes; `params` is the kind's (freebet or comboboost). */
export const campaignFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  kind: z.enum(CAMPAIGN_KINDS),
  content: campaignContentByLocaleSchema,
  valid_from: moment,
  valid_to: moment,
  country_codes: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'must be a country code such as DE'))
    .max(CAMPAIGN_LIST_MAX)
    .default([]),
  only_verified: z.boolean().default(false),
  event_conditions: eventConditionsSchema.default({
    sport_type_ids: [],
    sport_ids: [],
    category_ids: [],
    tournament_ids: [],
    event_ids: [],
  }),
  /** What the campaign may give away per currency (freebet face values); null for no budget. */
  budget: moneyPerCurrencySchema.nullable().default(null),
  /** How many of the campaign's bonuses one player may hold over time. */
  per_player_cap: z.number().int().min(1).max(1000).default(1),
  trigger: campaignTriggerSchema,
  params: z.union([freebetParamsSchema, comboboostParamsSchema]),
  status: z.enum(CAMPAIGN_STATUSES).default('active'),
  /** Listed on the public promotions page (a manual-grant campaign never is; a promo code's code is not shown). */
  show_in_promotions: z.boolean().default(true),
  banners: campaignBannersSchema.default({ desktop: null, mobile: null }),
});
export type CampaignFields = z.infer<typeof campaignFieldsSchema>;

/** What only a whole campaign can tell: its window, and params that fit its kind. */
export function campaignProblems(
  campaign: Pick<
    CampaignFields,
    'kind' | 'params' | 'valid_from' | 'valid_to' | 'trigger' | 'per_player_cap'
  >,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // A promo code is used once per player (issue 15).
  if (campaign.trigger.key === 'promo_code' && campaign.per_player_cap !== 1) {
    problems.push({ path: 'per_player_cap', message: 'is 1 for a promo code' });
  }
  if (Date.parse(campaign.valid_from) >= Date.parse(campaign.valid_to)) {
    problems.push({ path: 'valid_to', message: 'is after valid_from' });
  }
  const comboboost = 'ranges' in campaign.params;
  if ((campaign.kind === 'comboboost') !== comboboost) {
    problems.push({
      path: 'params',
      message:
        campaign.kind === 'comboboost' ? 'needs ranges, min_odds and uses_count' : 'needs freebet params',
    });
  }
  return problems;
}

const withCampaignRules = <T extends z.ZodType<Partial<CampaignFields>>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const whole = value as CampaignFields;
    if (!whole.kind || !whole.params || !whole.valid_from || !whole.valid_to || !whole.trigger) return;
    for (const problem of campaignProblems(whole)) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });

export const campaignCreateSchema = withCampaignRules(campaignFieldsSchema);
/** An update names the fields it changes; the kind stays. The whole campaign is checked again on the server. */
const fields = campaignFieldsSchema.shape;
/** No defaults here: a field the update leaves out keeps its stored value instead of going back to the default. */
export const campaignUpdateSchema = z.object({
  name: fields.name.optional(),
  content: fields.content.optional(),
  valid_from: fields.valid_from.optional(),
  valid_to: fields.valid_to.optional(),
  country_codes: fields.country_codes.unwrap().optional(),
  only_verified: fields.only_verified.unwrap().optional(),
  event_conditions: fields.event_conditions.unwrap().optional(),
  budget: fields.budget.unwrap().optional(),
  per_player_cap: fields.per_player_cap.unwrap().optional(),
  trigger: fields.trigger.optional(),
  params: fields.params.optional(),
  show_in_promotions: fields.show_in_promotions.unwrap().optional(),
  banners: campaignBannersSchema.optional(),
});

export const campaignSchema = campaignFieldsSchema.extend({
  id: z.number().int(),
  /** Spent per currency of the budget (face values of the freebets issued); {} without a budget. */
  budget_spent: z.record(z.string(), z.number().int()),
  issued_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ data: z.array(campaignSchema) });
export const campaignListQuerySchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  kind: z.enum(CAMPAIGN_KINDS).optional(),
});
export const campaignIdParamsSchema = z.object({ id: idSchema });

export const grantBodySchema = z.object({ player_id: idSchema });
export const grantResponseSchema = z.object({ id: z.string(), type: z.enum(CAMPAIGN_KINDS) });

/** Why a campaign did not issue a bonus to a player. */
export const ISSUE_REFUSALS = [
  'paused',
  'ended',
  'not_started',
  'country',
  'verification',
  'currency',
  'cap',
  'budget',
] as const;
export type IssueRefusal = (typeof ISSUE_REFUSALS)[number];

/** Error codes of the operator API and of issuance (the `code` of the error body). */
export const CAMPAIGN_ERROR_CODES = {
  notIssued: 'campaign_not_issued',
  ended: 'campaign_ended',
  promoCodeTaken: 'promo_code_taken',
  budgetBelowSpent: 'budget_below_spent',
  unauthorized: 'backoffice_token_invalid',
} as const;
