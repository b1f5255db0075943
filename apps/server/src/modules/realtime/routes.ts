import {
  websocketAuthorizeBodySchema,
  websocketAuthorizeResponseSchema,
  websocketTokenResponseSchema,
} from '@sportsbook/contracts/realtime';
import { signConnectionToken, signSubscriptionToken } from '@sportsbook/realtime/tokens';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import { channelPolicy } from './channel-policy';

/** Tokens live 10 minutes; the client refreshes them through these same calls before they expire. */
const TOKEN_TTL_SECONDS = 600;

export type IdentifyPlayer = (request: FastifyRequest) => Promise<string | null>;

export const realtimeRoutes =
  (options: { tokenSecret: string; identify: IdentifyPlayer }): FastifyPluginAsyncZod =>
  async (app) => {
    const exp = () => Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;

    // A connection token for the signed-in player, or an anonymous one (empty sub) for a visitor.
    app.post(
      '/websocket/token',
      { schema: { response: { 200: websocketTokenResponseSchema } } },
      async (request) => {
        const playerId = await options.identify(request);
        return { token: await signConnectionToken({ sub: playerId ?? '', exp: exp() }, options.tokenSecret) };
      },
    );

    // Subscription tokens for private channels: only the signed-in player's own channel.
    app.post(
      '/websocket/authorize',
      { schema: { body: websocketAuthorizeBodySchema, response: { 200: websocketAuthorizeResponseSchema } } },
      async (request) => {
        const playerId = await options.identify(request);
        if (!playerId) throw new HttpError(401, 'unauthorized', 'Sign in to subscribe to private channels');
        const channels = [];
        for (const channel of request.body.channels) {
          const policy = channelPolicy(channel);
          if (!policy) throw new HttpError(400, 'bad_request', `Unknown channel ${channel}`);
          if (policy.kind !== 'private' || policy.userId !== playerId) {
            throw new HttpError(
              403,
              'forbidden',
              `Channel ${channel} is not yours to subscribe to with a token`,
            );
          }
          channels.push({
            channel,
            token: await signSubscriptionToken({ sub: playerId, channel, exp: exp() }, options.tokenSecret),
          });
        }
        return { channels };
      },
    );
  };
