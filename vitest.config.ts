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
          // Pure functions, no mocks or stubs: one process imports the rules once for every file
          // (importing them per file was most of this project's time).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
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
          // Both cores: vitest's default on two cores is one worker (cores - 1), which left one idle
          // while a file's PGlite ran in the other.
          maxWorkers: 2,
          // One process per worker for all its files, instead of a new one per file: the app's
          // modules are imported once per worker rather than 57 times (about half the CPU of the
          // run went to that). Every file still opens its own database and app (test/test-app.ts),
          // and the server keeps no module state a test depends on (no vi.mock, no env changes).
          isolate: false,
        },
      },
    ],
  },
});
