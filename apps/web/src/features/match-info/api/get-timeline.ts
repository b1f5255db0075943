import { timelineResponseSchema } from '@sportsbook/contracts/match-info';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

/** GET /matches/{id}/timeline: the live tracker's latest incidents, oldest first. */
export function getTimeline(context: ApiContext, id: number) {
  return apiRequest(context, `/api/sportsbook/matches/${id}/timeline`, timelineResponseSchema);
}
