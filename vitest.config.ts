import { defineConfig } from 'vitest/config';

// Three projects: pure domain rules and the web app's pure modules (both run under two host zones by
// `npm run test:unit`), and the server against a real database (PGlite, or PostgreSQL when TEST_DB=postgres).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Guards against hangs only; tests wait on conditions. On a busy two-core machine a file's
          // database (PGlite loading the migrated snapshot) and a test making dozens of requests
          // through the real app take many times their idle time.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
