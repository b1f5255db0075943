import { systemDataSchema } from '@sportsbook/contracts/platform';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createTestDatabase } from './testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server foundation', () => {
  it('reports health with the database in use', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('exposes Prometheus metrics including request durations', async () => {
    await app.inject({ method: 'GET', url: '/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/health"[^}]*\} \d+/);
  });

  it('ran the migrations and seeded the currencies', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/platform/system-data' });
    expect(response.statusCode).toBe(200);
    // Parsed with the schema the web reads it with (packages/contracts).
    const { currencies } = systemDataSchema.parse(response.json());
    expect(currencies).toContainEqual({ code: 'EUR', fiat: true, subcurrencies: [{ subunits: 100 }] });
    expect(currencies).toContainEqual({
      code: 'BTC',
      fiat: false,
      subcurrencies: [{ subunits: 100_000_000 }],
    });
  });

  it('migrating again is a no-op', async () => {
    await migrateDatabase(database);
    const response = await app.inject({ method: 'GET', url: '/api/platform/system-data' });
    expect(response.json().currencies.length).toBeGreaterThan(5);
  });

  it('answers an unknown route with 404 and the spec error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sportsbook/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'No route GET /api/sportsbook/nope',
      data: {},
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/platform/system-data',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toBeTypeOf('string');
  });
});
