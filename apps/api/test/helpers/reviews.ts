import { expect } from 'vitest';
import { deliveredTo } from './delivered.ts';
import type { TestApp } from './test-app.ts';

/** A new customer to whom the product was delivered, and their review of it (asserts 201). */
export async function reviewedByBuyer(t: Pick<TestApp, 'app' | 'db'>, productId: string, firstName = 'Asha') {
  const user = await deliveredTo(t, productId, { firstName, lastName: 'Verma' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: user.headers,
    payload: { productId, rating: 4, text: 'Lovely shine' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, review: res.json(), reviewId: res.json().id as string };
}
