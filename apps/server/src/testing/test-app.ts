import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import {
  createRestartableTestDatabase,
  createTestDatabase,
  type RestartableTestDatabase,
} from './test-database';

/** How a test builds an app: `env` adds to the quiet test environment (or `config` replaces it); `dependencies`
 * replaces adapters and tunings (clock, publisher, payment provider, feed, betting ...). */
export interface TestAppOptions {
  env?: Record<string, string>;
  config?: Config;
  dependencies?: Omit<AppDependencies, 'config' | 'database'>;
  /** Runs on the database before the app is built (rows the app must find when it starts). */
  prepare?: (database: DatabaseHandle) => Promise<unknown>;
}

/** Options known only once the file's other `beforeAll` hooks ran (a stand-in server's port ...). */
type LateOptions = TestAppOptions | (() => TestAppOptions);

/** The quiet test configuration with the options' environment on top. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ LOG_LEVEL: 'silent', ...env });

async function buildTestApp(database: DatabaseHandle, options: TestAppOptions): Promise<FastifyInstance> {
  await options.prepare?.(database);
  return buildApp({
    config: options.config ?? testConfig(options.env),
    database,
    ...options.dependencies,
  });
}

export interface TestDatabase {
  readonly database: DatabaseHandle;
  /**
   * Another app on the same database (a production configuration, other limits, the app after a restart ...).
   * It is closed after the file's tests, before the database; closing it earlier is fine.
   */
  buildApp(options?: TestAppOptions): Promise<FastifyInstance>;
}

export interface TestApp extends TestDatabase {
  readonly app: FastifyInstance;
}

/**
 * A fresh database (PGlite, or PostgreSQL in the server-postgres project) made before the file's (or the
 * describe block's) tests and removed after them, with no app of its own: for tests that build their apps
 * themselves, one after another, through `buildApp`.
 */
export function useTestDatabase(): TestDatabase {
  let database: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });
  const holder: TestDatabase = {
    get database() {
      if (!database) throw new Error('the test database is made in beforeAll');
      return database;
    },
    async buildApp(options = {}) {
      const app = await buildTestApp(holder.database, options);
      apps.push(app);
      return app;
    },
  };
  return holder;
}

/**
 * The app a test file (or describe block) works against: a fresh database and the real app on it, built before
 * the tests and closed after them. Options may be a function, called when the app is built (after the
 * `beforeAll` hooks registered before this call).
 */
export function useTestApp(options: LateOptions = {}): TestApp {
  const holder = useTestDatabase();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await holder.buildApp(typeof options === 'function' ? options() : options);
  });
  return {
    get app() {
      if (!app) throw new Error('the test app is built in beforeAll');
      return app;
    },
    get database() {
      return holder.database;
    },
    buildApp: holder.buildApp,
  };
}

export interface RestartableTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** Opens the database (migrated and seeded, as the server does at every start) and builds the app on it. */
  start(options?: TestAppOptions): Promise<FastifyInstance>;
  /** Closes the app and its database handle, as a stopped server does; the data stays for the next start. */
  stop(): Promise<void>;
}

/**
 * One database for several app lifetimes (restart tests): PGlite in a temporary data directory reopened from
 * disk, or one PostgreSQL database. What runs at the end of the file is stopped and the database removed.
 */
export function useRestartableTestApp(): RestartableTestApp {
  let storage: RestartableTestDatabase | undefined;
  let running: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  beforeAll(async () => {
    storage = await createRestartableTestDatabase();
  });
  const stop = async () => {
    const stopping = running;
    running = undefined;
    await stopping?.app.close();
    await stopping?.database.close();
  };
  afterAll(async () => {
    await stop();
    await storage?.dispose();
  });
  const current = () => {
    if (!running) throw new Error('no app is running: call start() first');
    return running;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    async start(options = {}) {
      if (!storage) throw new Error('the restartable database is made in beforeAll');
      if (running) throw new Error('an app is running: stop() it first');
      const database = await storage.open();
      try {
        const app = await buildTestApp(database, options);
        running = { app, database };
        return app;
      } catch (error) {
        await database.close();
        throw error;
      }
    },
    stop,
  };
}
