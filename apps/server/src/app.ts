import { locales } from '@sportsbook/contracts/locales';
import { realtimeChannels } from '@sportsbook/contracts/realtime';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env';
import { systemClock } from './core/clock';
import type { BatchingOptions } from './db/batcher';
import type { DatabaseHandle } from './db/client';
import { installApiDocs } from './http/api-docs';
import { installCompression } from './http/compression';
import { installCookies } from './http/cookies';
import { installCsrf } from './http/csrf';
import { installErrorReporting } from './http/error-reporting';
import { answerError, installErrorHandling } from './http/errors';
import { loggerOptions } from './http/logging';
import { installMetrics } from './http/metrics';
import { installRouteTable } from './http/route-table';
import { installSecurityHeaders } from './http/security-headers';
import { currentPlayer, installSessions } from './http/session';
import { installStorableTextRule } from './http/storable-text';
import {
  type AdjustmentExpiryJob,
  createAdjustmentExpiryJob,
  demoStaffRoutes,
  staffBackofficeRoutes,
} from './modules/backoffice';
import type { BettingPublisher } from './modules/betting';
import {
  type BettingConfig,
  type BettingService,
  bettingRoutes,
  createBettingService,
  customBetRoutes,
  defaultBettingConfig,
  maxStakeRoutes,
} from './modules/betting';
import {
  type BonusExpiryJob,
  type BonusTriggerJob,
  backofficeRoutes,
  bonusesRoutes,
  createBonusExpiryJob,
  createBonusTriggerJob,
  createTournamentPayoutJob,
  promotionsRoutes,
  type TournamentPayoutJob,
} from './modules/bonuses';
import { cashoutRoutes, createCashoutOfferListener } from './modules/cashout';
import { catalogueRoutes, createReadCache } from './modules/catalogue';
import { favouritesRoutes } from './modules/favourites';
import type { FeedSource } from './modules/feed';
import {
  createFeedIngestor,
  createFeedRunner,
  createMarginWatch,
  type FeedRunner,
  feedControlRoutes,
} from './modules/feed';
import {
  createJackpotDrainJob,
  type JackpotDrainJob,
  jackpotBackofficeRoutes,
  jackpotDevRoutes,
  jackpotsRoutes,
} from './modules/jackpots';
import { createLimitChangesJob, type LimitChangesJob, limitRoutes } from './modules/limits';
import { lootboxBackofficeRoutes, lootboxRoutes } from './modules/lootboxes';
import { createOutboxMailer, mailboxRoutes } from './modules/mail';
import { matchInfoRoutes } from './modules/match-info';
import { notificationsRoutes } from './modules/notifications';
import {
  createSimulatedPaymentProvider,
  paymentRoutes,
  widgetRoutes,
  withdrawalRoutes,
} from './modules/payments';
import { authRoutes, phoneRoutes, profileRoutes } from './modules/players';
import { predictionBackofficeRoutes, predictionRoutes } from './modules/predictions';
import { createRealtime, type Realtime, realtimeRoutes } from './modules/realtime';
import { demoPlayerRoutes } from './modules/seed';
import {
  createSettlementListener,
  createSettlementWorker,
  type SettlementConfig,
  type SettlementWorker,
} from './modules/settlement';
import { shareCodeRoutes } from './modules/share-codes';
import { systemRoutes } from './modules/system';
import { walletRoutes } from './modules/wallet';
import { createPlatformContext, type PlatformOptions } from './platform/context';
import type { PlayerPublisher } from './platform/player-publisher';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The odds feed to ingest (the simulator by default); its timer is started by the caller. */
  feed?: FeedSource;
  /** Sends an event to a player's private channel; by default the in-process real-time server does. */
  publishToPlayer?: PlayerPublisher;
  /** Platform adapters a test or deployment replaces: clock, mailer, payment provider, rate limiters. */
  platform?: PlatformOptions;
  /** Betting settings (bet limits, in-play delay, cash-out margin); the defaults suit EUR play. */
  betting?: Partial<BettingConfig>;
  /** How long a catalogue answer may be served from memory between feed changes (0: never). Default 1 s. */
  catalogueCacheMs?: number;
  /** Settlement queue settings (chunk size, poll interval, lease). */
  settlement?: Partial<SettlementConfig>;
  /** Where log lines go instead of stdout (a test reading what the app logs). */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    feedRunner: FeedRunner | undefined;
    betting: BettingService;
    settlement: SettlementWorker;
    bonusExpiry: BonusExpiryJob;
    adjustmentExpiry: AdjustmentExpiryJob;
    bonusTriggers: BonusTriggerJob;
    tournamentPayouts: TournamentPayoutJob;
    limitChanges: LimitChangesJob;
    jackpotDrain: JackpotDrainJob;
  }
}

/**
 * Builds the HTTP application without listening, so tests drive it with `app.inject` against a real database.
 * Layers: cross-cutting plugins (errors, metrics, cookies, CSRF, sessions) first, then one route plugin per module.
 */
