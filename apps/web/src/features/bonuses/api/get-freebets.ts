import { type Freebet, freebetsResponseSchema } from '@sportsbook/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/** GET /bonuses/freebets?status=active: the signed-in player's usable freebets, in the spec's shape. */
export async function getActiveFreebets(signal?: AbortSignal): Promise<Freebet[]> {
  const answer = await apiCall('/api/sportsbook/bonuses/freebets?status=active', freebetsResponseSchema, {
    signal,
  });
  return answer.data;
}

export const freebetsKeys = {
  all: ['bonuses', 'freebets'] as const,
  active: (playerId: number) => ['bonuses', 'freebets', 'active', playerId] as const,
};

export const activeFreebetsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: freebetsKeys.active(playerId ?? 0),
    queryFn: ({ signal }) => getActiveFreebets(signal),
    enabled: playerId !== null,
  });

/** Only a signed-in player has freebets (the call answers 401 to visitors). */
export function useActiveFreebets(playerId: number | null) {
  return useQuery(activeFreebetsQueryOptions(playerId));
}
