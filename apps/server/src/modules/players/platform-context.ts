import { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from '../../http/rate-limit';
import { createRedisRateLimiter } from '../../http/redis-rate-limit';
import { createOutboxMailer, type Mailer } from '../mail/mailer';
import { createSimulatedPaymentProvider, type PaymentProvider } from '../payments/provider';
import { noopPublisher, type PlayerPublisher } from '../wallet/balance-events';
import { type Clock, systemClock } from './clock';

export interface PlatformRateLimiters {
  /** Sign-in attempts per client address. */
  signInByAddress: RateLimiter;
  /** Sign-in attempts per e-mail, whoever tries. */
  signInByEmail: RateLimiter;
  /** Calls that send mail or SMS (sign-up, resend, password reset, phone code) per client address. */
  mailByAddress: RateLimiter;
  /** The same per recipient, so nobody can flood one mailbox. */
  mailByRecipient: RateLimiter;
}

const TEN_MINUTES = 10 * 60_000;

const RATE_LIMIT_RULES: Record<keyof PlatformRateLimiters, RateLimitRule> = {
  signInByAddress: { limit: 30, windowMs: TEN_MINUTES },
  signInByEmail: { limit: 10, windowMs: TEN_MINUTES },
  mailByAddress: { limit: 20, windowMs: TEN_MINUTES },
  mailByRecipient: { limit: 5, windowMs: TEN_MINUTES },
};

function createRateLimiters(make: (name: string, rule: RateLimitRule) => RateLimiter): PlatformRateLimiters {
  return {
    signInByAddress: make('sign-in-address', RATE_LIMIT_RULES.signInByAddress),
    signInByEmail: make('sign-in-email', RATE_LIMIT_RULES.signInByEmail),
    mailByAddress: make('mail-address', RATE_LIMIT_RULES.mailByAddress),
    mailByRecipient: make('mail-recipient', RATE_LIMIT_RULES.mailByRecipient),
  };
}

export function createMemoryRateLimiters(): PlatformRateLimiters {
  return createRateLimiters((_name, rule) => createMemoryRateLimiter(rule));
}

/** Limits every node shares (several nodes behind a balancer): counted in Redis. */
export function createRedisRateLimiters(redis: Redis): PlatformRateLimiters {
  return createRateLimiters((name, rule) => createRedisRateLimiter(redis, rule, `sportsbook:rl:${name}`));
}

/** Adapters of the platform modules that a deployment or a test may replace. */
export interface PlatformOptions {
  clock?: Clock;
  mailer?: Mailer;
  paymentProvider?: PaymentProvider;
  rateLimiters?: Partial<PlatformRateLimiters>;
}

/** Everything the players, wallet, limits, payments and mail modules need, built once per app. */
export interface PlatformContext {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  paymentProvider: PaymentProvider;
  publishToPlayer: PlayerPublisher;
  rateLimiters: PlatformRateLimiters;
  /** Releases what the context opened (the rate limiters' Redis connection). */
  close(): Promise<void>;
}

export function createPlatformContext(
  config: Config,
  db: Database,
  publishToPlayer: PlayerPublisher = noopPublisher,
  options: PlatformOptions = {},
): PlatformContext {
  const clock = options.clock ?? systemClock;
  // With REDIS_URL every node counts the same attempts; without it (one node) memory is enough.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const sharedLimiters = redis ? createRedisRateLimiters(redis) : createMemoryRateLimiters();
  return {
    config,
    db,
    clock,
    mailer: options.mailer ?? createOutboxMailer(db, clock),
    paymentProvider: options.paymentProvider ?? createSimulatedPaymentProvider(),
    publishToPlayer,
    rateLimiters: { ...sharedLimiters, ...options.rateLimiters },
    async close() {
      await redis?.quit();
    },
  };
}
