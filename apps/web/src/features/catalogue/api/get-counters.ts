import { z } from 'zod';
import { type ApiContext, apiRequest } from '../../../shared/api/api-fetch';

export const countersSchema = z.object({
  live: z.number().int(),
  sports: z.record(z.string(), z.number().int()),
  categories: z.record(z.string(), z.number().int()),
  tournaments: z.record(z.string(), z.number().int()),
});
export type Counters = z.infer<typeof countersSchema>;

export interface CountersFilter {
  sport?: string[];
  status?: number[];
  sport_type?: 'regular' | 'cyber';
}

/** POST /counters: how many matches per sport, category and tournament match the filter, and how many are live. */
export function getCounters(context: ApiContext, filter: CountersFilter) {
  return apiRequest(context, '/api/sportsbook/counters', countersSchema, { method: 'POST', body: filter });
}
