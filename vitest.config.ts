import { defineConfig } from 'vitest/config';
import { LongestProcessFirst } from './vitest.sequencer.ts';

/*
 * Two projects, so `npm test` fits in four minutes on two cores (docs/testing.md, docs/decisions/0114).
 * - `api`: every test that runs in this process. Not isolated: one worker imports the app's modules once and runs
 *   file after file, instead of importing them again for each of 170 files (that import was 40 % of the time).
 *   It is safe because each file builds its own app on a database of its own, and the app keeps its state in
 *   the instance or in PostgreSQL; the few module-level settings are set by every `buildApp` from its config.
 * - `processes`: the tests that start servers, PostgreSQLs and commands of their own; isolated, as before.
 * - `web`: the web app's pure logic (no DOM, no database), isolated like a page that loads fresh: one of them checks
 *   that a global set before Zod loads is the one Zod takes, which a worker that loaded Zod already cannot show.
 * All run two files at a time (two cores); the longest `processes` file starts first, beside the `api` files
 * (vitest.sequencer.ts, docs/decisions/0119).
 */
const common = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks',
  maxWorkers: 2,
} as const;

const ownProcesses = [
  'apps/api/test/faults/**/*.test.ts',
  'apps/api/test/start-build.test.ts',
  'apps/api/src/db/orphan-postgres.test.ts',
];

export default defineConfig({
  test: {
    // One PostgreSQL and two template databases for the whole run; both projects inherit what it provides.
    globalSetup: ['apps/api/test/global-setup.ts'],
    sequence: { sequencer: LongestProcessFirst },
    projects: [
      {
        test: {
          ...common,
          name: 'api',
          isolate: false,
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...ownProcesses],
        },
      },
      {
        test: { ...common, name: 'processes', isolate: true, include: ownProcesses },
      },
      {
        test: { ...common, name: 'web', isolate: true, include: ['apps/web/src/**/*.test.ts'] },
      },
    ],
  },
});
