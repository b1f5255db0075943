import { paymentSchema } from '@sportsbook/contracts/wallet';
import { apiCall } from '@/shared/api/api-client';

/** GET /payments/{id}: one of the player's own payments (the one the widget returned from). */
export function getPayment(id: number) {
  return apiCall(`/api/platform/payments/${id}`, paymentSchema);
}
