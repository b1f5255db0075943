import { systemDataSchema } from '@sportsbook/contracts/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client';

export function getSystemData() {
  return apiCall('/api/platform/system-data', systemDataSchema);
}

export const systemDataQueryOptions = () =>
  queryOptions({ queryKey: ['platform', 'system-data'], queryFn: getSystemData, staleTime: 30 * 60_000 });

export function useSystemData() {
  return useQuery(systemDataQueryOptions());
}
