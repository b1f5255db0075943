import type { JackpotHitList } from '@sportsbook/contracts/jackpots';
import { JACKPOT_HITS_DEFAULT_LIMIT, JACKPOT_HITS_REFRESH_MS } from '@sportsbook/domain/jackpots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';
import { reportingJackpotErrors } from './jackpot-errors';
import { jackpotKeys } from './jackpot-keys';

const hitsReader = () => import('@sportsbook/contracts/jackpots').then((m) => m.jackpotHitListSchema);

/** GET /jackpot-hits: the newest hits, of one jackpot or all; the winners only as `user_hash`. */
export function getJackpotHits(
  query: { jackpot_id?: number; limit?: number; for_user?: boolean; unseen?: boolean },
  signal?: AbortSignal,
): Promise<JackpotHitList> {
  return reportingJackpotErrors('GET /jackpot-hits', () =>
    apiCall('/api/sportsbook/jackpot-hits', hitsReader, {
      query: {
        jackpot_id: query.jackpot_id,
        limit: query.limit,
        for_user: query.for_user ? 1 : undefined,
        unseen: query.unseen ? 1 : undefined,
      },
      signal,
    }),
  );
}

/** The leaderboard of recent hits: 10 by default, polled every 60 s (spec part 2 §7, §9). */
export const jackpotHitsQueryOptions = (jackpotId?: number, limit = JACKPOT_HITS_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: jackpotKeys.hits(jackpotId, limit),
    queryFn: ({ signal }) => getJackpotHits({ jackpot_id: jackpotId, limit }, signal),
    refetchInterval: JACKPOT_HITS_REFRESH_MS,
  });

export const useJackpotHits = (jackpotId?: number, limit?: number) =>
  useQuery(jackpotHitsQueryOptions(jackpotId, limit));

/** The signed-in player's own hits whose modal they have not closed yet: what the hit modal shows. */
export const unseenJackpotHitsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: jackpotKeys.unseenHits(playerId),
    queryFn: ({ signal }) => getJackpotHits({ for_user: true, unseen: true }, signal),
    refetchInterval: JACKPOT_HITS_REFRESH_MS,
  });

export const useUnseenJackpotHits = (playerId: number) => useQuery(unseenJackpotHitsQueryOptions(playerId));
