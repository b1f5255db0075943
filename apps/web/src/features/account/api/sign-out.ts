import { messageResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** POST /player/logout: ends the session; a session that already ended is no error here. */
export function signOutCall() {
  return apiCall('/api/platform/player/logout', messageResponseSchema, {
    method: 'POST',
    handlesUnauthorized: true,
  });
}
