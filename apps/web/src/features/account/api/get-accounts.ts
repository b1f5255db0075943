import { accountsResponseSchema } from '@sportsbook/contracts/wallet';
import { apiCall } from '@/shared/api/api-client';

/** GET /player/accounts: the player's accounts, the active one first. */
export function getAccounts() {
  return apiCall('/api/platform/player/accounts', accountsResponseSchema);
}
