import type { JackpotList } from '@sportsbook/contracts/jackpots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';
import { reportingJackpotErrors } from './jackpot-errors';
import { jackpotKeys } from './jackpot-keys';

// The schemas load with the first answer, keeping zod off the start path of every page (docs/decisions/018).
const listReader = () => import('@sportsbook/contracts/jackpots').then((m) => m.jackpotListSchema);

/** GET /jackpots: which jackpots are on show; each one's pools are then polled on their own (`get-jackpot.ts`). */
export function getJackpots(signal?: AbortSignal): Promise<JackpotList> {
  return reportingJackpotErrors('GET /jackpots', () =>
    apiCall('/api/sportsbook/jackpots', listReader, { signal }),
  );
}

export const jackpotsQueryOptions = () =>
  queryOptions({
    queryKey: jackpotKeys.list(),
    queryFn: ({ signal }) => getJackpots(signal),
    // A new jackpot is rare; the pools it holds are polled per jackpot.
    staleTime: 5 * 60_000,
  });

/** The jackpots on show, visitors included (they are public). */
export const useJackpots = () => useQuery(jackpotsQueryOptions());
