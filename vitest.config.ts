import { defineConfig } from 'vitest/config';

// One project per kind of suite. The server suite runs twice when a PostgreSQL is reachable
// (TEST_DATABASE_URL): once on embedded PGlite, once on PostgreSQL, with the same tests.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'feed', root: 'packages/feed', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'realtime',
          root: 'packages/realtime',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { DATABASE_URL: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
