import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { installCookies } from './http/cookies';
import { installCsrf } from './http/csrf';
import { installErrorHandling } from './http/errors';
import { installMetrics } from './http/metrics';
import { installSessions } from './http/session';
import { limitRoutes } from './modules/limits/routes';
import { mailboxRoutes } from './modules/mail/routes';
import { paymentRoutes } from './modules/payments/routes';
import { widgetRoutes } from './modules/payments/widget-routes';
import { authRoutes } from './modules/players/auth-routes';
import { phoneRoutes } from './modules/players/phone-routes';
import { createPlatformContext, type PlatformOptions } from './modules/players/platform-context';
import { profileRoutes } from './modules/players/profile-routes';
import { systemRoutes } from './modules/system/routes';
import type { PlayerPublisher } from './modules/wallet/balance-events';
import { walletRoutes } from './modules/wallet/routes';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Sends an event to a player's private real-time channel (balance_changed); a no-op by default. */
  publishToPlayer?: PlayerPublisher;
  /** Platform adapters a test or deployment replaces: clock, mailer, payment provider, rate limiters. */
  platform?: PlatformOptions;
}

/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject` against a real database.
 * Layers: cross-cutting plugins (errors, metrics, cookies, CSRF, sessions) first, then one route plugin per module.
 */
export async function buildApp({
  config,
  database,
  publishToPlayer,
  platform,
}: AppDependencies): Promise<FastifyInstance> {
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
  const platformContext = createPlatformContext(config, database.db, publishToPlayer, platform);
  await installCookies(app);
  installCsrf(app, config);
  installSessions(app, { db: database.db, clock: platformContext.clock, publicUrl: config.publicUrl });
  await app.register(systemRoutes(database));
  await app.register(authRoutes(platformContext));
  await app.register(profileRoutes(platformContext));
  await app.register(phoneRoutes(platformContext));
  await app.register(walletRoutes(platformContext));
  await app.register(paymentRoutes(platformContext));
  await app.register(widgetRoutes);
  await app.register(limitRoutes(platformContext));
  if (config.env !== 'production') await app.register(mailboxRoutes(platformContext));
  return app;
}
