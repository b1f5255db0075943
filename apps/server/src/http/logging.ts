import type { DestinationStream } from 'pino';

/**
 * Header values that are credentials: the session and CSRF cookies, the CSRF header, a bearer token (metrics,
 * real-time API) and the cookies the API sets. Nothing logs request headers today (Fastify's request serializer
 * keeps method, URL and addresses); these paths keep them out if a serializer, an error or a debugging line ever
 * carries them. Proved with the whole sign-up to placement path in logging.test.ts.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
];

/** The app's logger: level from LOG_LEVEL, credentials redacted, to stdout unless a test passes a stream. */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
