import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/helpers/build-client.ts'],
    testTimeout: 15_000,
  },
});
