import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests to the app as `user` (anonymous without one), with a JSON body where one is given; each answers the
 * reply. `user` is read at each call, so a user a hook fills in later (suite.ts) may be passed at once.
 */
export function clientOf(t: Pick<TestApp, 'app'>, user?: { headers: Record<string, string> }) {
  const send = (method: Method) => (url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}
