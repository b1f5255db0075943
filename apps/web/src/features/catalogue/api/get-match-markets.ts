import { marketSchema, paged } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';
import { browserApi } from '@/shared/api/browser-api';

/** Spec part 2 §9: markets are fetched 500 at a time; "fetch all" walks the pages. */
export const MARKETS_PAGE_SIZE = 500;
const MAX_PAGES = 20;

const marketPageSchema = paged(marketSchema);

/** GET /matches/{id}/markets, every page: all markets of a match (the tabs filter them by group). */
export async function getMatchMarkets(context: ApiContext, matchId: number) {
  const first = await apiRequest(context, `/api/sportsbook/matches/${matchId}/markets`, marketPageSchema, {
    query: { page: 1, limit: MARKETS_PAGE_SIZE },
  });
  const markets = [...first.data];
  const lastPage = Math.min(first.pagination.last_page, MAX_PAGES);
  for (let page = 2; page <= lastPage; page++) {
    const next = await apiRequest(context, `/api/sportsbook/matches/${matchId}/markets`, marketPageSchema, {
      query: { page, limit: MARKETS_PAGE_SIZE },
    });
    markets.push(...next.data);
  }
  return markets;
}

export const matchMarketsQueryKey = (locale: Locale, matchId: number) =>
  ['match-markets', locale, matchId] as const;

export function matchMarketsQueryOptions(locale: Locale, matchId: number) {
  return queryOptions({
    queryKey: matchMarketsQueryKey(locale, matchId),
    queryFn: ({ signal }) => getMatchMarkets(browserApi(locale, signal), matchId),
  });
}

/** The markets of a match, from the server's prefetch first and the API after. */
export function useMatchMarkets(locale: Locale, matchId: number) {
  return useQuery(matchMarketsQueryOptions(locale, matchId));
}
