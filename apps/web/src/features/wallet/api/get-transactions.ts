import { walletTransactionsPageSchema } from '@sportsbook/contracts/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** GET /wallet/transactions: one page of the player's history, newest first. */
export function getTransactions(page: number, signal?: AbortSignal) {
  return apiCall('/api/platform/wallet/transactions', walletTransactionsPageSchema, {
    query: { page, limit: TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

/** The latest 50 lines of one currency's history, newest first: enough for the deposit reminder's context. */
export function getRecentTransactions(currency: string, signal?: AbortSignal) {
  return apiCall('/api/platform/wallet/transactions', walletTransactionsPageSchema, {
    query: { page: 1, limit: 50, currency },
    signal,
  });
}

export const transactionsQueryOptions = (playerId: number | null, page: number) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', playerId, page],
    queryFn: ({ signal }) => getTransactions(page, signal),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTransactions(playerId: number | null, page: number) {
  return useQuery(transactionsQueryOptions(playerId, page));
}
