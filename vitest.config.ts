import { defineConfig } from 'vitest/config';

/**
 * The test tiers (docs/conventions.md "Tests and CI"), one Vitest project each:
 * - unit / unit-web: pure rules next to the code (node, and jsdom for the web app);
 * - api: `app.inject()` on a real database, a fresh copy of one migrated template per file
 *   (PGlite by default, PostgreSQL when DATABASE_URL is set);
 * - multinode: several API nodes on one PostgreSQL database (DATABASE_URL required);
 * - drills: fault drills on real server processes (Redis stopped and restarted, database connections
 *   cut, kill -9 during writes), PGlite always, PostgreSQL when DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    teardownTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/build/**/*.test.mjs',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.api.test.ts'],
          globalSetup: ['apps/api/test/setup/api-global-setup.ts'],
          // PGlite is WASM with one connection per instance: one process per file is the safe choice.
          pool: 'forks',
          // PGlite can hang instead of failing (docs/stack-pitfalls.md): a bounded wait turns that into a failure.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'multinode',
          environment: 'node',
          include: ['apps/api/test/multinode/**/*.test.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'drills',
          environment: 'node',
          include: ['apps/api/test/drills/**/*.drill.test.ts'],
          pool: 'forks',
          // Each drill starts its own servers and Redis: one at a time, so that they do not compete for ports or CPU.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
