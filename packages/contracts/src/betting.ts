import { LIMIT_ACTIONS } from '@sportsbook/domain/bet-limits';
import { BET_STATUSES } from '@sportsbook/domain/bet-status';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { ODDS_ACCEPT_MODES } from '@sportsbook/domain/odds-acceptance';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { SYSTEM_ID_PATTERN } from '@sportsbook/domain/system-bets';
import { z } from 'zod';
import { betBonusSchema, placementBonusSchema } from './bonuses';
import { providerSchema, sportTypeSchema } from './catalogue';
import { idSchema } from './ids';

/**
 * Bet placement, bets history, cash-out and sportsbook settings (spec part 1 §3 and §7, part 2 §3 and §7).
 * Money is integer minor units, odds integer thousandths (2.150 -> 2150), as everywhere in the product.
 */

export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export const betTypeSchema = z.enum(BET_TYPES);
export const betStatusSchema = z.enum(BET_STATUSES);
export const betResultSchema = z.enum(['win', 'lose', 'refund']);
export const oddsAcceptModeSchema = z.enum(ODDS_ACCEPT_MODES);

const odds = z.number().int().min(1001).max(1_000_000_000);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A system type as "k/n" (2 of 3 is "2/3"). */
export const systemIdSchema = z.string().regex(SYSTEM_ID_PATTERN, 'must look like "2/3"');

export const placementSelectionSchema = z.object({
  match_id: idSchema,
  market_id: idSchema,
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(100),
  /** The price the player accepted; checked against the current one with the player's acceptance mode. */
  odds,
});

export const placementBetSchema = z.object({
  type: betTypeSchema,
  stake: z.object({ value: minorUnits.min(1), currency: z.string().regex(/^[A-Z0-9]{2,10}$/) }),
  selections: z.array(placementSelectionSchema).min(1).max(40),
  system_id: systemIdSchema.optional(),
  custom_odds: odds.optional(),
  /** A freebet pays the stake: it must be the player's, active and suitable, and the stake its amount. */
  bonus: placementBonusSchema.optional(),
});

/**
 * `POST /api/sportsbook/v3/bets`. The idempotency key comes from `meta.idempotency_key` or the
 * `Idempotency-Key` header: a retry with the same key answers the bets of the first request, never new ones.
 */
export const placementRequestSchema = z.object({
  meta: z
    .object({
      device_id: z.string().max(200).optional(),
      quick: z.boolean().default(false),
      type: z.string().max(50).optional(),
      idempotency_key: z.string().min(8).max(200).optional(),
    })
    .default({ quick: false }),
  bets: z
    .array(placementBetSchema)
    .min(1)
    .max(40)
    // The slip's stakes are debited together: more than any balance holds is a mistake, not a ledger error.
    .refine((bets) => bets.reduce((total, bet) => total + bet.stake.value, 0) <= LEDGER_LIMIT, {
      message: 'the stakes add up to more than any balance holds',
    }),
});
export type PlacementRequest = z.infer<typeof placementRequestSchema>;
export type PlacementBet = z.infer<typeof placementBetSchema>;

export const placedSelectionSchema = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  odds: z.number().int(),
});

/** One placed bet as the placement answer carries it. */
export const placedBetSchema = z.object({
  betId: z.string(),
  /** The ticket reference My bets shows ("Ref. …"), so the slip's receipt names the bet the same way. */
  ref: z.string(),
  status: betStatusSchema,
  isVip: z.boolean(),
  odds: z.number().int(),
  stake: z.number().int(),
  selections: z.array(placedSelectionSchema),
  bonus: betBonusSchema.nullable().optional(),
  /** The stake a freebet paid (absent or 0 for a cash stake). */
  freebetStake: z.number().int().optional(),
});
export const placementResponseSchema = z.array(placedBetSchema);
export type PlacedBet = z.infer<typeof placedBetSchema>;

export const betSelectionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
  market: z.object({ id: z.number().int(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  odds: z.number().int(),
  specifier: z.string(),
  match: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), status: z.number().int() }),
});

/** A bet in the history (part 2 §3 "Bet"). `to_cashout` is the live cash-out offer, null when there is none. */
export const betSchema = z.object({
  id: z.string(),
  type: betTypeSchema,
  ref: z.string(),
  status: betStatusSchema,
  stake: z.object({ value: z.number().int(), currency: z.string(), subunits: z.number().int() }),
  win_amount: z.number().int(),
  odds: z.number().int(),
  selections: z.array(betSelectionSchema),
  created_at: z.string(),
  result: betResultSchema.nullable(),
  to_cashout: z.number().int().nullable(),
  cashed_out: z.number().int(),
  bonus: betBonusSchema.nullable(),
  /** The stake a freebet paid, 0 for a cash stake. */
  freebetStake: z.number().int(),
  system: z.object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() }).nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
});
export type Bet = z.infer<typeof betSchema>;

