import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers below this many bytes go as they are: a header and a compressor's frame cost more than they save on a
 * small JSON body (a bet's answer, a counter), and the CPU is better spent elsewhere (ADR 037).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers the client accepts compressed (Accept-Encoding), gzip first: on the list answers it costs
 * less CPU per request than brotli at the same order of size (bench/RESULTS.md "Pages and the API path"),
 * and the API's bottleneck is CPU, not bandwidth. Registered before the routes so every route gets it.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['gzip', 'br', 'deflate'],
  });
}

/** Gzip off the event loop's thread (zlib's pool), for answers kept compressed (catalogue read cache). */
export const gzipBytes: (body: Buffer) => Promise<Buffer> = promisify(gzip);

/**
 * Whether an Accept-Encoding header takes gzip: named, or `*`, with a weight above zero (RFC 9110 12.5.3); an
 * explicit `gzip;q=0` refuses it even when `*` is accepted.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const gzipWeight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzipWeight !== undefined && gzipWeight > 0;
}
