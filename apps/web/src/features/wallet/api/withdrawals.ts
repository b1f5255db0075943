import {
  type PaymentMethod,
  withdrawalListSchema,
  withdrawalResponseSchema,
} from '@sportsbook/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

export const withdrawalsQueryKey = (playerId: number | null) => ['wallet', 'withdrawals', playerId] as const;

/** GET /payments/withdrawals: the player's withdrawals, newest first. */
export const withdrawalsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: withdrawalsQueryKey(playerId),
    queryFn: ({ signal }) => apiCall('/api/platform/payments/withdrawals', withdrawalListSchema, { signal }),
    enabled: playerId !== null,
    staleTime: 0,
  });

export function useWithdrawals(playerId: number | null) {
  return useQuery(withdrawalsQueryOptions(playerId));
}

/** POST /payments/withdrawals; the key makes a retried request debit once. */
export function requestWithdrawal(input: {
  amount: number;
  currency: string;
  method: PaymentMethod;
  idempotencyKey: string;
}) {
  return apiCall('/api/platform/payments/withdrawals', withdrawalResponseSchema, {
    method: 'POST',
    body: {
      amount: input.amount,
      currency: input.currency,
      method: input.method,
      idempotency_key: input.idempotencyKey,
    },
  });
}

/** POST /payments/withdrawals/{id}/cancel: only while pending; the money comes back at once. */
export function cancelWithdrawal(id: number) {
  return apiCall(`/api/platform/payments/withdrawals/${id}/cancel`, withdrawalResponseSchema, {
    method: 'POST',
  });
}
