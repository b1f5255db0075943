import { type Bet, betsPageSchema } from '@sportsbook/contracts/betting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BetsFilter } from '@/features/my-bets/bet-filters';
import { apiCall } from '@/shared/api/api-client';

/** Spec part 2 §7 and §9: bets history pages 500 at a time until `last_page`. */
export const BETS_PAGE_SIZE = 500;

export type BetsPage = z.infer<typeof betsPageSchema>;
export type FetchBetsPage = (filter: BetsFilter, page: number, signal?: AbortSignal) => Promise<BetsPage>;

/** GET /v3/bets: one page of the player's bets, newest first. */
export const getBetsPage: FetchBetsPage = (filter, page, signal) =>
  apiCall('/api/sportsbook/v3/bets', betsPageSchema, {
    query: { status: filter.status, result: filter.result, page, limit: BETS_PAGE_SIZE },
    signal,
  });

/**
 * Every bet of a filter: page 1, then the next page while the last answer says there is one. A bet placed
 * while paging pushes older ones down a page, so a bet seen twice is kept once (its first, newer copy).
 */
export async function getAllBets(
  filter: BetsFilter,
  signal?: AbortSignal,
  fetchPage: FetchBetsPage = getBetsPage,
): Promise<Bet[]> {
  const bets: Bet[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await fetchPage(filter, page, signal);
    for (const bet of answer.data) {
      if (seen.has(bet.id)) continue;
      seen.add(bet.id);
      bets.push(bet);
    }
    // An empty page ends it too: a shrinking list must not send the loop past its end.
    if (page >= answer.pagination.last_page || answer.data.length === 0) return bets;
  }
}

/** Cache keys of the player's lists: one per filter, all under `['my-bets', playerId]`. */
export const myBetsKeys = {
  player: (playerId: number) => ['my-bets', playerId] as const,
  list: (playerId: number, filter: BetsFilter) =>
    ['my-bets', playerId, filter.status, filter.result] as const,
};

export const betsQueryOptions = (playerId: number | null, filter: BetsFilter) =>
  queryOptions({
    queryKey: myBetsKeys.list(playerId ?? 0, filter),
    queryFn: ({ signal }) => getAllBets(filter, signal),
    enabled: playerId !== null,
  });

/** The player's bets for a filter (disabled for a visitor, spec part 2 §6). */
export function useBets(playerId: number | null, filter: BetsFilter) {
  return useQuery(betsQueryOptions(playerId, filter));
}
