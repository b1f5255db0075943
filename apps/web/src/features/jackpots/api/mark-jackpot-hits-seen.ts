import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';
import { readAgain } from '@/shared/api/query-client';
import { reportingJackpotErrors } from './jackpot-errors';
import { jackpotKeys } from './jackpot-keys';

const markedReader = () =>
  import('@sportsbook/contracts/jackpots').then((m) => m.markJackpotHitsSeenAnswerSchema);

/** POST /jackpot-hits/mark-as-seen: the player's own hits whose modal they closed. */
export function markJackpotHitsSeen(ids: readonly number[]): Promise<{ marked: number }> {
  return reportingJackpotErrors('POST /jackpot-hits/mark-as-seen', () =>
    apiCall('/api/sportsbook/jackpot-hits/mark-as-seen', markedReader, { method: 'POST', body: { ids } }),
  );
}

/** Marks hits seen, then reads the player's unseen hits again (the closed one is gone from them). */
export function useMarkJackpotHitsSeen(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markJackpotHitsSeen,
    onSettled: () => readAgain(queryClient, jackpotKeys.unseenHits(playerId)),
  });
}
