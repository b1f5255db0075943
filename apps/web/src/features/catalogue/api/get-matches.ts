import { matchSchema, paged } from '@sportsbook/contracts/catalogue';
import { type ApiContext, apiRequest } from '../../../shared/api/api-fetch';
import type { MatchesQuery } from '../lists/list-query';

export const matchPageSchema = paged(matchSchema);

/** GET /matches with the API's parameters (lists as commas); a page of matches and its pagination. */
export function getMatches(context: ApiContext, query: MatchesQuery) {
  return apiRequest(context, '/api/sportsbook/matches', matchPageSchema, { query: { ...query } });
}
