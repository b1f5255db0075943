import type { Locale } from '@sportsbook/contracts/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptsGzip, COMPRESSION_THRESHOLD_BYTES, gzipBytes } from '../../http/compression';
import { requestLocale } from './localize';
import type { ReadCache } from './read-cache';

/**
 * Answers a catalogue read from the read cache. The key is the route, the negotiated locale and the parsed
 * params, query and body (so `limit=50&page=1` and `page=1&limit=50` share one answer). The answer is encoded
 * through the route's response schema once, when computed, as Fastify's serializer would on every request,
 * and sent as ready JSON bytes. A client that takes gzip gets those bytes gzipped, also kept (ADR 037): a list
 * of 50 is ~95 kB of JSON and ~9.5 kB gzipped, and compressing it per request cost more than the read itself.
 */
export function cachedAnswers(cache: ReadCache) {
  return async function answer<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    compute: (locale: Locale) => Promise<z.output<T>>,
    /** false: an answer that depends on who asks (the session), computed for this request alone. */
    { shared = true }: { shared?: boolean } = {},
  ): Promise<void> {
    const locale = requestLocale(request);
    const key = JSON.stringify([
      request.method,
      request.routeOptions.url,
      locale,
      request.params,
      request.query,
      request.body ?? null,
    ]);
    const encode = async () => Buffer.from(JSON.stringify(z.encode(schema, await compute(locale))));
    reply.header('content-type', 'application/json; charset=utf-8');
    if (!shared) {
      await reply.send(await encode());
      return;
    }
    const body = await cache.get(key, encode);
    if (body.length >= COMPRESSION_THRESHOLD_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
      const gzipped = await cache.get(`${key} gzip`, () => gzipBytes(body));
      // Already encoded: the compression hook passes it on as it is.
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      await reply.send(gzipped);
      return;
    }
    // A reply is a thenable that settles once the answer has been written, as Fastify expects of async handlers.
    await reply.send(body);
  };
}
