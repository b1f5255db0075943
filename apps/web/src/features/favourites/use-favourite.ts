'use client';

import type { FavouriteType } from '@sportsbook/contracts/favourites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useAuth } from '../account/auth-store';
import { showAlert } from '../modals/alert-store';
import { openModal } from '../modals/modal-store';
import { changeFavourite } from './api/change-favourite';
import { favouriteIdsQueryKey, favouriteIdsQueryOptions, useFavouritesPlayer } from './api/favourite-ids';
import { withFavourite } from './favourite-ids';

const MUTATION_KEY = ['favourites', 'change'] as const;

/**
 * Whether a match or tournament is starred, and the toggle (spec part 2 §4: optimistic, it flips at once and
 * reverts on error). A visitor's toggle opens sign-in instead.
 */
export function useFavourite(type: FavouriteType, id: number) {
  const t = useTranslations('favourites');
  const status = useAuth((state) => state.status);
  const playerId = useFavouritesPlayer();
  const queryClient = useQueryClient();
  const { data: ids } = useQuery(favouriteIdsQueryOptions(type, playerId));
  const key = favouriteIdsQueryKey(type, playerId);

  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (starred: boolean) => changeFavourite(type, id, starred),
    onMutate: async (starred) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (current) => withFavourite(current ?? [], id, starred));
      return { previous };
    },
    onError: (_error, _starred, context) => {
      queryClient.setQueryData(key, context?.previous);
      showAlert('danger', t('failed'));
    },
    onSettled: () => {
      // Several quick toggles: read the server's list once, after the last one.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1)
        return queryClient.invalidateQueries({ queryKey: ['favourites', type] });
    },
  });

  const starred = ids?.includes(id) ?? false;
  // A click while the session is still being read (or the player's favourites are) acts once both are known.
  const waiting = useRef(false);
  const ready = status === 'not_logged_in' || (status === 'logged_in' && ids !== undefined);
  const act = useEffectEvent(() => {
    waiting.current = false;
    if (status === 'logged_in') mutation.mutate(!starred);
    else openModal('signIn');
  });
  useEffect(() => {
    if (ready && waiting.current) act();
  }, [ready]);

  return {
    starred,
    toggle() {
      if (ready) act();
      else waiting.current = true;
    },
  };
}
