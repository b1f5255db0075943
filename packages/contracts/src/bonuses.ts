import { BONUS_TYPES, FREEBET_KINDS, ISSUED_BONUS_STATUSES } from '@sportsbook/domain/bonus-kinds';
import { FREEBET_MATCH_STATUSES, FREEBET_STATUSES } from '@sportsbook/domain/freebets';
import { z } from 'zod';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRIGGERS,
  eventConditionsSchema,
  promoCodeSchema,
} from './bonus-campaigns';
import { idSchema } from './ids';
import { locales } from './locales';
import { booleanParam } from './query';

/**
 * Bonuses (spec part 2 §3 "Bonuses", §7): the player's issued freebets and comboboosts as the
 * `/api/sportsbook/bonuses` calls answer them, their details and terms, activation, mark-as-seen, promo codes,
 * `bonus_issued`, and the bonus a bet is placed with. Money in minor units, odds in thousandths.
 */

/** What an issued bonus shows to its player (part 2 §3 "Bonus status"): the computed status of its `issued` part. */
export { ISSUED_BONUS_STATUSES, type IssuedBonusStatus } from '@sportsbook/domain/bonus-kinds';

export const freebetSchema = z.object({
  id: z.string(),
  /** The freebet kind: what it pays (domain bonus-kinds.ts). */
  type: z.enum(FREEBET_KINDS),
  /** The stored status placement reads: active (usable), used by a bet, or expired. */
  status: z.enum(FREEBET_STATUSES),
  /** The campaign's title in the player's locale; null for a freebet issued without a campaign. */
  title: z.string().nullable(),
  campaign_id: z.number().int().nullable(),
  min_odds: z.number().int().nullable(),
  max_odds: z.number().int().nullable(),
  match_status: z.enum(FREEBET_MATCH_STATUSES),
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int().nullable(),
  valid_to: z.string(),
  boost_multiplier: z.number().nullable(),
  issued: z.object({
    is_active: z.boolean(),
    currency: z.string(),
    amount: z.number().int(),
    issued_at: z.string(),
    used_in_bet: z.string().nullable(),
    activated_at: z.string().nullable(),
    seen: z.boolean(),
    computed_status: z.enum(ISSUED_BONUS_STATUSES),
  }),
});
export type Freebet = z.infer<typeof freebetSchema>;

export const freebetsResponseSchema = z.object({ data: z.array(freebetSchema) });

/** An issued comboboost in the spec's shape (part 2 §3 "comboboost"): the campaign's terms and the issued part. */
export const comboboostSchema = z.object({
  id: z.string(),
  type: z.literal('comboboost'),
  title: z.string(),
  campaign_id: z.number().int(),
  min_odds: z.number().int(),
  uses_count: z.number().int(),
  country_codes: z.array(z.string()),
  event_conditions: eventConditionsSchema,
  ranges: z.array(
    z.object({ min_count: z.number().int(), max_count: z.number().int(), bonus_odds: z.number().int() }),
  ),
  valid_to: z.string(),
  only_verified: z.boolean(),
  trigger_key: z.enum(CAMPAIGN_TRIGGERS),
  /** The campaign's status. */
  status: z.enum(CAMPAIGN_STATUSES),
  issued: z.object({
    times_used: z.number().int(),
    issued_at: z.string(),
    activated_at: z.string().nullable(),
    expired_at: z.string().nullable(),
    seen: z.boolean(),
    computed_status: z.enum(ISSUED_BONUS_STATUSES),
  }),
  banners: z.object({ desktop: z.string().nullable(), mobile: z.string().nullable() }),
});
export type Comboboost = z.infer<typeof comboboostSchema>;
export const comboboostsResponseSchema = z.object({ data: z.array(comboboostSchema) });

/**
 * The status filter of the lists: `upcoming` is every bonus still ahead of the player (available, active, or
 * not available while its campaign holds it).
 */
export const BONUS_LIST_STATUSES = ['all', 'active', 'available', 'upcoming'] as const;
/** The bonus list's page size (part 2 §9): what `limit_per_type` defaults to in the web's lists. */
export const BONUS_LIST_PAGE_SIZE = 4;

export const bonusListQuerySchema = z.object({
  status: z.enum(BONUS_LIST_STATUSES).default('all'),
  /** true: only bonuses the player can still use (available or active). */
  available: booleanParam,
  /** true: only bonuses the player has not marked as seen. */
  unseen: booleanParam,
  limit_per_type: z.coerce.number().int().min(1).max(500).default(500),
});

/** `GET /bonuses`: the player's bonuses by kind; `type` narrows to one of the spec's types. */
export const bonusesQuerySchema = bonusListQuerySchema.extend({ type: z.enum(BONUS_TYPES).optional() });
export const bonusesResponseSchema = z.object({
  comboboost: z.array(comboboostSchema),
  /** Every freebet kind, each item's `type` naming its kind. */
  freebet: z.array(freebetSchema),
});

export const bonusIdParamsSchema = z.object({ id: idSchema });
/** The player's locale for `title`, `description` and `terms`; the player's own locale when absent. */
export const bonusLocaleQuerySchema = z.object({ locale: z.enum(locales).optional() });

