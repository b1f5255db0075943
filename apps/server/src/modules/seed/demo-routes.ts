import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_PLAYERS } from './seed';

/** Development only: the demo players' credentials, which `npm start` prints once the product is ready. */
export const demoPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/demo-players',
    {
      schema: {
        response: {
          200: z.object({
            players: z.array(z.object({ email: z.string(), password: z.string(), description: z.string() })),
          }),
        },
      },
    },
    async () => ({
      players: DEMO_PLAYERS.map(({ email, password, description }) => ({ email, password, description })),
    }),
  );
};
