import { type FavouriteType, favouriteIdsSchema } from '@sportsbook/contracts/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/account/auth-store';
import { apiCall } from '@/shared/api/api-client';

/** GET /favourites/{type}: the player's starred ids, the latest first. */
export async function getFavouriteIds(type: FavouriteType, signal?: AbortSignal): Promise<number[]> {
  return (await apiCall(`/api/sportsbook/favourites/${type}`, favouriteIdsSchema, { signal })).favoriteIds;
}

/** Keyed by player: another player (or a visitor after sign-out) never sees these ids. */
export const favouriteIdsQueryKey = (type: FavouriteType, playerId: number | null) =>
  ['favourites', type, playerId] as const;

export const favouriteIdsQueryOptions = (type: FavouriteType, playerId: number | null) =>
  queryOptions({
    queryKey: favouriteIdsQueryKey(type, playerId),
    queryFn: ({ signal }) => getFavouriteIds(type, signal),
    // Favourites need sign-in (spec part 2 §6): no query for visitors.
    enabled: playerId !== null,
    staleTime: 60_000,
  });

/** The signed-in player, or null while signed out or not known yet. */
export function useFavouritesPlayer(): number | null {
  return useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
}

export function useFavouriteIds(type: FavouriteType) {
  return useQuery(favouriteIdsQueryOptions(type, useFavouritesPlayer()));
}
