import { Redis } from 'ioredis';
import type { Config } from '../config/env';
import type { Clock } from '../core/clock';
import type { Database } from '../db/client';
import { createDeferredWork, type DeferredWork, type DeferredWorkLog } from '../http/deferred-work';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from '../http/rate-limit';
import { createRedisRateLimiter, failOpenToMemory } from '../http/redis-rate-limit';
import type { Mailer } from './mailer';
import type { PaymentProvider } from './payment-provider';
import type { PlayerPublisher } from './player-publisher';

export interface PlatformRateLimiters {
  /** Sign-in attempts per client address, whatever the e-mail: bounds password spraying. */
  signInByAddress: RateLimiter;
  /** Sign-in attempts per client address and e-mail: one address guessing one account. */
  signInByAddressAndEmail: RateLimiter;
  /** Sign-in attempts per e-mail from every address: a short window that slows a distributed attack. */
  signInByEmail: RateLimiter;
  /** Calls that send mail or SMS (sign-up, resend, password reset, phone code) per client address. */
  mailByAddress: RateLimiter;
  /** The same per recipient, so nobody can flood one mailbox. */
  mailByRecipient: RateLimiter;
  /** Promo-code attempts per player: guessing codes costs a player more than a few tries (ADR 028). */
  promoCodeByPlayer: RateLimiter;
  /** The same per client address: many accounts from one address do not multiply the guesses (ADR 028). */
  promoCodeByAddress: RateLimiter;
  /** Share-bet codes made per client address: each one is a stored row (ADR 030). */
  shareCodeByAddress: RateLimiter;
  /** Share-bet code look-ups per client address: guessing codes costs more than a few tries (ADR 030). */
  shareLookupByAddress: RateLimiter;
}

const ONE_MINUTE = 60_000;
const TEN_MINUTES = 10 * ONE_MINUTE;

// Why these budgets, and why the per-account one is short: docs/decisions/005-platform-rules.md.
const RATE_LIMIT_RULES: Record<keyof PlatformRateLimiters, RateLimitRule> = {
  signInByAddress: { limit: 30, windowMs: TEN_MINUTES },
  signInByAddressAndEmail: { limit: 10, windowMs: TEN_MINUTES },
  signInByEmail: { limit: 20, windowMs: ONE_MINUTE },
  mailByAddress: { limit: 20, windowMs: TEN_MINUTES },
  mailByRecipient: { limit: 5, windowMs: TEN_MINUTES },
  promoCodeByPlayer: { limit: 10, windowMs: TEN_MINUTES },
  // Three players' worth: a household or an office behind one address still redeems its codes.
  promoCodeByAddress: { limit: 30, windowMs: TEN_MINUTES },
  // A player shares a slip now and then; a script filling the table is held to a few rows a minute.
  shareCodeByAddress: { limit: 30, windowMs: TEN_MINUTES },
  // Opening links is more common than making them (one link, many readers behind one office address).
  shareLookupByAddress: { limit: 120, windowMs: TEN_MINUTES },
};

function createRateLimiters(make: (name: string, rule: RateLimitRule) => RateLimiter): PlatformRateLimiters {
  return {
    signInByAddress: make('sign-in-address', RATE_LIMIT_RULES.signInByAddress),
    signInByAddressAndEmail: make('sign-in-address-email', RATE_LIMIT_RULES.signInByAddressAndEmail),
    signInByEmail: make('sign-in-email', RATE_LIMIT_RULES.signInByEmail),
    mailByAddress: make('mail-address', RATE_LIMIT_RULES.mailByAddress),
    mailByRecipient: make('mail-recipient', RATE_LIMIT_RULES.mailByRecipient),
    promoCodeByPlayer: make('promo-code-player', RATE_LIMIT_RULES.promoCodeByPlayer),
    promoCodeByAddress: make('promo-code-address', RATE_LIMIT_RULES.promoCodeByAddress),
    shareCodeByAddress: make('share-code-address', RATE_LIMIT_RULES.shareCodeByAddress),
    shareLookupByAddress: make('share-lookup-address', RATE_LIMIT_RULES.shareLookupByAddress),
  };
}

/** Limits one node keeps in memory; `now` is the platform clock, so tests can move windows along. */
export function createMemoryRateLimiters(now: () => number = Date.now): PlatformRateLimiters {
  return createRateLimiters((_name, rule) => createMemoryRateLimiter(rule, now));
}

/**
 * Limits every node shares (several nodes behind a balancer): counted in Redis, and in this node's memory while
 * Redis is unreachable (`failOpenToMemory`; `onFallback` hears each call Redis failed).
 */
export function createRedisRateLimiters(
  redis: Redis,
  now: () => number = Date.now,
  onFallback: (err: unknown) => void = () => undefined,
): PlatformRateLimiters {
  return createRateLimiters((name, rule) =>
    failOpenToMemory(
      redis,
      createRedisRateLimiter(redis, rule, `sportsbook:rl:${name}`, now),
      createMemoryRateLimiter(rule, now),
      onFallback,
    ),
  );
}

/** Adapters of the platform modules that a deployment or a test may replace. */
export interface PlatformOptions {
  clock?: Clock;
  mailer?: Mailer;
  paymentProvider?: PaymentProvider;
  rateLimiters?: Partial<PlatformRateLimiters>;
  /** Runs the work done after the answer (password-reset mail); by default one that logs failures to `log`. */
  deferred?: DeferredWork;
  /** Where the default deferred work logs its failures; the app passes its logger. */
  log?: DeferredWorkLog;
}

/**
 * The adapters the context holds, chosen by the app: its defaults (the outbox mailer, the simulated provider)
 * live in their modules, which sit above this layer.
 */
export interface PlatformAdapters {
  clock: Clock;
  mailer: Mailer;
  paymentProvider: PaymentProvider;
  publishToPlayer: PlayerPublisher;
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
  /** Work a request does not wait for (the password-reset mail), drained by `close`. */
  deferred: DeferredWork;
  /** Where work that must not fail its caller reports a failure (bonuses a deposit triggers): the app's logger. */
  log: DeferredWorkLog;
  /** Waits for the deferred work, then releases what the context opened (the rate limiters' Redis connection). */
  close(): Promise<void>;
}

export function createPlatformContext(
  config: Config,
  db: Database,
  { clock, mailer, paymentProvider, publishToPlayer }: PlatformAdapters,
  options: Pick<PlatformOptions, 'rateLimiters' | 'deferred' | 'log'> = {},
): PlatformContext {
  // With REDIS_URL every node counts the same attempts; without it (one node) memory is enough.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const log: DeferredWorkLog = options.log ?? {
    error: (details, message) => console.error(message, details),
  };
  // Without a listener ioredis prints every failed reconnection; the limiters fall back to memory meanwhile.
  redis?.on('error', () => undefined);
  const now = () => clock().getTime();
  const sharedLimiters = redis
    ? createRedisRateLimiters(redis, now, (err) =>
        log.error({ err }, 'rate limit: Redis failed; counting in this node until it answers'),
      )
    : createMemoryRateLimiters(now);
  const deferred = options.deferred ?? createDeferredWork(log);
  return {
    config,
    db,
    clock,
    mailer,
    paymentProvider,
    publishToPlayer,
    rateLimiters: { ...sharedLimiters, ...options.rateLimiters },
    deferred,
    log,
    async close() {
      await deferred.drain();
      await redis?.quit();
    },
  };
}
