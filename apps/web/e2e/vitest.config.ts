import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys: Chromium (playwright-core) against the real server, built web app and a fresh
 * database. `npm run test:e2e` from the repo root. E2E_SKIP_BUILD=1 reuses apps/web/dist.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    pool: 'forks',
  },
});
