import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
}

/**
 * The app a test file works against: a fresh database (PGlite, or PostgreSQL in the server-postgres project) and
 * the real app on it, built before the file's tests and closed after them. `env` adds to the quiet test
 * environment; `dependencies` replaces adapters (clock, publisher, payment provider, feed ...).
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    config?: Config;
    dependencies?: Omit<AppDependencies, 'config' | 'database'>;
  } = {},
): TestApp {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: options.config ?? loadConfig({ LOG_LEVEL: 'silent', ...options.env }),
      database,
      ...options.dependencies,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the test app is built in beforeAll');
      return app;
    },
    get database() {
      if (!database) throw new Error('the test database is made in beforeAll');
      return database;
    },
  };
}
