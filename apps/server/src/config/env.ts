import { isIP } from 'node:net';
import {
  ADDITIONAL_PRODUCTS,
  type AdditionalProduct,
  type OperatorSettings,
} from '@sportsbook/contracts/betting';
import { DEFAULT_LIMIT_COOLING_SECONDS, LIMIT_COOLING_SECONDS_RANGE } from '@sportsbook/domain/limit-cooling';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR,
  ADJUSTMENT_PENDING_DAYS,
} from '@sportsbook/domain/player-support';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed once from the environment. Nothing else reads process.env.
 * Defaults are the embedded mode of `npm start`; production sets DATABASE_URL, REDIS_URL and secrets.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An IP address or a CIDR range of them (`10.0.0.0/8`, `fd00::/8`), as Fastify's `trustProxy` reads them. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    DATA_DIR: z.string().min(1).default('.data'),
    // Where embedded PGlite runs: a worker thread of its own (default, ADR 015) or the server's thread.
    PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    CENTRIFUGO_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    CENTRIFUGO_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
    TOKEN_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    // The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges): the web nodes, or
    // a load balancer that routes /api here. Anyone else is known by the socket's address, whatever it sends.
    // Default: loopback, the web process of `npm start` on the same machine.
    TRUSTED_PROXIES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('127.0.0.0/8,::1')
        .transform((text) =>
          text
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .pipe(
          z
            .array(
              z.string().refine(isAddressOrRange, 'must be IP addresses or CIDR ranges separated by commas'),
            )
            .min(1, 'must name at least one address'),
        ),
    ),
    // Bearer token GET /metrics asks for. Without one, metrics are open outside production and off in production.
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Bearer token of the operator API (/api/backoffice). Required in production; a fixed default elsewhere.
    BACKOFFICE_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Manual balance adjustments above this many major units of their currency need a second approver (ADR 038).
    ADJUSTMENT_APPROVAL_THRESHOLD: z
      .string()
      .regex(/^\d{1,12}([.]\d{1,8})?$/, 'must be an amount in major units, such as 500.00')
      .default(ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR),
    // Days a manual adjustment waits for its second approver before it expires (ADR 038 amendment).
    ADJUSTMENT_PENDING_DAYS: z.coerce.number().int().min(1).max(90).default(ADJUSTMENT_PENDING_DAYS),
    FEED_SIMULATOR: z.preprocess(emptyAsUndefined, booleanText.optional()),
    FEED_SEED: z.string().min(1).max(100).default('sportsbook'),
    FEED_SPEED: z.coerce.number().positive().max(3600).default(10),
    FEED_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    // The simulator's own provider outages (a few a day, at wall-clock times); off for end-to-end runs, whose bets
    // on a provider's matches would be refused during one.
    FEED_OUTAGES: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    // The demo approval of withdrawals outside production (payments/withdrawal-routes.ts); 0, the default, is off:
    // withdrawals wait in the back office's queue for finance (ADR 039).
    WITHDRAWAL_AUTO_APPROVE_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
    // How long the simulated payment provider keeps a deposit ending in .77 pending before approving it.
    SIMULATED_DEPOSIT_PENDING_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    // How long a looser responsible-gambling limit waits before the player may confirm it (modules/limits).
    LIMIT_COOLING_PERIOD_SECONDS: z.coerce
      .number()
      .int()
      .min(LIMIT_COOLING_SECONDS_RANGE.min)
      .max(LIMIT_COOLING_SECONDS_RANGE.max)
      .default(DEFAULT_LIMIT_COOLING_SECONDS),
    // Whether the demo jackpot (outside production) may drop by chance; off, only the dev control's forced hits
    // pay it, so end-to-end runs with exact balance checks never see a random hit (ADR 034).
    DEMO_JACKPOT_DRAWS: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    // Countries where sign-in, sign-up and deposits are refused (ISO 3166-1 alpha-2, comma-separated).
    // Default: the two large markets that need a local licence this product does not hold.
    BLOCKED_COUNTRIES: z
      .string()
      .default('US,FR')
      .transform((text) =>
        text
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes separated by commas'))),
    // The request header a CDN or load balancer fills with the visitor's country (Cloudflare's by default).
    COUNTRY_HEADER: z
      .string()
      .default('cf-ipcountry')
      .transform((name) => name.trim().toLowerCase())
      .pipe(z.string().regex(/^[a-z0-9-]+$/, 'must be an HTTP header name')),
    // Development only: pretend every request comes from this country (try DEV_COUNTRY=US to see blocking).
    DEV_COUNTRY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((code) => code.trim().toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'))
        .optional(),
    ),
    // Players must verify a phone number after sign-in (the front end opens the phone-verification modal).
    PHONE_VERIFICATION_REQUIRED: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    // Deposits need first name, last name and date of birth (spec: missed required fields before a deposit).
    DEPOSIT_REQUIRES_PROFILE: z.preprocess(emptyAsUndefined, booleanText.default(true)),
    // The secret a host platform signs session hand-over tokens with (HS256, ADR 032). Unset in production:
    // the hand-over is off; outside production a fixed development secret, so the demo host page works.
    EMBED_HANDOVER_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Where unexpected faults (500s) are reported: a Sentry DSN. Unset: nothing is reported and the SDK is not
    // loaded (ADR 033). SENTRY_ENVIRONMENT names the deployment in the reports (default: NODE_ENV).
    SENTRY_DSN: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN (https://key@host/project)' }).optional(),
    ),
    SENTRY_ENVIRONMENT: z.preprocess(emptyAsUndefined, z.string().min(1).max(64).optional()),
    // The additional products that are on (settings.additional_providers): `product` or `product=provider URL`,
    // separated by commas, e.g. `horse_racing=https://racing.example/embed,premium_cricket`. Unset: all off.
    ADDITIONAL_PROVIDERS: z
      .string()
      .default('')
      .transform((text, ctx) => parseAdditionalProviders(text, ctx)),
    // Match video (settings.video_settings.enabled): the watch toggle and the streams.
    VIDEO_ENABLED: z.preprocess(emptyAsUndefined, booleanText.default(true)),
  })
  .superRefine((env, ctx) => {
    if (env.CENTRIFUGO_API_URL && !env.CENTRIFUGO_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CENTRIFUGO_API_KEY'],
        message: 'is required with CENTRIFUGO_API_URL',
      });
    }
    if (env.NODE_ENV === 'production' && !env.TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TOKEN_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.BACKOFFICE_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['BACKOFFICE_TOKEN'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.DEV_COUNTRY) {
      ctx.addIssue({ code: 'custom', path: ['DEV_COUNTRY'], message: 'must not be set in production' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database:
    | {
        kind: 'pglite';
        dataDir: string | undefined;
        thread: 'worker' | 'main';
        /** A dump of a data directory (PGlite's `dumpDataDir` tarball) an in-memory database starts from: the
         * tests' migrated and seeded template (testing/database-template.ts), instead of a new cluster. */
        startFrom?: string;
      }
    | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  /** Publish through an external Centrifugo's HTTP API instead of the built-in real-time server. */
  centrifugo: { apiUrl: string; apiKey: string } | undefined;
  tokenSecret: string;
  publicUrl: string;
  /** Addresses and CIDR ranges whose X-Forwarded-For names the client (Fastify's `trustProxy`). */
  trustedProxies: string[];
  /** Who may read GET /metrics: anyone (development), the holder of a bearer token, or nobody (route absent). */
  metrics: { access: 'open' } | { access: 'token'; token: string } | { access: 'off' };
  /** The operator API's bearer token; `isDefault` when it is the development default `npm start` prints. */
  backoffice: { token: string; isDefault: boolean };
  /**
   * Manual balance adjustments above `approvalThresholdMajor` major units need a second approver, who has
   * `pendingDays` to decide (ADR 038).
   */
  adjustments: { approvalThresholdMajor: string; pendingDays: number };
  feedSimulator: boolean;
  /** Simulator world seed, clock speed (match seconds per real second) and how often the feed is advanced. */
  feed: { seed: string; speed: number; tickMs: number; outages: boolean };
  /** Development helpers (feed control surface, development mailbox) are served only outside production. */
  devTools: boolean;
  /** Outside production, a pending withdrawal is approved by itself after this long (a demo; null: never). */
  withdrawalAutoApproveMs: number | null;
  /** The simulated payment provider's approval delay for a pending deposit (payments/provider.ts). */
  simulatedDepositPendingMs: number;
  /** The cooling-off of a looser limit or a removal, seconds (domain `limit-cooling`; 24 h by default). */
  limitCoolingSeconds: number;
  /** The demo jackpot's chance draws and must-drop; off: it drops only when the dev control forces it (ADR 034). */
  demoJackpotDraws: boolean;
  geo: { blockedCountries: string[]; countryHeader: string; devCountry: string | undefined };
  phoneVerificationRequired: boolean;
  depositRequiresProfile: boolean;
  /** The hand-over secret shared with the host platform; undefined: the hand-over is off (ADR 032). */
  embedHandoverSecret: string | undefined;
  /** Where unexpected faults are reported (ADR 033); undefined: reporting is off. */
  errorReporting: { dsn: string; environment: string } | undefined;
  /** settings.additional_providers: each product on or off, with its provider's page. */
  additionalProviders: OperatorSettings['additional_providers'];
  videoEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// A fixed secret only outside production, so a fresh clone runs with no setup.
const DEVELOPMENT_TOKEN_SECRET = 'development-only-secret-change-me-in-production';
/** The operator API's token outside production when BACKOFFICE_TOKEN is not set (printed by `npm start`). */
export const DEVELOPMENT_BACKOFFICE_TOKEN = 'development-backoffice-token-not-for-production';
/** The hand-over secret outside production when EMBED_HANDOVER_SECRET is not set (the demo host page signs with it). */
export const DEVELOPMENT_HANDOVER_SECRET = 'development-handover-secret-not-for-production';

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(environment)';
        const value = typeof issue.path[0] === 'string' ? source[issue.path[0]] : undefined;
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${env.DATA_DIR}/pglite`, thread: env.PGLITE_THREAD },
    redisUrl: env.REDIS_URL,
    centrifugo:
      env.CENTRIFUGO_API_URL && env.CENTRIFUGO_API_KEY
        ? { apiUrl: env.CENTRIFUGO_API_URL, apiKey: env.CENTRIFUGO_API_KEY }
        : undefined,
    tokenSecret: env.TOKEN_SECRET ?? DEVELOPMENT_TOKEN_SECRET,
    publicUrl: env.PUBLIC_URL,
    trustedProxies: env.TRUSTED_PROXIES,
    metrics: env.METRICS_TOKEN
      ? { access: 'token', token: env.METRICS_TOKEN }
      : { access: env.NODE_ENV === 'production' ? 'off' : 'open' },
    backoffice: {
      token: env.BACKOFFICE_TOKEN ?? DEVELOPMENT_BACKOFFICE_TOKEN,
      isDefault: env.BACKOFFICE_TOKEN === undefined,
    },
    adjustments: {
      approvalThresholdMajor: env.ADJUSTMENT_APPROVAL_THRESHOLD,
      pendingDays: env.ADJUSTMENT_PENDING_DAYS,
    },
    feedSimulator: env.FEED_SIMULATOR ?? env.NODE_ENV !== 'production',
    feed: { seed: env.FEED_SEED, speed: env.FEED_SPEED, tickMs: env.FEED_TICK_MS, outages: env.FEED_OUTAGES },
    devTools: env.NODE_ENV !== 'production',
    withdrawalAutoApproveMs:
      env.NODE_ENV === 'production' || env.WITHDRAWAL_AUTO_APPROVE_MS === 0
        ? null
        : env.WITHDRAWAL_AUTO_APPROVE_MS,
    simulatedDepositPendingMs: env.SIMULATED_DEPOSIT_PENDING_MS,
    limitCoolingSeconds: env.LIMIT_COOLING_PERIOD_SECONDS,
    demoJackpotDraws: env.DEMO_JACKPOT_DRAWS,
    geo: {
      blockedCountries: env.BLOCKED_COUNTRIES,
      countryHeader: env.COUNTRY_HEADER,
      devCountry: env.DEV_COUNTRY,
    },
    phoneVerificationRequired: env.PHONE_VERIFICATION_REQUIRED,
    depositRequiresProfile: env.DEPOSIT_REQUIRES_PROFILE,
    embedHandoverSecret:
      env.EMBED_HANDOVER_SECRET ?? (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_HANDOVER_SECRET),
    errorReporting: env.SENTRY_DSN
      ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV }
      : undefined,
    additionalProviders: env.ADDITIONAL_PROVIDERS,
    videoEnabled: env.VIDEO_ENABLED,
  };
}

/** `ADDITIONAL_PROVIDERS` read into settings.additional_providers; an unknown product or a bad URL is an issue. */
function parseAdditionalProviders(
  text: string,
  ctx: z.RefinementCtx,
): OperatorSettings['additional_providers'] {
  const providers = Object.fromEntries(
    ADDITIONAL_PRODUCTS.map((product) => [product, { enabled: false, url: null }]),
  ) as OperatorSettings['additional_providers'];
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [product = '', ...rest] = item.split('=');
    const url = rest.length ? rest.join('=').trim() : null;
    if (!(ADDITIONAL_PRODUCTS as readonly string[]).includes(product.trim())) {
      ctx.addIssue({ code: 'custom', message: `${product} is not one of ${ADDITIONAL_PRODUCTS.join(', ')}` });
      continue;
    }
    if (url !== null && !/^https?:\/\/[^\s]+$/.test(url)) {
      ctx.addIssue({ code: 'custom', message: `${product}: ${url} is not an http(s) URL` });
      continue;
    }
    providers[product.trim() as AdditionalProduct] = { enabled: true, url };
  }
  return providers;
}
