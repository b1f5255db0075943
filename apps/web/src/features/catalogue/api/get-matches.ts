import { type MatchesQuery, matchesResponseSchema } from '@sportsbook/contracts/catalogue';
import { type ApiContext, apiRequest } from '../../../shared/api/api-fetch';

/** GET /matches with the API's parameters (lists as commas); a page of matches and its pagination. */
export function getMatches(context: ApiContext, query: MatchesQuery) {
  return apiRequest(context, '/api/sportsbook/matches', matchesResponseSchema, { query: { ...query } });
}
