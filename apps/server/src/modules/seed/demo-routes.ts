import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { DEMO_PLAYERS } from './seed';

/**
 * Development only: the demo players' credentials, which `npm start` prints once the product is ready, with the
 * operator API's token while it is the development default (a token set in the environment is never answered).
 */
export const demoPlayerRoutes =
  (backoffice: Config['backoffice']): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/demo-players',
      {
        schema: {
          response: {
            200: z.object({
              players: z.array(
                z.object({ email: z.string(), password: z.string(), description: z.string() }),
              ),
              backoffice_token: z.string().nullable(),
            }),
          },
        },
      },
      async () => ({
        players: DEMO_PLAYERS.map(({ email, password, description }) => ({ email, password, description })),
        backoffice_token: backoffice.isDefault ? backoffice.token : null,
      }),
    );
  };
