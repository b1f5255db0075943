import { type FavouriteType, favouriteIdsSchema } from '@sportsbook/contracts/favourites';
import { apiCall } from '@/shared/api/api-client';

/** POST (star) or DELETE (unstar) /favourites/{type}/{id}; answers the ids after the change. */
export async function changeFavourite(type: FavouriteType, id: number, starred: boolean): Promise<number[]> {
  const answer = await apiCall(`/api/sportsbook/favourites/${type}/${id}`, favouriteIdsSchema, {
    method: starred ? 'POST' : 'DELETE',
  });
  return answer.favoriteIds;
}
