import { AMB_MAX_BETS, AMB_MAX_FREEBETS, AMB_MAX_RANGES, ambRangesProblem } from '@sportsbook/domain/amb';
import {
  CHEST_SIZES,
  LOOTBOX_DEFAULT_STATUS,
  LOOTBOX_MAX_PRIZES,
  LOOTBOX_MAX_WEIGHT,
  LOOTBOX_PLACES,
  LOOTBOX_RANKS,
  LOOTBOX_RESULTS,
  LOOTBOX_STATUSES,
} from '@sportsbook/domain/lootboxes';
import { z } from 'zod';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  campaignContentByLocaleSchema,
  moneyPerCurrencySchema,
} from './bonus-campaigns';
import { idSchema } from './ids';
import { locales } from './locales';
import { campaignMomentSchema } from './moments';

// Loot boxes and amount-of-bets freebet progress (spec part 2 §3, §7; ADR 028 "Loot boxes, AMB, predictions"):
// the operator's campaigns and the player's calls under /api/sportsbook/bonuses.

const moment = campaignMomentSchema;
const minOdds = z.number().int().min(1000).max(1_000_000);

/** Refusals of these calls (`code` of the error body). */
export const LOOTBOX_ERROR_CODES = {
  prizeUnavailable: 'lootbox_prize_unavailable',
  ambNotRunning: 'amb_not_running',
  nameTaken: 'campaign_name_taken',
} as const;

const prizeSchema = z.object({
  weight: z.number().int().min(1).max(LOOTBOX_MAX_WEIGHT),
  /** The freebet campaign the prize is issued from; null: an empty chest. */
  campaign_id: idSchema.nullable(),
});
const prizeTableSchema = z.array(prizeSchema).min(1).max(LOOTBOX_MAX_PRIZES);

/** A tier (place 1, 2, 3 in order): the stake that earns it per currency, and a prize table per variant. */
export const lootboxTierSchema = z.object({
  min_stake: moneyPerCurrencySchema,
  prizes: z.object({ win: prizeTableSchema, lose: prizeTableSchema }),
});
export type LootboxTierInput = z.infer<typeof lootboxTierSchema>;

const windowFields = {
  name: z.string().trim().min(1).max(200),
  content: campaignContentByLocaleSchema,
  valid_from: moment,
  valid_to: moment,
  status: z.enum(CAMPAIGN_STATUSES).default('active'),
  min_odds: minOdds.default(1000),
};
const windowRule = <T extends { valid_from: string; valid_to: string }>(fields: T) =>
  new Date(fields.valid_from) < new Date(fields.valid_to);

export const lootboxCampaignCreateSchema = z
  .object({ ...windowFields, tiers: z.array(lootboxTierSchema).min(1).max(LOOTBOX_PLACES.length) })
  .refine(windowRule, { message: 'valid_from must be before valid_to', path: ['valid_to'] });
export type LootboxCampaignInput = z.infer<typeof lootboxCampaignCreateSchema>;
export const lootboxCampaignSchema = z.object({
  id: z.number().int(),
  ...windowFields,
  tiers: z.array(lootboxTierSchema),
  boxes_count: z.number().int(),
  opened_count: z.number().int(),
});
export const lootboxCampaignListSchema = z.object({ data: z.array(lootboxCampaignSchema) });

const ambRangeSchema = z.object({
  number_of_bets: z.number().int().min(1).max(AMB_MAX_BETS),
  number_of_freebets: z.number().int().min(1).max(AMB_MAX_FREEBETS),
});
export const ambCampaignCreateSchema = z
  .object({
    ...windowFields,
    min_stake: moneyPerCurrencySchema,
    ranges: z.array(ambRangeSchema).min(1).max(AMB_MAX_RANGES),
    /** The freebet campaign each freebet of a reached range is issued from. */
    prize_campaign_id: idSchema,
  })
  .refine(windowRule, { message: 'valid_from must be before valid_to', path: ['valid_to'] })
  .superRefine((fields, ctx) => {
    const problem = ambRangesProblem(
      fields.ranges.map((range) => ({
        numberOfBets: range.number_of_bets,
        numberOfFreebets: range.number_of_freebets,
      })),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['ranges'], message: problem });
  });
export type AmbCampaignInput = z.infer<typeof ambCampaignCreateSchema>;
export const ambCampaignSchema = z.object({
  id: z.number().int(),
  ...windowFields,
  min_stake: z.record(z.string(), z.number().int()),
  ranges: z.array(ambRangeSchema),
  prize_campaign_id: z.number().int(),
  players_count: z.number().int(),
});
export const ambCampaignListSchema = z.object({ data: z.array(ambCampaignSchema) });

/** The player's loot box list: `status` defaults to `active` (unopened, spec part 2 §9); `all` lists both. */
export const lootboxListQuerySchema = z.object({
  status: z.enum([...LOOTBOX_STATUSES, 'all']).default(LOOTBOX_DEFAULT_STATUS),
});

/** The bonus an opened chest issued. */
export const lootboxPrizeSchema = z.object({
  id: z.string(),
  type: z.enum(CAMPAIGN_KINDS),
  amount: z.number().int(),
  currency: z.string(),
});
export type LootboxPrizeView = z.infer<typeof lootboxPrizeSchema>;

export const lootboxSchema = z.object({
  id: z.string(),
  type: z.literal('lootbox'),
  campaign_id: z.number().int(),
  title: z.string(),
  place: z.union(LOOTBOX_PLACES.map((place) => z.literal(place))),
  result: z.enum(LOOTBOX_RESULTS),
  rank: z.enum(LOOTBOX_RANKS),
  chest_size: z.enum(CHEST_SIZES),
  status: z.enum(LOOTBOX_STATUSES),
  bet_id: z.string(),
  earned_at: z.string(),
  opened_at: z.string().nullable(),
  /** Null while closed, and for an opened chest that was empty. */
  prize: lootboxPrizeSchema.nullable(),
});
export type Lootbox = z.infer<typeof lootboxSchema>;
export const lootboxesResponseSchema = z.object({ data: z.array(lootboxSchema) });
export const lootboxDetailsSchema = lootboxSchema.extend({ description: z.string() });
const termsFields = {
  id: z.string(),
  locale: z.enum(locales),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
};
export const lootboxTermsSchema = z.object({ ...termsFields, type: z.literal('lootbox') });
export const ambTermsSchema = z.object({ ...termsFields, type: z.literal('amb') });

/** The player's progress on one AMB campaign (spec part 2 §3 "amount-of-bets freebet progress"). */
export const ambProgressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('amb'),
  joined: z.boolean(),
  progress_count: z.number().int(),
  possible_progress_count: z.number().int(),
  ranges: z.array(ambRangeSchema),
  /** The face value of each freebet it issues, in the player's currency. */
  issued_bonus_amount: z.number().int(),
  /** Freebets issued to the player so far by this campaign. */
  issued_freebets_count: z.number().int(),
  currency: z.string(),
  min_stake: z.number().int(),
  min_odds: z.number().int(),
  /** When the campaign stops counting. */
  issue_to: z.string(),
});
export type AmbProgress = z.infer<typeof ambProgressSchema>;
export const ambProgressListSchema = z.object({ data: z.array(ambProgressSchema) });
export const ambJoinBodySchema = z.object({ id: idSchema });
