import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startAdminApp } from './signed-in-app.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/**
 * `startAdminApp` with its pictures stored in a temporary folder of its own (`DATA_DIR`, uploads under
 * `uploads/`); `stop()` closes the app and removes the folder.
 */
export async function startPicturesApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; admin: TestUser; dataDir: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-pictures-'));
  const { t, admin } = await startAdminApp({ template: 'empty', env: { DATA_DIR: dataDir, ...env } });
  const stop = async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { t, admin, dataDir, stop };
}
