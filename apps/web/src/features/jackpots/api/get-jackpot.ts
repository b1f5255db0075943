import type { Jackpot } from '@sportsbook/contracts/jackpots';
import { JACKPOT_REFRESH_MS } from '@sportsbook/domain/jackpots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';
import { reportingJackpotErrors } from './jackpot-errors';
import { jackpotKeys } from './jackpot-keys';

const jackpotReader = () => import('@sportsbook/contracts/jackpots').then((m) => m.jackpotSchema);

/** GET /jackpots/{id}: one jackpot with its levels' pools. */
export function getJackpot(id: number, signal?: AbortSignal): Promise<Jackpot> {
  return reportingJackpotErrors('GET /jackpots/{id}', () =>
    apiCall(`/api/sportsbook/jackpots/${id}`, jackpotReader, { signal }),
  );
}

/** Polled every 15 s (spec part 2 §7, §9); a balance change of the player refreshes it sooner. */
export const jackpotQueryOptions = (id: number, initial?: Jackpot) =>
  queryOptions({
    queryKey: jackpotKeys.one(id),
    queryFn: ({ signal }) => getJackpot(id, signal),
    initialData: initial,
    // The list's copy is as fresh as the list: it stands in until the first poll.
    initialDataUpdatedAt: 0,
    refetchInterval: JACKPOT_REFRESH_MS,
  });

export const useJackpot = (id: number, initial?: Jackpot) => useQuery(jackpotQueryOptions(id, initial));
