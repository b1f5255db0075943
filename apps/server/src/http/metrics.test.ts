import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

// Who may read GET /metrics. Development keeps it open (app.test.ts reads it without a token); production serves
// it only to the holder of METRICS_TOKEN, and not at all without one.

const testApp = useTestApp();

const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 's'.repeat(32),
  BACKOFFICE_TOKEN: 'b'.repeat(32),
  LOG_LEVEL: 'silent',
} as const;
const METRICS_TOKEN = 'metrics-token-0123456789abcdefghijkl';

async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>) {
  const app = await testApp.buildApp({ env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const getMetrics = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics in production', () => {
  it('answers only the holder of METRICS_TOKEN', async () => {
    await withApp({ ...PRODUCTION, METRICS_TOKEN }, async (app) => {
      const anonymous = await getMetrics(app);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
      expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(anonymous.body).not.toContain('process_cpu_user_seconds_total');
      expect((await getMetrics(app, `Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
      expect((await getMetrics(app, METRICS_TOKEN)).statusCode).toBe(401);

      const holder = await getMetrics(app, `Bearer ${METRICS_TOKEN}`);
      expect(holder.statusCode).toBe(200);
      expect(holder.body).toContain('process_cpu_user_seconds_total');
    });
  });

  it('is not served at all without a token', async () => {
    await withApp(PRODUCTION, async (app) => {
      const response = await getMetrics(app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect((await getMetrics(app, 'Bearer anything-at-all')).statusCode).toBe(404);
    });
  });
});

describe('GET /metrics outside production', () => {
  it('asks for the token once one is configured', async () => {
    await withApp({ LOG_LEVEL: 'silent', METRICS_TOKEN }, async (app) => {
      expect((await getMetrics(app)).statusCode).toBe(401);
      expect((await getMetrics(app, `bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
    });
  });
});
