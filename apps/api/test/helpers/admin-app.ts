import { buildTestApp, type TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/** The app on a database of its own (empty unless told) with one admin signed in: the back office's tests start here. */
export async function startAdminApp(
  options: Parameters<typeof buildTestApp>[0] = { template: 'empty' },
): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await buildTestApp(options);
  const admin = await createUser(t, { role: 'admin' });
  return { t, admin };
}