export const betsQuerySchema = z.object({
  status: z.enum(['all', 'open', 'settled']).default('all'),
  result: z.enum(['all', 'win', 'lose', 'refund']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

export const betsPageSchema = z.object({
  data: z.array(betSchema),
  pagination: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    last_page: z.number().int(),
  }),
});

/** `POST /api/sportsbook/bets/cashout`: `to_cashout` is the offer shown; `stake` sells part of the stake. */
export const cashoutRequestSchema = z.object({
  bet_id: idSchema,
  to_cashout: minorUnits.min(1),
  stake: minorUnits.min(1).optional(),
});
export const cashoutResponseSchema = z.object({
  bet_id: z.string(),
  status: betStatusSchema,
  cashed_out: z.number().int(),
  remaining_stake: z.number().int(),
  to_cashout: z.number().int().nullable(),
});
export type CashoutResponse = z.infer<typeof cashoutResponseSchema>;

export const oddsTypeSchema = z.enum(ODDS_TYPES);

export const settingsSchema = z.object({
  stakes: z.array(minorUnits.min(1)).min(1).max(10),
  auto_accept_odds_change: oddsAcceptModeSchema,
  odds_type: oddsTypeSchema,
});
export const settingsUpdateSchema = settingsSchema.partial();

const limitAction = z.enum(LIMIT_ACTIONS);
const currencyAmount = z.object({ currency_code: z.string(), amount: z.number().int() });
const currencyAmountAction = currencyAmount.extend({ action: limitAction });
const currencyLists = <T extends z.ZodType>(item: T) =>
  z.object({ fiat: z.array(item).default([]), crypto: z.array(item).default([]) });

/** Operator bet limits in the spec's snake_case (part 1 §3 "Bet-limits config", part 2 §3); null: no such limit. */
export const betLimitsSettingsSchema = z.object({
  max_stake_limit: currencyLists(currencyAmount).nullish(),
  payout_limit: currencyLists(currencyAmountAction).nullish(),
  selection_limit: z.object({ value: z.number().int() }).nullish(),
  odds_limit: z.object({ value: z.number().int(), action: limitAction }).nullish(),
});
export type BetLimitsSettings = z.infer<typeof betLimitsSettingsSchema>;

/**
 * The additional products (spec part 1 §2, §3; part 2 §3 additional_providers): each has its page
 * (`/racing`, `/lotteries`, `/premium-cricket`, `/virtual-gaming-arena`), shown and linked only while enabled.
 */
export const ADDITIONAL_PRODUCTS = [
  'horse_racing',
  'lotto',
  'premium_cricket',
  'virtual_gaming_arena',
] as const;
export type AdditionalProduct = (typeof ADDITIONAL_PRODUCTS)[number];

/** One additional product: on or off, and the provider's page the product's page frames (null: none). */
export const additionalProviderSchema = z.object({ enabled: z.boolean(), url: z.url().nullable() });
export type AdditionalProvider = z.infer<typeof additionalProviderSchema>;

/** The operator's part of the settings every visitor gets (part 2 §3, §7), also inside `GET /settings`. */
export const operatorSettingsSchema = z.object({
  /** Whether each odds provider is delivering; a provider that is not makes its selections unavailable. */
  provider_statuses: z.partialRecord(providerSchema, z.boolean()),
  /** The providers that cover each sport type (regular, cyber). */
  sport_type_providers: z.partialRecord(sportTypeSchema, z.array(providerSchema)),
  video_settings: z.object({ enabled: z.boolean() }),
  additional_providers: z.object(
    Object.fromEntries(ADDITIONAL_PRODUCTS.map((product) => [product, additionalProviderSchema])) as Record<
      AdditionalProduct,
      typeof additionalProviderSchema
    >,
  ),
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;

/** `GET` and `POST /settings`: the player's settings and the operator's part (a visitor gets the
 * defaults of the player's part, so pages can be decided before sign-in). */
export const settingsResponseSchema = settingsSchema.extend(operatorSettingsSchema.shape).extend({
  odds_types: z.object({ available: z.array(oddsTypeSchema), selected: oddsTypeSchema }),
  updated_at: z.string().nullable(),
  bet_limits_settings: betLimitsSettingsSchema,
  custom_bet_enabled: z.boolean(),
  custom_bet_allow_single: z.boolean(),
  /** Providers whose selections may be played as several singles in one slip (multi-single, part 1 §4). */
  multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }),
  /** A player may hold several active freebets at once (ADR 017); each bet uses at most one. */
  allow_multiple_active_user_freebets: z.boolean(),
  /** Smallest share of the stake a partial cash-out may sell, basis points (domain `meetsMinCashoutShare`). */
  cashout_settings: z.object({ min_share_bp: z.number().int().min(0).max(10_000) }),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const maxStakeRequestSchema = z.object({ bet: placementBetSchema });
export const maxStakeResponseSchema = z.object({
  max_stake: z.number().int().nullable(),
  currency: z.string(),
});

/** Real-time events on the player's private channel. */
export const betChangedEventSchema = z.object({
  type: z.literal('bet_changed'),
  data: z.object({
    id: z.string(),
    status: betStatusSchema,
    result: betResultSchema.nullable(),
    win_amount: z.number().int(),
  }),
});
export const betCashoutChangedEventSchema = z.object({
  type: z.literal('bet_cashout_changed'),
  data: z.object({ id: z.string(), to_cashout: z.number().int().nullable() }),
});
export type BetChangedEvent = z.infer<typeof betChangedEventSchema>;
export type BetCashoutChangedEvent = z.infer<typeof betCashoutChangedEventSchema>;

/** String codes of betting errors that have no numeric code in the spec (those are in errors.ts). */
export const BETTING_ERROR_CODES = {
  invalidBet: 'invalid_bet',
  insufficientFunds: 'insufficient_funds',
  currencyMismatch: 'currency_mismatch',
  cashoutUnavailable: 'cashout_unavailable',
  cashoutOfferChanged: 'cashout_offer_changed',
  cashoutInvalid: 'cashout_invalid',
} as const;

/** Message keys of placement errors the server adds to the domain's. */
export const RISK_ODDS_CHANGED_KEY = 'error.risk_validation.odds_different_than_bookmaker';
