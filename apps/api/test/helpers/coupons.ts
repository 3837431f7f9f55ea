import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/** Creates a coupon through the admin API (defaults: 10 % off, no limits); answers the coupon. */
export async function createCoupon(
  t: Pick<TestApp, 'app'>,
  admin: TestUser,
  fields: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: admin.headers,
    payload: { code: `C${Math.random().toString(36).slice(2, 10)}`, kind: 'percent', value: 10, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const applyCoupon = (t: Pick<TestApp, 'app'>, user: TestUser, code: string) =>
  t.app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: user.headers, payload: { code } });
