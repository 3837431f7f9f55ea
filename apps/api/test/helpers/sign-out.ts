import type { TestApp } from './test-app.ts';

/** Signs out the session of `jwt` (POST /auth/signout with it as the bearer token). */
export const signOut = (t: Pick<TestApp, 'app'>, jwt: string) =>
  t.app.inject({ method: 'POST', url: '/auth/signout', headers: { authorization: `Bearer ${jwt}` } });
