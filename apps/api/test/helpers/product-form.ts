import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/** The admin's product form (`send`, as the admin) and the product as the shop shows it (`detail`). */
export function productForm(t: Pick<TestApp, 'app'>, admin: TestUser) {
  return {
    send: (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: admin.headers, payload }),
    detail: async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/id/${id}` })).json(),
  };
}
