import { defineConfig } from 'vitest/config';

// Every data, service and API test runs twice: on a SQLite file and on a real PostgreSQL
// server (tests/helpers/postgres.ts starts one). Pure unit tests run once.
const dataTests = ['tests/api/**/*.test.{ts,tsx}', 'tests/unit/database.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
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
          globalSetup: ['tests/helpers/build-client.ts', 'tests/helpers/postgres-setup.ts'],
          env: { TEST_ENGINE: 'postgres' },
        },
      },
    ],
  },
});
