import {
  localeRequestSchema,
  messageResponseSchema,
  phoneConfirmRequestSchema,
  phoneSendRequestSchema,
  phoneVerificationSchema,
} from '@sportsbook/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitAddress } from '../../http/client-address';
import { enforceRateLimits } from '../../http/rate-limit';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { confirmPhoneCode, phoneVerificationStatus, sendPhoneCode } from './phone-service';

/** Phone verification (spec §4, §7 getPhoneVerification): status, send a code, confirm it. */
export const phoneRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/platform/player/phone-verification',
      {
        preHandler: requirePlayer,
        schema: { querystring: localeRequestSchema.partial(), response: { 200: phoneVerificationSchema } },
      },
      async (request) => phoneVerificationStatus(ctx, (await requirePlayer(request)).id),
    );

    app.post(
      '/api/platform/player/phone-verification/send',
      {
        preHandler: requirePlayer,
        schema: { body: phoneSendRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (request, reply) => {
        const player = await requirePlayer(request);
        await enforceRateLimits(reply, [
          { limiter: ctx.rateLimiters.mailByAddress, key: rateLimitAddress(request.ip) },
          { limiter: ctx.rateLimiters.mailByRecipient, key: request.body.phone },
        ]);
        return sendPhoneCode(ctx, player, request.body.phone);
      },
    );

    app.post(
      '/api/platform/player/phone-verification/confirm',
      {
        preHandler: requirePlayer,
        schema: { body: phoneConfirmRequestSchema, response: { 200: phoneVerificationSchema } },
      },
      async (request) => confirmPhoneCode(ctx, await requirePlayer(request), request.body.code),
    );
  };
