import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'packages/contracts/src/**/*.test.ts',
      // The web app's pure logic (no DOM, no database: the global setup below is not used by these).
      'apps/web/src/**/*.test.ts',
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
