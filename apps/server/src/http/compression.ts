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
