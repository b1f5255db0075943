import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../shared/api/api-client';

// The part of GET /system-data the account forms read (spec part 1 §3 "System data").
const systemDataSchema = z.object({
  currencies: z.array(
    z.object({
      code: z.string(),
      fiat: z.boolean(),
      subcurrencies: z.array(z.object({ subunits: z.number() })),
    }),
  ),
  defaultCurrencyCode: z.string(),
});
export type SystemData = z.infer<typeof systemDataSchema>;

export function getSystemData() {
  return apiCall('/api/platform/system-data', systemDataSchema);
}

export const systemDataQueryOptions = () =>
  queryOptions({ queryKey: ['platform', 'system-data'], queryFn: getSystemData, staleTime: 30 * 60_000 });

export function useSystemData() {
  return useQuery(systemDataQueryOptions());
}
