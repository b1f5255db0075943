import { videoResponseSchema } from '@sportsbook/contracts/match-info';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

/** GET /matches/{id}/video: how to play the match's stream (only for a match with video). */
export function getVideo(context: ApiContext, id: number) {
  return apiRequest(context, `/api/sportsbook/matches/${id}/video`, videoResponseSchema);
}
