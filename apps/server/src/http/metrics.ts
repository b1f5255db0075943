import { HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from '../config/env';
import { bearerCheck } from './bearer-token';
import { HttpError } from './errors';

/**
 * Prometheus metrics on GET /metrics: process defaults plus request durations by route and status.
 * They tell an outsider the traffic per route and the process's memory, so who may read them is configured:
 * anyone (development), the holder of METRICS_TOKEN, or nobody (production without a token: no route at all).
 */
export function installMetrics(app: FastifyInstance, access: Config['metrics']): Registry | undefined {
  if (access.access === 'off') return undefined;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the raw URL, keeps the label set small.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const holdsToken = access.access === 'token' ? bearerCheck(access.token) : () => true;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!holdsToken(request)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, HTTP_ERROR_CODES.unauthorized, 'GET /metrics needs the metrics bearer token.');
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
