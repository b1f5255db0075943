import { systemDataQuerySchema, systemDataSchema } from '@sportsbook/contracts/platform';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import { requestLocale } from '../catalogue';
import { requestCountry } from '../players';
import { type SystemDataConfig, systemData } from './system-data';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});

export const systemRoutes =
  (
    database: DatabaseHandle,
    config: SystemDataConfig & Pick<Config, 'env' | 'trustedProxies'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { logLevel: 'warn', schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const base = { database: database.kind, uptime_seconds: Math.round(process.uptime()) };
        try {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, ...base };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const, ...base });
        }
      },
    );

    app.get(
      '/api/platform/system-data',
      { schema: { querystring: systemDataQuerySchema, response: { 200: systemDataSchema } } },
      async (request) =>
        systemData(database.db, config, {
          locale: request.query.locale ?? requestLocale(request),
          country: requestCountry(request, config),
        }),
    );
  };
