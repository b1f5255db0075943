import {
  activityResponseSchema,
  continueSessionResponseSchema,
  sessionInfoSchema,
} from '@sportsbook/contracts/limits';
import { apiCall } from '@/shared/api/api-client';

/** POST /player/activity (the spec's trackActivity): 401 activity_limit_reached when the limit is used up. */
export function trackActivity() {
  return apiCall('/api/platform/player/activity', activityResponseSchema, {
    method: 'POST',
    handlesUnauthorized: true,
  });
}

/** GET /player/session-info (getSessionsInfo): the polled session and reality check; apiCall never caches. */
export function getSessionInfo(signal?: AbortSignal) {
  return apiCall('/api/platform/player/session-info', sessionInfoSchema, { signal });
}

/** continueSession: the reality check answered with "continue"; the next one comes a whole period later. */
export function continueSession() {
  return apiCall('/api/platform/player/session-info/continue', continueSessionResponseSchema, {
    method: 'POST',
  });
}

/** Told by the reality-check modal after continueSession, so the session check re-reads its period's start. */
export const REALITY_CHECK_CONTINUED_EVENT = 'sportsbook:reality-check-continued';
