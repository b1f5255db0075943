import { type FavouriteType, favouriteIdsSchema } from '@sportsbook/contracts/favourites';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

/** GET /favourites/{type} in a context (the server's, carrying the player's session): the starred ids. */
export async function fetchFavouriteIds(context: ApiContext, type: FavouriteType): Promise<number[]> {
  return (await apiRequest(context, `/api/sportsbook/favourites/${type}`, favouriteIdsSchema)).favoriteIds;
}
