import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys: Chromium (playwright-core) against the real server, built web app and a fresh
 * database. `npm run test:e2e` from the repo root. E2E_SKIP_BUILD=1 reuses apps/web/dist.
 *
 * Two projects, each with a server of its own (shop-server.ts), started only when one of its files runs: the
 * e2e shop for the specs in this folder, and in every-fee/ a shop with every fee and discount switched on.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'shop', include: ['*.e2e.ts'], globalSetup: ['./global-setup.ts'] } },
      {
        extends: true,
        test: {
          name: 'every-fee',
          include: ['every-fee/*.e2e.ts'],
          globalSetup: ['./every-fee/global-setup.ts'],
        },
      },
    ],
  },
});
