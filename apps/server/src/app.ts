import type { OddsFeed } from '@sportsbook/feed/adapter';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { installErrorHandling } from './http/errors';
import { installMetrics } from './http/metrics';
import { catalogueRoutes } from './modules/catalogue/routes';
import { feedControlRoutes } from './modules/feed/control-routes';
import { createFeedIngestor } from './modules/feed/ingest';
import { createFeedRunner, type FeedRunner } from './modules/feed/runner';
import { createRealtime, type Realtime } from './modules/realtime/realtime';
import { realtimeRoutes } from './modules/realtime/routes';
import { systemRoutes } from './modules/system/routes';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The odds feed to ingest (the simulator by default); its timer is started by the caller. */
  feed?: () => OddsFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    feedRunner: FeedRunner | undefined;
  }
}

/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject` against a real database.
 * Layers: cross-cutting plugins (errors, metrics) first, then one route plugin per module.
 */
export async function buildApp({ config, database, feed }: AppDependencies): Promise<FastifyInstance> {
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

  let feedRunner: FeedRunner | undefined;
  if (feed) {
    const ingestor = createFeedIngestor(database.db);
    feedRunner = createFeedRunner({ feed, ingestor, realtime, logger: app.log });
    app.addHook('onClose', () => feedRunner?.stop());
    if (config.devTools) {
      await app.register(feedControlRoutes({ db: database.db, runner: feedRunner }), {
        prefix: '/api/dev/feed',
      });
    }
  }
  app.decorate('feedRunner', feedRunner);

  await app.register(catalogueRoutes(database.db), { prefix: '/api/sportsbook' });
  await app.register(realtimeRoutes({ tokenSecret: config.tokenSecret, identify: async () => null }), {
    prefix: '/api/sportsbook',
  });
  return app;
}
