import { comboboostsResponseSchema } from '@sportsbook/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';

/**
 * GET /bonuses/comboboosts?status=active: the player's activated comboboosts, for their names in the player's
 * locale (the offers of `POST /bonuses` carry the terms only).
 */
export async function getActiveComboboosts(signal?: AbortSignal) {
  const answer = await apiCall(
    '/api/sportsbook/bonuses/comboboosts?status=active',
    comboboostsResponseSchema,
    {
      signal,
    },
  );
  return answer.data;
}

export const activeComboboostsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['bonuses', 'comboboosts', 'active', playerId ?? 0] as const,
    queryFn: ({ signal }) => getActiveComboboosts(signal),
    enabled: playerId !== null,
  });

/** The name of a comboboost the slip offers; undefined until the list has it. */
export function useComboboostTitle(playerId: number | null, bonusId: string): string | undefined {
  const list = useQuery(activeComboboostsQueryOptions(playerId));
  return list.data?.find((comboboost) => comboboost.id === bonusId)?.title;
}
