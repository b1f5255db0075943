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
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment, throwing one readable message that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success)
    throw new Error(`Invalid environment for the web app:\n${z.prettifyError(result.error)}`);
  return result.data;
}
