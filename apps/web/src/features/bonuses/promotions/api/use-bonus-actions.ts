import { useMutation, useQueryClient } from '@tanstack/react-query';
import { freebetsKeys } from '@/features/bonuses/api/get-freebets';
import { readAgain } from '@/shared/api/query-client';
import { activateBonus, myBonusesKeys } from './player-bonuses';

/**
 * After a bonus changes (activated, issued by a code) the player's lists are read again, and the slip's
 * freebets with them: a new freebet is usable at once.
 */
export function useRefreshBonuses(playerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      readAgain(queryClient, myBonusesKeys.player(playerId)),
      readAgain(queryClient, freebetsKeys.all),
    ]);
}

/** POST /bonuses/{id}/activate, then the lists refresh. */
export function useActivateBonus(playerId: number) {
  const refresh = useRefreshBonuses(playerId);
  return useMutation({ mutationFn: activateBonus, onSuccess: () => refresh() });
}
