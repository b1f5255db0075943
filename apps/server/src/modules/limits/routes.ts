import {
  activityResponseSchema,
  changeLimitRequestSchema,
  continueSessionResponseSchema,
  limitParamsSchema,
  limitSchema,
  limitsResponseSchema,
  sessionInfoSchema,
  setLimitRequestSchema,
} from '@sportsbook/contracts/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalStatus } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { continueSession } from './reality-check';
import { changeLimit, confirmLimit, listLimits, removeLimit, setLimit } from './service';
import { checkSession, trackActivity } from './session-checks';

/** Responsible gambling under /api/platform/player: limits, the activity ping and the session check. */
export const limitRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const options = { preHandler: requirePlayer };

    app.get(
      '/api/platform/player/limits',
      { ...options, schema: { response: { 200: limitsResponseSchema } } },
      async (request) => ({
        limits: await listLimits(ctx, await requirePlayer(request)),
        cooling_period_seconds: ctx.config.limitCoolingSeconds,
      }),
    );

    app.post(
      '/api/platform/player/limits',
      { ...options, schema: { body: setLimitRequestSchema, response: { 201: limitSchema } } },
      async (request, reply) => {
        const { limit, signedOut } = await setLimit(ctx, await requirePlayer(request), request.body);
        // A self-exclusion or cooling-off ends every session, this one included.
        if (signedOut) app.platformSessions.clearCookie(reply);
        return reply.status(201).send(limit);
      },
    );

    app.put(
      '/api/platform/player/limits/:id',
      {
        ...options,
        schema: { params: limitParamsSchema, body: changeLimitRequestSchema, response: { 200: limitSchema } },
      },
      async (request) =>
        changeLimit(ctx, await requirePlayer(request), request.params.id, request.body.value),
    );

    app.post(
      '/api/platform/player/limits/:id/confirm',
      { ...options, schema: { params: limitParamsSchema, response: { 200: limitSchema } } },
      async (request) => confirmLimit(ctx, await requirePlayer(request), request.params.id),
    );

    app.delete(
      '/api/platform/player/limits/:id',
      { ...options, schema: { params: limitParamsSchema, response: { 200: limitSchema } } },
      async (request) => removeLimit(ctx, await requirePlayer(request), request.params.id),
    );

    app.post(
      '/api/platform/player/activity',
      { ...options, schema: { response: { 200: activityResponseSchema } } },
      async (request, reply) => {
        try {
          return await trackActivity(ctx, await requirePlayer(request));
        } catch (error) {
          if (refusalStatus(error) === 401) app.platformSessions.clearCookie(reply);
          throw error;
        }
      },
    );

    app.get(
      '/api/platform/player/session-info',
      { ...options, schema: { response: { 200: sessionInfoSchema } } },
      async (request, reply) => {
        const player = await requirePlayer(request);
        try {
          return await checkSession(ctx, player);
        } catch (error) {
          if (refusalStatus(error) === 403) app.platformSessions.clearCookie(reply);
          throw error;
        }
      },
    );

    app.post(
      '/api/platform/player/session-info/continue',
      { ...options, schema: { response: { 200: continueSessionResponseSchema } } },
      async (request) => {
        const player = await requirePlayer(request);
        const continued = await continueSession(ctx, player);
        request.log.info({ playerId: player.id, sessionId: player.sessionId }, 'reality check continued');
        return continued;
      },
    );
  };
