import {
  jackpotHitListSchema,
  jackpotHitsQuerySchema,
  jackpotIdParamsSchema,
  jackpotListSchema,
  jackpotSchema,
  jackpotsByIdBodySchema,
  markJackpotHitsSeenAnswerSchema,
  markJackpotHitsSeenBodySchema,
} from '@sportsbook/contracts/jackpots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/domain-error';
import { invalidRequest } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { listHits, markHitsSeen, visibleJackpots } from './service';

type JackpotsContext = Pick<PlatformContext, 'db' | 'clock' | 'config'>;

/**
 * The public jackpots and their hits under /api/sportsbook (spec part 2 §7, ADR 034): `GET /jackpots`, `POST
 * /jackpots` (by ids), `GET /jackpots/:id` (polled every 15 s), `GET /jackpot-hits` (polled every 60 s; the winner
 * only as `user_hash`). `for_user` and `POST /jackpot-hits/mark-as-seen` need sign-in.
 */
export const jackpotsRoutes =
  (ctx: JackpotsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    const hashSecret = ctx.config.tokenSecret;

    app.get('/jackpots', { schema: { response: { 200: jackpotListSchema } } }, async () => ({
      data: await visibleJackpots(db),
    }));

    app.post(
      '/jackpots',
      { schema: { body: jackpotsByIdBodySchema, response: { 200: jackpotListSchema } } },
      async (request) => ({ data: await visibleJackpots(db, request.body.jackpot_ids) }),
    );

    app.get(
      '/jackpots/:id',
      { schema: { params: jackpotIdParamsSchema, response: { 200: jackpotSchema } } },
      async (request) => {
        const [jackpot] = await visibleJackpots(db, [request.params.id]);
        if (!jackpot) throw notFound('Jackpot');
        return jackpot;
      },
    );

    app.get(
      '/jackpot-hits',
      { schema: { querystring: jackpotHitsQuerySchema, response: { 200: jackpotHitListSchema } } },
      async (request) => {
        const query = request.query;
        if (query.unseen && !query.for_user) {
          throw invalidRequest([{ field: 'query.unseen', message: 'needs for_user' }]);
        }
        const player = query.for_user ? await requirePlayer(request) : undefined;
        return { data: await listHits(db, query, player?.id, hashSecret) };
      },
    );

    app.post(
      '/jackpot-hits/mark-as-seen',
      {
        preHandler: requirePlayer,
        schema: { body: markJackpotHitsSeenBodySchema, response: { 200: markJackpotHitsSeenAnswerSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return { marked: await markHitsSeen(db, player.id, request.body.ids, clock()) };
      },
    );
  };
