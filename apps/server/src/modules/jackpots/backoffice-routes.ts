import { CAMPAIGN_ERROR_CODES } from '@sportsbook/contracts/bonus-campaigns';
import {
  jackpotCreateSchema,
  jackpotIdParamsSchema,
  jackpotListSchema,
  jackpotSchema,
  jackpotStateBodySchema,
} from '@sportsbook/contracts/jackpots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/domain-error';
import { bearerCheck } from '../../http/bearer-token';
import { HttpError } from '../../http/errors';
import type { PlatformContext } from '../../platform/context';
import { findJackpot, listJackpots } from './repository';
import { createJackpot, jackpotViews, moveJackpot } from './service';

/**
 * The operator's jackpots under /api/backoffice/jackpots, behind the bonuses' `BACKOFFICE_TOKEN` (ADR 028, 034):
 * list (every state), create (seeds funded from the house), read, and move the levels' state (pause, resume,
 * finish, disable).
 */
export const jackpotBackofficeRoutes =
  (ctx: Pick<PlatformContext, 'db' | 'clock' | 'config'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    const holdsToken = bearerCheck(ctx.config.backoffice.token);
    app.addHook('onRequest', async (request) => {
      if (!holdsToken(request)) {
        throw new HttpError(
          401,
          CAMPAIGN_ERROR_CODES.unauthorized,
          'The back office needs its bearer token.',
        );
      }
    });
    const view = async (id: number) => {
      const row = await findJackpot(db, id);
      if (!row) throw notFound('Jackpot');
      const [jackpot] = await jackpotViews(db, [row]);
      if (!jackpot) throw notFound('Jackpot');
      return jackpot;
    };

    app.get('/jackpots', { schema: { response: { 200: jackpotListSchema } } }, async () => ({
      data: await jackpotViews(db, await listJackpots(db)),
    }));

    app.post(
      '/jackpots',
      { schema: { body: jackpotCreateSchema, response: { 201: jackpotSchema } } },
      async (request, reply) => {
        const row = await createJackpot(db, request.body, clock());
        reply.code(201);
        return view(row.id);
      },
    );

    app.get(
      '/jackpots/:id',
      { schema: { params: jackpotIdParamsSchema, response: { 200: jackpotSchema } } },
      async (request) => view(request.params.id),
    );

    app.post(
      '/jackpots/:id/state',
      {
        schema: {
          params: jackpotIdParamsSchema,
          body: jackpotStateBodySchema,
          response: { 200: jackpotSchema },
        },
      },
      async (request) => {
        await moveJackpot(db, request.params.id, request.body.state, request.body.level_code);
        return view(request.params.id);
      },
    );
  };
