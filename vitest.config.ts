import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/storefront/app/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no state between files: one module graph per worker instead of one
          // per file (about a hundred files importing the same contracts and route tables) took
          // the project from 136 s to 38 s on two busy cores.
          isolate: false,
          // First, two files at a time; then the API tests and then the server tests, one file at a time.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/claim-database.ts'],
          // Each file starts its own app on its own database data; loading the whole API
          // (fastify, oidc-provider, sharp, …) once per worker instead of once per file
          // halves the run. Files share no state but the database.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Two files at a time (297 s one after another, 190–235 s so on quiet cores), each worker
          // process on its own copy of the seeded database (global-setup.ts), claimed before its
          // first file by a session advisory lock held as long as the process lives
          // (claim-database.ts, test-database.ts). The lock files used before let two workers
          // starting at the same moment take one copy, and their files disturbed each other (an
          // order list gaining a row mid-test, a delivery advanced by the other file's job runner).
          // Files that follow each other in one process leave nothing running on the copy: a file
          // that ends with a session still open on it (an app, pool, pg-boss runner) fails.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // Whole shops started side by side on two cores could miss their start-up deadline: one
          // at a time, after the API files (a group takes one worker count for all its projects).
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
