import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { createMemoryRateLimiter, type RateLimiter } from '../../http/rate-limit';
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

export function createMemoryRateLimiters(): PlatformRateLimiters {
  return {
    signInByAddress: createMemoryRateLimiter({ limit: 30, windowMs: TEN_MINUTES }),
    signInByEmail: createMemoryRateLimiter({ limit: 10, windowMs: TEN_MINUTES }),
    mailByAddress: createMemoryRateLimiter({ limit: 20, windowMs: TEN_MINUTES }),
    mailByRecipient: createMemoryRateLimiter({ limit: 5, windowMs: TEN_MINUTES }),
  };
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
}

export function createPlatformContext(
  config: Config,
  db: Database,
  publishToPlayer: PlayerPublisher = noopPublisher,
  options: PlatformOptions = {},
): PlatformContext {
  const clock = options.clock ?? systemClock;
  return {
    config,
    db,
    clock,
    mailer: options.mailer ?? createOutboxMailer(db, clock),
    paymentProvider: options.paymentProvider ?? createSimulatedPaymentProvider(),
    publishToPlayer,
    rateLimiters: { ...createMemoryRateLimiters(), ...options.rateLimiters },
  };
}
