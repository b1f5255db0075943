import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { installErrorHandling } from './http/errors';
import { installMetrics } from './http/metrics';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createRealtime, type Realtime } from './modules/realtime/realtime';
import { realtimeRoutes } from './modules/realtime/routes';
import { systemRoutes } from './modules/system/routes';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject` against a real database.
 * Layers: cross-cutting plugins (errors, metrics) first, then one route plugin per module.
 */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The web app forwards /api/* to us; trust its X-Forwarded-* headers only from loopback.
    trustProxy: '127.0.0.1',
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installMetrics(app);
  await app.register(systemRoutes(database));
  const realtime = createRealtime({
    tokenSecret: config.tokenSecret,
    redisUrl: config.redisUrl,
    logger: app.log,
    server: app.server,
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());

  await app.register(catalogueRoutes(database.db), { prefix: '/api/sportsbook' });
  await app.register(realtimeRoutes({ tokenSecret: config.tokenSecret, identify: async () => null }), {
    prefix: '/api/sportsbook',
  });
  return app;
}
