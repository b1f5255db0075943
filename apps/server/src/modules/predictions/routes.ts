import {
  predictionCreateSchema,
  predictionSchema,
  predictionsQuerySchema,
  predictionsResponseSchema,
  voteBodySchema,
  voteQuerySchema,
  voteSchema,
  votesResponseSchema,
} from '@sportsbook/contracts/predictions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { backofficeGuard } from '../bonuses';
import { castVote, createPrediction, listPredictions, listVotes } from './predictions';

/**
 * The prediction game under /api/sportsbook (spec part 2 §7 `GET`/`POST /vote`): the predictions of a match
 * (public), the player's votes and a vote (signed in).
 */
export const predictionRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/predictions',
      { schema: { querystring: predictionsQuerySchema, response: { 200: predictionsResponseSchema } } },
      async (request) => ({ data: await listPredictions(db, request.query.match_id) }),
    );

    app.get(
      '/vote',
      {
        preHandler: requirePlayer,
        schema: { querystring: voteQuerySchema, response: { 200: votesResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { prediction_id: predictionId, match_id: matchId } = request.query;
        return { data: await listVotes(db, player.id, { predictionId, matchId }) };
      },
    );

    app.post(
      '/vote',
      { preHandler: requirePlayer, schema: { body: voteBodySchema, response: { 201: voteSchema } } },
      async (request, reply) => {
        const player = await requirePlayer(request);
        const vote = await castVote(
          db,
          player.id,
          request.body.prediction_id,
          request.body.data.pick,
          clock(),
        );
        reply.status(201);
        return vote;
      },
    );
  };

/** The operator's calls under /api/backoffice (bearer BACKOFFICE_TOKEN): create a prediction, list them. */
export const predictionBackofficeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', backofficeGuard(ctx));
    app.get('/predictions', { schema: { response: { 200: predictionsResponseSchema } } }, async () => ({
      data: await listPredictions(ctx.db, undefined),
    }));
    app.post(
      '/predictions',
      { schema: { body: predictionCreateSchema, response: { 201: predictionSchema } } },
      async (request, reply) => {
        const created = await createPrediction(ctx.db, request.body.match_id, ctx.clock());
        reply.status(201);
        return created;
      },
    );
  };
