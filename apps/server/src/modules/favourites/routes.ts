import { matchStatusParam } from '@sportsbook/contracts/catalogue';
import {
  FAVOURITE_ERROR_CODES,
  FAVOURITES_PER_TYPE_LIMIT,
  favouriteIdsSchema,
  favouriteTypeSchema,
} from '@sportsbook/contracts/favourites';
import { idSchema } from '@sportsbook/contracts/ids';
import { booleanParam, listOf } from '@sportsbook/contracts/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import { favouritesRepository } from './repository';

const typeParams = z.object({ type: favouriteTypeSchema });
const itemParams = z.object({ type: favouriteTypeSchema, id: idSchema });
// The spec's names (camelCase); a `type` in the query repeats the path's and is ignored.
const listQuery = z.object({
  matchStatus: listOf(matchStatusParam),
  isBettable: booleanParam,
});

const NOT_FOUND_NAMES = { matches: 'Match', tournaments: 'Tournament' } as const;

/**
 * Favourites of the signed-in player (spec part 2 §7): `GET /favourites/{type}` answers `favoriteIds`, `POST`
 * and `DELETE /favourites/{type}/{id}` star and unstar and answer the ids after the change. Visitors get 401.
 */
export const favouritesRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = favouritesRepository(db);
    const answer = { 200: favouriteIdsSchema };

    app.get(
      '/favourites/:type',
      { preHandler: requirePlayer, schema: { params: typeParams, querystring: listQuery, response: answer } },
      async (request) => {
        const player = await requirePlayer(request);
        const { matchStatus, isBettable } = request.query;
        return {
          favoriteIds: await repo.ids(player.id, request.params.type, {
            statuses: matchStatus,
            bettable: isBettable,
          }),
        };
      },
    );

    app.post(
      '/favourites/:type/:id',
      { preHandler: requirePlayer, schema: { params: itemParams, response: answer } },
      async (request) => {
        const player = await requirePlayer(request);
        const { type, id } = request.params;
        const result = await repo.add(player.id, type, id);
        if (result === 'unknown') throw notFound(NOT_FOUND_NAMES[type]);
        if (result === 'limit_reached') {
          throw new HttpError(
            400,
            FAVOURITE_ERROR_CODES.limitReached,
            `At most ${FAVOURITES_PER_TYPE_LIMIT} favourite ${type}: remove one first.`,
          );
        }
        return { favoriteIds: await repo.ids(player.id, type) };
      },
    );

    app.delete(
      '/favourites/:type/:id',
      { preHandler: requirePlayer, schema: { params: itemParams, response: answer } },
      async (request) => {
        const player = await requirePlayer(request);
        const { type, id } = request.params;
        await repo.remove(player.id, type, id);
        return { favoriteIds: await repo.ids(player.id, type) };
      },
    );
  };
