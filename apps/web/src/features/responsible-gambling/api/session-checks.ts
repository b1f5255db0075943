import { activityResponseSchema, sessionInfoSchema } from '@sportsbook/contracts/limits';
import { apiCall } from '@/shared/api/api-client';

/** POST /player/activity (the spec's trackActivity): 401 activity_limit_reached when the limit is used up. */
export function trackActivity() {
  return apiCall('/api/platform/player/activity', activityResponseSchema, {
    method: 'POST',
    handlesUnauthorized: true,
  });
}

/** GET /player/session-info: the polled session and reality check. */
export function getSessionInfo(signal?: AbortSignal) {
  return apiCall('/api/platform/player/session-info', sessionInfoSchema, { signal });
}
