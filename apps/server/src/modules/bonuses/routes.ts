import {
  bonusesQuerySchema,
  bonusesResponseSchema,
  freebetsResponseSchema,
} from '@sportsbook/contracts/bonuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requirePlayer } from '../../http/session';
import { freebetView, listFreebets } from './repository';

const freebetsQuery = z.object({ status: z.enum(['all', 'active']).default('all') });

/**
 * The signed-in player's bonuses (spec part 2 §7): `GET /bonuses/freebets` lists freebets in the spec's shape,
 * `GET /bonuses` answers every kind by type (only freebets are issued so far). Visitors get 401.
 */
export const bonusesRoutes =
  (db: Database, clock: () => Date = () => new Date()): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bonuses/freebets',
      {
        preHandler: requirePlayer,
        schema: { querystring: freebetsQuery, response: { 200: freebetsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const rows = await listFreebets(db, player.id, clock(), {
          activeOnly: request.query.status === 'active',
        });
        return { data: rows.map(freebetView) };
      },
    );

    app.get(
      '/bonuses',
      {
        preHandler: requirePlayer,
        schema: { querystring: bonusesQuerySchema, response: { 200: bonusesResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { status, type, limit_per_type: limit } = request.query;
        const rows =
          type === undefined || type === 'freebet'
            ? await listFreebets(db, player.id, clock(), { activeOnly: status === 'active', limit })
            : [];
        return { freebet: rows.map(freebetView) };
      },
    );
  };
