import { sportSchema } from '@sportsbook/contracts/catalogue';
import { z } from 'zod';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

export const sportsResponseSchema = z.object({ data: z.array(sportSchema) });

/** GET /sports: every sport with its localised name, by priority. */
export async function getSports(context: ApiContext) {
  return (await apiRequest(context, '/api/sportsbook/sports', sportsResponseSchema)).data;
}