export const bonusTermsSchema = z.object({
  id: z.string(),
  type: z.enum(CAMPAIGN_KINDS),
  locale: z.enum(locales),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
});
export const comboboostDetailsSchema = comboboostSchema.extend({ description: z.string() });
export const freebetDetailsSchema = freebetSchema.extend({ description: z.string() });

/** The answer of `POST /bonuses/{id}/activate` and `POST /bonuses/promo-code`: the bonus as it is now. */
export const bonusRefSchema = z.object({
  id: z.string(),
  type: z.enum(CAMPAIGN_KINDS),
  computed_status: z.enum(ISSUED_BONUS_STATUSES),
});
export type BonusRef = z.infer<typeof bonusRefSchema>;
/** `POST /bonuses/{id}/activate`: a campaign's bonus, or a hunting campaign or tournament joined (ADR 035). */
export const activatedBonusSchema = bonusRefSchema.extend({ type: z.enum(BONUS_TYPES) });
export type ActivatedBonus = z.infer<typeof activatedBonusSchema>;

/** `POST /bonuses/mark-as-seen`: the bonuses the player has now seen. */
export const markAsSeenBodySchema = z
  .array(z.object({ id: idSchema, type: z.enum(BONUS_TYPES) }))
  .min(1)
  .max(100);
export const markAsSeenResponseSchema = z.object({ marked: z.number().int() });

/** `POST /bonuses/{id}/boost`: the boosted freebet's id, kind and new amount (minor units). */
export const boostedFreebetSchema = z.object({
  id: z.string(),
  type: z.enum(FREEBET_KINDS),
  amount: z.number().int(),
});
export type BoostedFreebet = z.infer<typeof boostedFreebetSchema>;

export const promoCodeBodySchema = z.object({ code: promoCodeSchema });

/** Published on `private:{playerId}` when a bonus is issued to the player (part 2 §7; payload: ADR 028). */
export const bonusIssuedEventSchema = z.object({
  type: z.literal('bonus_issued'),
  data: z.object({ id: z.string(), type: z.enum(CAMPAIGN_KINDS) }),
});
export type BonusIssuedEvent = z.infer<typeof bonusIssuedEventSchema>;

/** The bonuses a bet may be placed with: a freebet of one of its kinds, or a comboboost (the kinds campaigns issue). */
export const BET_BONUS_TYPES = CAMPAIGN_KINDS;
export type BetBonusType = (typeof BET_BONUS_TYPES)[number];

/**
 * The bonus a bet is placed with (part 2 §3 placement payload `bonus {id, type, odds}`): a freebet names its kind,
 * a comboboost the bonus odds the slip showed (placement refuses when they are no longer the bet's).
 */
export const placementBonusSchema = z
  .object({
    id: idSchema.transform(String),
    type: z.enum(BET_BONUS_TYPES),
    odds: z.number().int().optional(),
  })
  .refine((bonus) => bonus.type !== 'comboboost' || bonus.odds !== undefined, {
    message: 'a comboboost names its bonus odds',
    path: ['odds'],
  });

/** The bonus of a placed bet, in the placement answer and the bets history; `odds`: a comboboost's bonus odds. */
export const betBonusSchema = z.object({
  id: z.string(),
  type: z.enum(BET_BONUS_TYPES),
  odds: z.number().int().optional(),
});
export type BetBonus = z.infer<typeof betBonusSchema>;

export const BONUS_ERROR_CODES = {
  freebetUnavailable: 'freebet_unavailable',
  comboboostUnavailable: 'comboboost_unavailable',
  notActivatable: 'bonus_not_activatable',
  /** The operator deactivating a bonus its player already used up (409, `details.status`). */
  notDeactivatable: 'bonus_not_deactivatable',
  notBoostable: 'bonus_not_boostable',
  promoCodeUnknown: 'promo_code_unknown',
  promoCodeExpired: 'promo_code_expired',
  promoCodeAlreadyUsed: 'promo_code_already_used',
  promoCodeNotEligible: 'promo_code_not_eligible',
} as const;

/** The message keys of a refused promo code (`data.localized_message`), the reason in `data.details.reason`. */
export const PROMO_CODE_ERROR_KEYS = {
  unknown: 'error.promo_code.unknown',
  expired: 'error.promo_code.expired',
  already_used: 'error.promo_code.already_used',
  not_eligible: 'error.promo_code.not_eligible',
} as const;
/** The message key of a promo code refused for too many attempts (429 `too_many_requests`, ADR 028). */
export const PROMO_CODE_TOO_MANY_ATTEMPTS_KEY = 'error.promo_code.too_many_attempts';
/** The message key of a refused freebet, with the reason in `details.reason`. */
export const FREEBET_UNAVAILABLE_KEY = 'error.place_bets.freebet_unavailable';
/** The message key of a comboboost a bet cannot take (`data.details.reason` says why). */
export const COMBOBOOST_UNAVAILABLE_KEY = 'error.place_bets.comboboost_unavailable';
