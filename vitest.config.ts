import { configDefaults, defineConfig } from 'vitest/config';

// Data, service and API tests run twice: on a SQLite file and on a real PostgreSQL
// server (tests/helpers/postgres.ts starts one). Pure unit tests run once, and so do the
// tests of pages and HTTP plumbing, which read data only through queries the data tests
// already run on both engines (courses, blog, checkout...): a second run on PostgreSQL
// would test the same SQL again at a minute of CI time.
const dataTests = ['tests/api/**/*.test.{ts,tsx}', 'tests/unit/database.test.ts', 'tests/unit/enrollment-moves.test.ts'];
const httpOnlyTests = [
  'tests/api/bad-input.test.ts',
  'tests/api/fast-path.test.ts',
  'tests/api/host.test.ts',
  'tests/api/page-frames.test.ts',
  'tests/api/page-weight.test.ts',
  'tests/api/pages-parents-faq-legal.test.ts',
  'tests/api/pages-programs-locations-about.test.ts',
  'tests/api/routes.test.ts',
  'tests/api/router-turns.test.ts',
  'tests/api/private-pages.test.tsx',
  'tests/api/restart.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/site-pages.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // A worker's files share one module graph instead of importing the app anew for each
    // (the imports were two thirds of the run). Each file builds its own app and database,
    // and nothing here keeps state in a module that a test relies on.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['tests/unit/**/*.test.{ts,tsx}', ...dataTests],
          globalSetup: ['tests/helpers/build-client.ts'],
          env: { TEST_ENGINE: 'sqlite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: dataTests,
          exclude: [...configDefaults.exclude, ...httpOnlyTests],
          globalSetup: ['tests/helpers/build-client.ts', 'tests/helpers/postgres-setup.ts'],
          env: { TEST_ENGINE: 'postgres' },
        },
      },
    ],
  },
});
