import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app imports its own modules as `@/...` (apps/web/tsconfig.json paths).
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

// One project per kind of suite. The server suite runs twice when a PostgreSQL is reachable
// (TEST_DATABASE_URL): once on embedded PGlite, once on PostgreSQL, with the same tests.
const postgresUrl = process.env.TEST_DATABASE_URL;
// A server file's hooks build a database (migrations and operator seed) and the app: a few seconds on a quiet
// machine, past a minute when two full suites and engineers' builds share the two cores. The bound only catches
// a hang, so it is generous.
const serverHookTimeout = 180_000;
// Makes the run's template database, which every server test file's database is copied from.
const serverGlobalSetup = ['src/testing/database-template.ts'];
// Server test files share one module graph per worker instead of importing the whole app again for each file:
// every file builds its own app and database (testing/test-app.ts), and no server module keeps state of its own
// outside them. It halves the CPU the server projects take (bench/RESULTS.md, "The test command").
const serverIsolate = false;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      // The production routing run by nginx (skipped where nginx is not installed; CI installs it).
      { test: { name: 'deploy', root: 'deploy', include: ['**/*.test.mjs'] } },
      // A test that builds a simulated world takes seconds of it on a loaded machine, well past Vitest's 5 s.
      { test: { name: 'feed', root: 'packages/feed', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'realtime',
          root: 'packages/realtime',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        // React components rendered in a DOM (jsdom) with Testing Library; the API answered by Mock Service Worker.
        // The web's tsconfig keeps JSX for Next.js to compile ("preserve"); tests compile it themselves.
        oxc: { jsx: { runtime: 'automatic' } },
        resolve: { alias: webAlias },
        test: {
          name: 'web-components',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/en' } },
          setupFiles: ['src/testing/component-setup.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { DATABASE_URL: '' },
          globalSetup: serverGlobalSetup,
          isolate: serverIsolate,
          testTimeout: 30_000,
          hookTimeout: serverHookTimeout,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'apps/server',
                include: ['src/**/*.test.ts'],
                env: { DATABASE_URL: postgresUrl },
                globalSetup: serverGlobalSetup,
                isolate: serverIsolate,
                testTimeout: 30_000,
                hookTimeout: serverHookTimeout,
              },
            },
          ]
        : []),
    ],
  },
});