export async function buildApp({
  config,
  database,
  feed,
  publishToPlayer,
  platform,
  betting,
  catalogueCacheMs = 1000,
  settlement: settlementConfig,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // The web process forwards /api/* to us and says who the client is in X-Forwarded-For; that header is
    // believed only from TRUSTED_PROXIES (loopback by default), so request.ip is the client, never a guess of theirs.
    trustProxy: config.trustedProxies,
    bodyLimit: 256 * 1024,
    // A path Fastify cannot decode (an encoded lone surrogate) gets the spec's error body like every other 400.
    frameworkErrors: answerError,
  });
  installRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await installErrorReporting(app, config.errorReporting);
  installSecurityHeaders(app, { production: config.env === 'production' });
  await installCompression(app);
  installStorableTextRule(app);
  installMetrics(app, config.metrics);
  await installApiDocs(app);
  const realtime = createRealtime({
    tokenSecret: config.tokenSecret,
    redisUrl: config.redisUrl,
    centrifugo: config.centrifugo,
    logger: app.log,
    server: app.server,
  });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  const toPlayerChannel: PlayerPublisher = (playerId, event) =>
    realtime.publish(realtimeChannels.player(String(playerId)), event);

  const clock = platform?.clock ?? systemClock;
  const platformContext = createPlatformContext(
    config,
    database.db,
    {
      clock,
      mailer: platform?.mailer ?? createOutboxMailer(database.db, clock),
      paymentProvider:
        platform?.paymentProvider ??
        createSimulatedPaymentProvider({ pendingDelayMs: config.simulatedDepositPendingMs }),
      publishToPlayer: publishToPlayer ?? toPlayerChannel,
    },
    { log: app.log, ...platform },
  );
  app.addHook('onClose', () => platformContext.close());
  await installCookies(app);
  installCsrf(app, config);
  // Statements batched for concurrent requests (db/batcher) running at once, per kind. PGlite serves one
  // connection: one at a time, requests arriving meanwhile join the next batch, and a batch gathers for a
  // millisecond first (its thread spends more per statement than per row, so fuller batches cost less CPU per
  // bet). On PostgreSQL two: more did not add throughput on the 2-core benchmark machine, only backends competing
  // with this process for CPU and smaller batches, and a longer tail (bench/RESULTS.md, "Placement").
  const batching: BatchingOptions =
    database.kind === 'pglite' ? { inFlight: 1, gatherMs: 1 } : { inFlight: 2 };
  installSessions(app, {
    db: database.db,
    clock: platformContext.clock,
    publicUrl: config.publicUrl,
    batching,
  });
  await app.register(systemRoutes(database, config));
  const playerPublisher = publishToPlayer ?? toPlayerChannel;
  // The events every module sends a player go through one publisher (tests record it); bet events go straight out.
  const bettingPublisher: BettingPublisher = (playerId, event) =>
    event.type === 'bet_changed' || event.type === 'bet_cashout_changed'
      ? realtime.publish(realtimeChannels.player(String(playerId)), event)
      : playerPublisher(playerId, event);
  const bettingService = createBettingService({
    db: database.db,
    config: { ...defaultBettingConfig, ...betting },
    publish: bettingPublisher,
    logger: app.log,
    batching,
  });
  const settlement = createSettlementWorker({
    db: database.db,
    publish: bettingPublisher,
    logger: app.log,
    // PGlite serves one connection: concurrent chunks would only queue.
    config: { ...settlementConfig, ...(database.kind === 'pglite' ? { concurrency: 1 } : {}) },
    // A tournament's pool is public: every locale's channel hears it (ADR 035).
    publishPool: async (pool) => {
      await Promise.all(
        locales.map((locale) =>
          realtime.publish(realtimeChannels.publicUpdates(locale), {
            type: 'tournament_pool_changed',
            data: pool,
          }),
        ),
      );
    },
  });
  const cashoutOffersListener = createCashoutOfferListener({
    db: database.db,
    config: bettingService.config.cashout,
    publish: bettingPublisher,
    logger: app.log,
  });
  const bonusExpiry = createBonusExpiryJob({ db: database.db, clock, logger: app.log });
  const adjustmentExpiry = createAdjustmentExpiryJob({ db: database.db, clock, logger: app.log });
  const bonusTriggers = createBonusTriggerJob({ ctx: platformContext });
  const tournamentPayouts = createTournamentPayoutJob({
    db: database.db,
    clock,
    publish: playerPublisher,
    logger: app.log,
  });
  const limitChanges = createLimitChangesJob({ ctx: platformContext });
  const jackpotDrain = createJackpotDrainJob({
    db: database.db,
    clock,
    publish: playerPublisher,
    logger: app.log,
  });
  app.decorate('betting', bettingService);
  app.decorate('settlement', settlement);
  app.decorate('bonusExpiry', bonusExpiry);
  app.decorate('adjustmentExpiry', adjustmentExpiry);
  app.decorate('bonusTriggers', bonusTriggers);
  app.decorate('tournamentPayouts', tournamentPayouts);
  app.decorate('limitChanges', limitChanges);
  app.decorate('jackpotDrain', jackpotDrain);
  // Work a restart left behind (due in-play bets, settlement jobs) is picked up as soon as the app is ready.
  app.addHook('onReady', async () => {
    settlement.start();
    bonusExpiry.start();
    adjustmentExpiry.start();
    bonusTriggers.start();
    tournamentPayouts.start();
    limitChanges.start();
    jackpotDrain.start();
    await bettingService.start();
  });
  app.addHook('onClose', async () => {
    await cashoutOffersListener.idle();
    await bonusExpiry.close();
    await adjustmentExpiry.close();
    await bonusTriggers.close();
    await tournamentPayouts.close();
    await limitChanges.close();
    await bettingService.close();
    await jackpotDrain.close();
    await settlement.stop();
  });
  // Feed changes invalidate it at once; the time to live covers changes written by another node.
  const catalogueCache = createReadCache({ ttlMs: catalogueCacheMs, maxBytes: 64 * 1024 * 1024 });
  let feedRunner: FeedRunner | undefined;
  if (feed) {
    const ingestor = createFeedIngestor(database.db);
    feedRunner = createFeedRunner({
      source: feed,
      ingestor,
      margins: createMarginWatch(database.db),
      realtime,
      logger: app.log,
      listeners: [createSettlementListener(settlement), cashoutOffersListener],
      onStored: catalogueCache.invalidate,
    });
    app.addHook('onClose', () => feedRunner?.stop());
    if (config.devTools) {
      await app.register(feedControlRoutes({ db: database.db, runner: feedRunner }), {
        prefix: '/api/dev/feed',
      });
    }
  }
  app.decorate('feedRunner', feedRunner);

  // Catalogue reads are most of the traffic and say nothing per request that the metrics do not: warnings only.
  await app.register(catalogueRoutes(database.db, catalogueCache), {
    prefix: '/api/sportsbook',
    logLevel: 'warn',
  });
  await app.register(matchInfoRoutes(database.db), { prefix: '/api/sportsbook', logLevel: 'warn' });
  await app.register(favouritesRoutes(database.db), { prefix: '/api/sportsbook' });
  await app.register(notificationsRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(
    bonusesRoutes(platformContext, {
      allowMultipleActiveFreebets: bettingService.config.allowMultipleActiveUserFreebets,
    }),
    { prefix: '/api/sportsbook' },
  );
  await app.register(promotionsRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(backofficeRoutes(platformContext), { prefix: '/api/backoffice' });
  await app.register(jackpotsRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(jackpotBackofficeRoutes(platformContext), { prefix: '/api/backoffice' });
  await app.register(lootboxRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(lootboxBackofficeRoutes(platformContext), { prefix: '/api/backoffice' });
  await app.register(predictionRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(predictionBackofficeRoutes(platformContext), { prefix: '/api/backoffice' });
  await app.register(
    staffBackofficeRoutes(
      platformContext,
      {
        publishMarkets: (matchId, changes) =>
          realtime.publish(realtimeChannels.match(matchId), {
            type: 'markets_changed',
            data: { match_id: matchId, markets: changes },
          }),
        invalidateCatalogue: catalogueCache.invalidate,
        wakeSettlement: () => settlement.wake(),
      },
      { betLimits: bettingService.config.betLimits },
    ),
    { prefix: '/api/backoffice' },
  );
  await app.register(bettingRoutes({ db: database.db, service: bettingService, operator: config }), {
    prefix: '/api/sportsbook',
  });
  await app.register(maxStakeRoutes({ db: database.db, service: bettingService }), {
    prefix: '/api/sportsbook',
  });
  await app.register(customBetRoutes({ db: database.db }), { prefix: '/api/sportsbook' });
  await app.register(shareCodeRoutes(platformContext), { prefix: '/api/sportsbook' });
  await app.register(
    cashoutRoutes({ db: database.db, config: bettingService.config.cashout, publish: bettingPublisher }),
    { prefix: '/api/sportsbook' },
  );
  await app.register(
    realtimeRoutes({
      tokenSecret: config.tokenSecret,
      identify: async (request) => {
        const player = await currentPlayer(request);
        return player ? String(player.id) : null;
      },
    }),
    { prefix: '/api/sportsbook' },
  );
  await app.register(authRoutes(platformContext));
  await app.register(profileRoutes(platformContext));
  await app.register(phoneRoutes(platformContext));
  await app.register(walletRoutes(platformContext));
  await app.register(withdrawalRoutes(platformContext));
  await app.register(paymentRoutes(platformContext));
  await app.register(widgetRoutes);
  await app.register(limitRoutes(platformContext));
  if (config.devTools) {
    await app.register(mailboxRoutes(platformContext));
    await app.register(demoPlayerRoutes(config.backoffice));
    await app.register(jackpotDevRoutes(database.db), { prefix: '/api/dev/jackpots' });
    await app.register(demoStaffRoutes(platformContext.clock));
  }
  return app;
}
