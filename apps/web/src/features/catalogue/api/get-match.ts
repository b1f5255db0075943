import { matchSchema } from '@sportsbook/contracts/catalogue';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

/** GET /matches/{id}: one match with its statistics and main markets. */
export function getMatch(context: ApiContext, id: number) {
  return apiRequest(context, `/api/sportsbook/matches/${id}`, matchSchema);
}
