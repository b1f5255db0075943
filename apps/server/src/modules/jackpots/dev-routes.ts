import { jackpotIdParamsSchema } from '@sportsbook/contracts/jackpots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { forceNextHit } from './service';

const forceBodySchema = z
  .object({ level_code: z.string().max(32).optional() })
  .strict()
  .optional();

/**
 * The development control surface (`/api/dev/jackpots`, registered only with dev tools, like /api/dev/feed):
 * `POST /:id/force-hit` makes the next qualifying bet hit the jackpot's first active level (or the one named).
 */
export const jackpotDevRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/:id/force-hit',
      {
        schema: {
          params: jackpotIdParamsSchema,
          body: forceBodySchema,
          response: { 200: z.object({ level_code: z.string() }) },
        },
      },
      async (request) => forceNextHit(db, request.params.id, request.body?.level_code),
    );
  };
