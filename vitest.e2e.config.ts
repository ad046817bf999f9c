import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium with Playwright; one file at a time keeps
// two cores from being oversubscribed.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/helpers/build-client.ts'],
    testTimeout: 45_000,
    hookTimeout: 45_000,
    fileParallelism: false,
    // A loaded CI machine can take longer than the 1 s default to settle a swap.
    expect: { poll: { timeout: 5_000 } },
  },
});
