import { tournamentSchema } from '@sportsbook/contracts/catalogue';
import { z } from 'zod';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

const tournamentsSchema = z.object({ data: z.array(tournamentSchema) });

/** GET /tournaments?sport_key=&category_id=: leagues, by priority. */
export async function getTournaments(
  context: ApiContext,
  filter: { sportKeys?: readonly string[]; categoryIds?: readonly number[] },
) {
  const query = { sport_key: filter.sportKeys, category_id: filter.categoryIds };
  return (await apiRequest(context, '/api/sportsbook/tournaments', tournamentsSchema, { query })).data;
}

/** GET /tournaments/{id}. */
export function getTournament(context: ApiContext, id: number) {
  return apiRequest(context, `/api/sportsbook/tournaments/${id}`, tournamentSchema);
}
