import { buildTestApp, type TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/** The app on a database of its own (empty unless told) with one admin signed in, for the back office's tests. */
export async function startAdminApp(
  options: Parameters<typeof buildTestApp>[0] = { template: 'empty' },
): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await buildTestApp(options);
  const admin = await createUser(t, { role: 'admin' });
  return { t, admin };
}

/** The app on a database of its own (empty unless told) with one customer signed in. */
export async function startCustomerApp(
  options: Parameters<typeof buildTestApp>[0] = { template: 'empty' },
): Promise<{ t: TestApp; customer: TestUser }> {
  const t = await buildTestApp(options);
  const customer = await createUser(t);
  return { t, customer };
}
