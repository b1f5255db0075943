import { accountSchema } from '@sportsbook/contracts/wallet';
import { apiCall } from '@/shared/api/api-client';

/**
 * PUT /player/currency: the account the player bets from (opened at 0 when new). `handlesUnauthorized`: the caller
 * expects a visitor's 401 (/init-sportsbook asks before it knows whether anyone is signed in).
 */
export function setCurrency(currency: string, { handlesUnauthorized = false } = {}) {
  return apiCall('/api/platform/player/currency', accountSchema, {
    method: 'PUT',
    body: { currency },
    handlesUnauthorized,
  });
}
