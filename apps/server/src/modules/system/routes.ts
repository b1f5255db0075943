import { systemDataSchema } from '@sportsbook/contracts/platform';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { currencies } from '../../db/schema/system';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number(),
});

export const systemRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
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

    app.get('/api/platform/system-data', { schema: { response: { 200: systemDataSchema } } }, async () => {
      const rows = await database.db.select().from(currencies).orderBy(currencies.code);
      return {
        currencies: rows.map((row) => ({
          code: row.code,
          fiat: row.fiat,
          subcurrencies: [{ subunits: row.subunits }],
        })),
        defaultCurrencyCode: 'EUR',
      };
    });
  };
