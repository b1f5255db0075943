import { accountSchema } from '@sportsbook/contracts/wallet';
import { apiCall } from '@/shared/api/api-client';

/** PUT /player/currency: the account the player bets from (opened at 0 when new). */
export function setCurrency(currency: string) {
  return apiCall('/api/platform/player/currency', accountSchema, { method: 'PUT', body: { currency } });
}
