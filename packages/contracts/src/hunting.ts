import { FREEBET_KINDS } from '@sportsbook/domain/bonus-kinds';
import {
  FARMING_KINDS,
  FARMING_THRESHOLDS_MAX,
  POINTS_PER_BET_MAX,
  POOL_SHARE_SCALE,
  TOURNAMENT_KINDS,
  TOURNAMENT_PAGE_LIMIT,
  tournamentKindProblem,
} from '@sportsbook/domain/hunting';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES,
  campaignContentByLocaleSchema,
  eventConditionsSchema,
  moneyPerCurrencySchema,
} from './bonus-campaigns';
import { BONUS_LIST_STATUSES } from './bonuses';
import { paginationSchema } from './catalogue';
import { idSchema } from './ids';
import { locales } from './locales';
import { campaignMomentSchema } from './moments';
import { currencyCodeSchema } from './platform';
import { pageParams } from './query';

/**
 * Bonus hunting and hunting tournaments (issue 16, ADR 035): the operator's farming campaigns at
 * `/api/backoffice/farming-campaigns`, the player's `GET /bonuses/{huntings,tournaments}`, a tournament's
 * `/rating` and `tournament_pool_changed`. Money in minor units, odds in thousandths, moments as ISO text.
 */
export { FARMING_KINDS, TOURNAMENT_KINDS };

const moment = campaignMomentSchema;
const positiveMoney = moneyPerCurrencySchema.refine(
  (amounts) => Object.values(amounts).every((amount) => amount > 0),
  'every amount is above 0',
);

export const tournamentFieldsSchema = z.object({
  kind: z.enum(TOURNAMENT_KINDS),
  /** The currency the tournament ranks and pays in: only bets in it farm. */
  currency: currencyCodeSchema,
  initial_pool: z.number().int().min(0).max(LEDGER_LIMIT),
  /** The share of every farmed stake the pool grows by, basis points (10000: all of it). */
  pool_share_bp: z.number().int().min(0).max(POOL_SHARE_SCALE).default(0),
});

export const farmingCampaignFieldsSchema = z.object({
  kind: z.enum(FARMING_KINDS),
  name: z.string().trim().min(1).max(200),
  content: campaignContentByLocaleSchema,
  valid_from: moment,
  valid_to: moment,
  status: z.enum(CAMPAIGN_STATUSES).default('active'),
  event_conditions: eventConditionsSchema.default({
    sport_type_ids: [],
    sport_ids: [],
    category_ids: [],
    tournament_ids: [],
    event_ids: [],
  }),
  min_odds: z.number().int().min(1001).max(1_000_000).nullable().default(null),
  /** The least stake per currency; it is also the unit of points (domain `pointsForBet`). */
  min_stakes: positiveMoney,
  farm_once_per_event: z.boolean().default(true),
  /** The freebet campaign whose freebet a threshold issues (its kind is the farming freebet type); null: none. */
  freebet_campaign_id: idSchema.nullable().default(null),
  /** Points totals, each earning one freebet once. */
  thresholds: z
    .array(z.number().int().min(1).max(POINTS_PER_BET_MAX))
    .max(FARMING_THRESHOLDS_MAX)
    .default([]),
  show_in_promotion: z.boolean().default(true),
  tournament: tournamentFieldsSchema.nullable().default(null),
});
export type FarmingCampaignFields = z.infer<typeof farmingCampaignFieldsSchema>;

export const farmingCampaignCreateSchema = farmingCampaignFieldsSchema.superRefine((value, ctx) => {
  if (Date.parse(value.valid_from) >= Date.parse(value.valid_to))
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'is after valid_from' });
  if ((value.kind === 'tournament') !== (value.tournament !== null))
    ctx.addIssue({
      code: 'custom',
      path: ['tournament'],
      message: value.kind === 'tournament' ? 'is required for a tournament' : 'is only for a tournament',
    });
  if (value.thresholds.length > 0 !== (value.freebet_campaign_id !== null))
    ctx.addIssue({
      code: 'custom',
      path: ['thresholds'],
      message: 'thresholds and freebet_campaign_id go together',
    });
  if (value.tournament) {
    const problem = tournamentKindProblem(value.tournament.kind, {
      eventIds: value.event_conditions.event_ids.length,
      tournamentIds: value.event_conditions.tournament_ids.length,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: ['event_conditions'], message: problem });
    const currencies = Object.keys(value.min_stakes);
    if (currencies.length !== 1 || currencies[0] !== value.tournament.currency)
      ctx.addIssue({ code: 'custom', path: ['min_stakes'], message: "names only the tournament's currency" });
  }
});

