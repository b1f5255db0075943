import { z } from 'zod';

// An empty variable counts as unset, so `API_ORIGIN=` in a shell file falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(fallback);

const origin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

export const envSchema = z.object({
  /** Where the API server listens; the web app forwards /api/* there. */
  API_ORIGIN: optional(origin.default('http://127.0.0.1:4000')),
  /** The public address of the site, for absolute canonical and alternate links. */
  PUBLIC_URL: optional(origin.default('http://localhost:3000')),
  /** Request header carrying the visitor's country code, set by the CDN or load balancer. */
  COUNTRY_HEADER: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
      .transform((value) => value.toLowerCase())
      .default('cf-ipcountry'),
  ),
  /** Country assumed when the request carries no country header. */
  DEFAULT_COUNTRY: optional(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((value) => value.toUpperCase())
      .default('MT'),
  ),
  /** Real-time publications as fossil deltas against the previous one (spec part 2 §7: behind a feature flag). */
  REALTIME_DELTA: optional(flag(true)),
  /**
   * Honour the `test_providers` cookie: live match events are shown only for matches of the providers it
   * names (spec part 2 §4). Off in production unless an operator wants testers to pin a provider.
   */
  TEST_PROVIDER_OVERRIDE: optional(flag(false)),
  /** Where the browser's error reports go (a Sentry DSN, ADR 033). Unset: nothing is reported or loaded. */
  SENTRY_DSN: optional(
    z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN (https://key@host/project)' }).optional(),
  ),
  /** The deployment's name in reports (default: NODE_ENV). */
  SENTRY_ENVIRONMENT: optional(z.string().min(1).max(64).optional()),
  /** Share of page loads traced, 0 to 1 (0: no tracing code is loaded). */
  SENTRY_TRACES_SAMPLE_RATE: optional(z.coerce.number().min(0).max(1).default(0)),
  /**
   * Development triggers of failures (`?throw=render` and the like, error-triggers.tsx), for trying error
   * reporting and the end-to-end tests; always on in development, off in a production build unless set.
   */
  ERROR_TRIGGERS: optional(flag(false)),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment, throwing one readable message that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success)
    throw new Error(`Invalid environment for the web app:\n${z.prettifyError(result.error)}`);
  return result.data;
}
