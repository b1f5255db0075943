import { type Freebet, freebetsResponseSchema } from '@sportsbook/contracts/bonuses';
import type { PlayerFreebet } from '@sportsbook/domain/slip/freebet-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/** The freebets the player may use: the spec's shape turned into the domain's terms. */
export function toPlayerFreebets(list: readonly Freebet[]): PlayerFreebet[] {
  return list.map((freebet) => ({
    id: freebet.id,
    terms: {
      kind: freebet.type,
      status: freebet.status,
      currency: freebet.issued.currency,
      amount: freebet.issued.amount,
      minOdds: freebet.min_odds,
      maxOdds: freebet.max_odds,
      selectionCountFrom: freebet.selection_count_from,
      selectionCountTo: freebet.selection_count_to,
      matchStatus: freebet.match_status,
      validTo: Date.parse(freebet.valid_to),
    },
  }));
}

/** GET /bonuses/freebets?status=active: the signed-in player's usable freebets. */
export async function getActiveFreebets(signal?: AbortSignal): Promise<PlayerFreebet[]> {
  const answer = await apiCall('/api/sportsbook/bonuses/freebets?status=active', freebetsResponseSchema, {
    signal,
  });
  return toPlayerFreebets(answer.data);
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