/** The operator's view of a farming campaign. */
export const farmingCampaignSchema = farmingCampaignFieldsSchema.extend({
  id: z.number().int(),
  participants: z.number().int(),
  pool_amount: z.number().int().nullable(),
  created_at: z.string(),
});
export type FarmingCampaign = z.infer<typeof farmingCampaignSchema>;

/** What a player sees of a farming campaign (spec part 2 §3 "hunting, lootbox and hunting tournament"). */
export const huntingStatusSchema = z.enum(['available', 'active', 'not_available', 'expired', 'bonus_over']);
export const farmingStatsSchema = z.object({
  avg_stake: z.number().int(),
  bets_count: z.number().int(),
  points: z.number().int(),
  available_points: z.number().int(),
  potential_points: z.number().int(),
  potential_freebet_amount: z.number().int(),
  initial_pool: z.number().int(),
});
export const huntingSchema = z.object({
  id: z.string(),
  type: z.enum(FARMING_KINDS),
  name: z.string(),
  title: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  status: huntingStatusSchema,
  activated_at: z.string().nullable(),
  min_odds: z.number().int().nullable(),
  /** The least stake in the player's currency; null: the campaign does not run in it. */
  min_stake: z.number().int().nullable(),
  currency: z.string(),
  thresholds: z.array(z.number().int()),
  farm_once_per_event: z.boolean(),
  farming_freebet_type: z.enum(FREEBET_KINDS).nullable(),
  show_in_promotion: z.boolean(),
  farming: farmingStatsSchema,
  farmed_event_ids: z.array(z.number().int()),
  /** The player's bets that farmed. */
  used_in_bets: z.array(z.string()),
  /** Freebets the player's points earned. */
  freebets_to_boost: z.number().int(),
  tournament: z
    .object({
      kind: z.enum(TOURNAMENT_KINDS),
      pool_amount: z.number().int(),
      currency_code: z.string(),
      participants: z.number().int(),
    })
    .nullable(),
});
export type Hunting = z.infer<typeof huntingSchema>;
export const huntingDetailsSchema = huntingSchema.extend({ description: z.string() });

export const huntingsQuerySchema = z.object({
  status: z.enum(BONUS_LIST_STATUSES).default('upcoming'),
  locale: z.enum(locales).optional(),
});
export const huntingsResponseSchema = z.object({ data: z.array(huntingSchema) });
export const tournamentsQuerySchema = huntingsQuerySchema.extend(pageParams(50, TOURNAMENT_PAGE_LIMIT));
export const tournamentsResponseSchema = z.object({
  data: z.array(huntingSchema),
  pagination: paginationSchema,
});

export const huntingTermsSchema = z.object({
  id: z.string(),
  type: z.enum(FARMING_KINDS),
  locale: z.enum(locales),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
});

/** One leaderboard row (spec part 2 §3): a player by a nickname derived from a keyed hash, never an id. */
export const ratingRowSchema = z.object({
  position: z.number().int(),
  nickname: z.string(),
  current_user: z.boolean(),
  farmed_amount: z.number().int(),
  currency_code: z.string(),
  farmed_freebets_count: z.number().int(),
});
export type RatingRow = z.infer<typeof ratingRowSchema>;
/** The most rows the rating answers; the player's own row follows when it ranks lower. */
export const RATING_ROWS_MAX = 50;
export const ratingResponseSchema = z.object({
  data: z.array(ratingRowSchema),
  /** The signed-in player's row (also in `data` when it ranks there); null when they farmed nothing yet. */
  current_user: ratingRowSchema.nullable(),
  pool_amount: z.number().int(),
  currency_code: z.string(),
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;

/** `tournament_pool_changed` on `public:{locale}`: a tournament's pool after a settlement farmed for it. */
export const tournamentPoolChangedSchema = z.object({
  id: z.string(),
  pool_amount: z.number().int(),
  currency_code: z.string(),
});
export type TournamentPoolChanged = z.infer<typeof tournamentPoolChangedSchema>;
