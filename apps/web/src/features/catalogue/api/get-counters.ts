import { type CountersFilter, countersResponseSchema } from '@sportsbook/contracts/catalogue';
import { type ApiContext, apiRequest } from '../../../shared/api/api-fetch';

/** POST /counters: how many matches per sport, category and tournament match the filter, and how many are live. */
export function getCounters(context: ApiContext, filter: CountersFilter) {
  return apiRequest(context, '/api/sportsbook/counters', countersResponseSchema, {
    method: 'POST',
    body: filter,
  });
}
