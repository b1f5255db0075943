import type { Locale } from '@sportsbook/contracts/locales';
import {
  type Promotion,
  type PromotionTerms,
  promotionsResponseSchema,
  promotionTermsSchema,
} from '@sportsbook/contracts/promotions';
import { apiCall } from '@/shared/api/api-client';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

/** GET /promotions?locale=: the campaigns on offer to everyone (server render; no session needed). */
export async function getPromotions(context: ApiContext): Promise<Promotion[]> {
  return (
    await apiRequest(context, '/api/sportsbook/promotions', promotionsResponseSchema, {
      query: { locale: context.locale },
    })
  ).data;
}

/** GET /promotions/{id}/terms?locale=: a campaign's terms, read in the browser when the visitor asks. */
export function getPromotionTerms(
  termsId: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<PromotionTerms> {
  return apiCall(`/api/sportsbook/promotions/${encodeURIComponent(termsId)}/terms`, promotionTermsSchema, {
    query: { locale },
    signal,
  });
}
