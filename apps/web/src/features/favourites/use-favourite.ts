'use client';

import type { FavouriteType } from '@sportsbook/contracts/favourites';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { showAlert } from '@/features/modals/alert-store';
import { openModal } from '@/features/modals/modal-store';
import { readAgain } from '@/shared/api/query-client';
import { changeFavourite } from './api/change-favourite';
import { favouriteIdsQueryKey, favouriteIdsQueryOptions, useFavouritesPlayer } from './api/favourite-ids';
import { withFavourite } from './favourite-ids';

// Toggles still waiting for the server, per list: the list is read again once, after the last one.
const pendingToggles = new Map<FavouriteType, number>();

/**
 * Stars or unstars at once in the cached list (spec part 2 §4: optimistic), then tells the server; an error
 * puts the list back and says so. A plain function rather than a mutation hook: a page has a star per row, and
 * a mutation observer per row costs every page's start for a click that rarely comes.
 */
async function changeStar(
  queryClient: QueryClient,
  type: FavouriteType,
  key: ReturnType<typeof favouriteIdsQueryKey>,
  id: number,
  starred: boolean,
  failed: () => void,
): Promise<void> {
  pendingToggles.set(type, (pendingToggles.get(type) ?? 0) + 1);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<number[]>(key);
  queryClient.setQueryData<number[]>(key, (current) => withFavourite(current ?? [], id, starred));
  try {
    await changeFavourite(type, id, starred);
  } catch {
    queryClient.setQueryData(key, previous);
    failed();
  } finally {
    const left = (pendingToggles.get(type) ?? 1) - 1;
    pendingToggles.set(type, left);
    if (left === 0) void readAgain(queryClient, ['favourites', type]);
  }
}

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

  const starred = ids?.includes(id) ?? false;
  // A click while the session is still being read (or the player's favourites are) acts once both are known.
  const waiting = useRef(false);
  const ready = status === 'not_logged_in' || (status === 'logged_in' && ids !== undefined);
  const act = useEffectEvent(() => {
    waiting.current = false;
    if (status === 'logged_in')
      void changeStar(queryClient, type, key, id, !starred, () => showAlert('danger', t('failed')));
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
