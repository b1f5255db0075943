import { requestCountrySchema } from '@sportsbook/contracts/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/** GET /country: where the visitor is and whether sign-in and sign-up are open there. */
export function getCountry() {
  return apiCall('/api/platform/country', requestCountrySchema);
}

export const countryQueryOptions = () =>
  queryOptions({ queryKey: ['platform', 'country'], queryFn: getCountry, staleTime: 10 * 60_000 });

export function useCountry() {
  return useQuery(countryQueryOptions());
}
