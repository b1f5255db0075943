import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { reportError } from '@/shared/monitoring/report-error';
import { isApiError } from './api-error';

/** Spec part 2 §9: 3 retries, back-off up to 30 s, 5 minute cache time. */
export const QUERY_DEFAULTS = {
  retry: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60_000,
  // Server-rendered data is fresh when it arrives; refetching at once on hydration would only repeat it.
  staleTimeMs: 30_000,
} as const;

/** Exponential back-off from 1 s, doubling per attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.maxRetryDelayMs);
}

/**
 * Spec part 1 §8: a query's error is reported, except a 401 (the player is signed out instead); cancelled and
 * network failures are dropped by the report filter.
 */
export function reportQueryError(error: unknown): void {
  if (isApiError(error) && error.status === 401) return;
  reportError('query failed', error);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportQueryError }),
    defaultOptions: {
      queries: {
        retry: QUERY_DEFAULTS.retry,
        retryDelay,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab; on the server a new one per request, so no visitor sees another's data. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Reads the queries under `queryKey` again after a write changed what they hold. An invalidation restarts a read in
 * flight, except a query's first (no data yet), which it joins: that read began before the write and would answer
 * without it. So reads in flight are cancelled first; a cancelled read leaves the query as it was, with anything
 * written into the cache meanwhile.
 */
export function readAgain(client: QueryClient, queryKey: QueryKey): Promise<void> {
  // A cancelled read gives the query back at once (synchronously), so the invalidation below starts a new one.
  void client.cancelQueries({ queryKey });
  return client.invalidateQueries({ queryKey });
}
