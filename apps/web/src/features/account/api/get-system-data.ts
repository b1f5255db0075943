import type { Locale } from '@sportsbook/contracts/locales';
import { systemDataSchema } from '@sportsbook/contracts/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiCall } from '@/shared/api/api-client';

/** System data (spec part 1 §3); names in the page's locale, userCountry from where the request comes from. */
export function getSystemData(locale: Locale) {
  return apiCall(`/api/platform/system-data?locale=${encodeURIComponent(locale)}`, systemDataSchema);
}

export const systemDataQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['platform', 'system-data', locale],
    queryFn: () => getSystemData(locale),
    staleTime: 30 * 60_000,
  });

export function useSystemData() {
  return useQuery(systemDataQueryOptions(useLocale() as Locale));
}
