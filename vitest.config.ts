import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = /\.test\.tsx?$/;

/**
 * The web app's test files that replace a module (`vi.mock`): they run each in a fresh module graph, since a module
 * another file already loaded for real would stay loaded for real. Read from the files themselves, so a new file that
 * mocks is isolated without being listed.
 */
function webTestsThatMock(directory = 'apps/web/src'): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return webTestsThatMock(path);
    return WEB_TESTS.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

const MOCKING_WEB_TESTS = webTestsThatMock();

/**
 * The test tiers (docs/conventions.md "Tests and CI"), one Vitest project each:
 * - unit / unit-web / unit-web-mocks: pure rules next to the code (node, and jsdom for the web app);
 * - api: `app.inject()` on a real database, a fresh copy of one migrated template per file
 *   (PGlite by default, PostgreSQL when DATABASE_URL is set);
 * - multinode: several API nodes on one PostgreSQL database (DATABASE_URL required);
 * - drills: fault drills on real server processes (Redis stopped and restarted, database connections
 *   cut, kill -9 during writes), PGlite always, PostgreSQL when DATABASE_URL is set.
 *
 * The unit and api tiers share each worker's loaded modules between files (`isolate: false`): loading the app's
 * modules again for every file took more than half of those tiers' time. Each api file still starts from its own
 * database; after each web file, `file-reset.ts` clears the document, the cookies, the storage and the stubbed
 * globals it left; the web files that replace a module keep a fresh module graph each.
 */
export default defineConfig({
  test: {
    teardownTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
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
          isolate: false,
          setupFiles: ['apps/web/src/testing/file-reset.ts'],
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_TESTS,
        },
      },
      {
        test: {
          name: 'unit-web-mocks',
          environment: 'jsdom',
          include: MOCKING_WEB_TESTS,
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
          isolate: false,
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
