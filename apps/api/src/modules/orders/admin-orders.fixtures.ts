import type { OrderStatus } from '@shop/contracts';
import { expect } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/** The admin move paths of the spec's client (and `/placed`, `/cancel`), by the status they move to. */
export const PATHS: Record<Exclude<OrderStatus, 'PENDING'>, string> = {
  PLACED: 'placed',
  CONFIRMED: 'confirmed',
  SHIPPED: 'ship',
  OUT_FOR_DELIVERY: 'out-for-delivery',
  DELIVERED: 'deliver',
  CANCELLED: 'cancel',
  RETURNED_TO_ORIGIN: 'returned-to-origin',
};

/** The admin orders API as the tests use it; `context` is read at call time (it is set in `beforeAll`). */
export function adminOrderTools(context: () => { t: TestApp; admin: TestUser; productId: string }) {
  // The spec's client: no body, no content type.
  const move = (id: string, to: Exclude<OrderStatus, 'PENDING'>, user?: TestUser) => {
    const { t, admin } = context();
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/${PATHS[to]}`,
      headers: (user ?? admin).headers,
    });
  };
  const list = (query = '', user?: TestUser) => {
    const { t, admin } = context();
    return t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${query}`,
      headers: (user ?? admin).headers,
    });
  };
  /** A new customer's order brought to `status`: paid through the simulated gateway, then moved by the admin. */
  async function orderIn(status: OrderStatus) {
    const { t, productId } = context();
    const customer = await createUser(t);
    const order = await placeOrder(t, customer, [{ productId, size: 's' }]);
    if (status !== 'PENDING' && status !== 'CANCELLED') await payOrder(t, customer, order._id);
    // Only a shipped order goes out for delivery or comes back.
    if (status === 'OUT_FOR_DELIVERY' || status === 'RETURNED_TO_ORIGIN')
      expect((await move(order._id, 'SHIPPED')).statusCode).toBe(200);
    if (status !== 'PENDING' && status !== 'PLACED')
      expect((await move(order._id, status)).statusCode).toBe(200);
    return { order, customer };
  }
  return { move, list, orderIn };
}
