import { z } from 'zod';

/**
 * Favourites (spec part 2 §7 `GET /favourites/{type}`, `POST` and `DELETE /favourites/{type}/{id}`): a signed-in
 * player's starred matches and tournaments (leagues), by id. See docs/decisions/010.
 */
export const FAVOURITE_TYPES = ['matches', 'tournaments'] as const;
export const favouriteTypeSchema = z.enum(FAVOURITE_TYPES);
export type FavouriteType = z.infer<typeof favouriteTypeSchema>;

/** The most favourites of one type a player keeps; adding one more is refused. */
export const FAVOURITES_PER_TYPE_LIMIT = 500;

/** The answer of every favourites call: the player's ids of that type, the latest starred first. */
export const favouriteIdsSchema = z.object({ favoriteIds: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export const FAVOURITE_ERROR_CODES = { limitReached: 'favourites_limit_reached' } as const;
