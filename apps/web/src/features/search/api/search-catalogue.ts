import { SEARCH_MAX, SEARCH_MIN, searchResponseSchema } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiContext, apiRequest } from '../../../shared/api/api-fetch';
import { browserApi } from '../../../shared/api/browser-api';

/** The query as the API will read it, or null when it is too short or too long to send. */
export function searchableQuery(text: string): string | null {
  const query = text.trim().replace(/\s+/g, ' ');
  return query.length >= SEARCH_MIN && query.length <= SEARCH_MAX ? query : null;
}

/** GET /search?q=: upcoming and live matches and leagues whose names contain the text. */
export function searchCatalogue(context: ApiContext, q: string) {
  return apiRequest(context, '/api/sportsbook/search', searchResponseSchema, { query: { q } });
}

export function searchQueryOptions(locale: Locale, q: string) {
  return queryOptions({
    queryKey: ['search', locale, q] as const,
    queryFn: ({ signal }) => searchCatalogue(browserApi(locale, signal), q),
    staleTime: 60_000,
  });
}

/** Search results for a query (nothing is fetched for null); the previous results stay while the next load. */
export function useSearch(locale: Locale, q: string | null) {
  return useQuery({
    ...searchQueryOptions(locale, q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
