import { z } from 'zod';
import { CAMPAIGN_KINDS, CAMPAIGN_TRIGGERS, campaignBannersSchema } from './bonus-campaigns';
import { idSchema } from './ids';
import { locales } from './locales';

/**
 * The public promotions (spec part 2 §2 "promotions"): the campaigns on offer to everyone, as a visitor sees them
 * on /promotions. No sign-in; a promo-code campaign is listed without its code, a manual-grant one not at all.
 */

/** `?locale=`: the language of title, description and terms; English when absent or missing in a campaign. */
export const promotionsQuerySchema = z.object({ locale: z.enum(locales).default('en') });
export const promotionIdParamsSchema = z.object({ id: idSchema });

export const promotionSchema = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  /** How the bonus is had: `promo_code` asks for the campaign's code (not shown here). */
  trigger_key: z.enum(CAMPAIGN_TRIGGERS),
  title: z.string(),
  description: z.string(),
  valid_to: z.string(),
  /** The id `GET /promotions/{terms_id}/terms` answers the campaign's terms for. */
  terms_id: z.string(),
  banners: campaignBannersSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsResponseSchema = z.object({ data: z.array(promotionSchema) });

/** `GET /promotions/{id}/terms`: the campaign's terms in the locale (English where it has none). */
export const promotionTermsSchema = z.object({
  id: z.string(),
  locale: z.enum(locales),
  title: z.string(),
  terms: z.string(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;
