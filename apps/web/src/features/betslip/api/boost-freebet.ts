import { boostedFreebetSchema } from '@sportsbook/contracts/bonuses';
import { apiCall } from '@/shared/api/api-client';

/** POST /bonuses/{id}/boost: the freebet multiplied by its campaign's boost, once; answers its new amount. */
export async function boostFreebet(id: string) {
  return apiCall(`/api/sportsbook/bonuses/${encodeURIComponent(id)}/boost`, boostedFreebetSchema, {
    method: 'POST',
  });
}
