import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

/** Issue 40 item 11: a returned and refunded order said "Delivered" in My Orders; it carries its return's step. */
describe('My Orders shows how far an order was returned', () => {
  const t = setUpTestApp({ template: 'empty', env: { RETURN_WINDOW_DAYS: '7' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 20 } });
  const adminPut = clientOf(t, admin).put;

  it('an order stays DELIVERED with returnStatus REQUESTED → RECEIVED → REFUNDED; a rejected return does not count', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 2 }]);
    await payOrder(t, user, order._id);
    expect((await adminPut(`/api/admin/orders/${order._id}/deliver`)).statusCode).toBe(200);
    const mine = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: user.headers });
      expect(res.statusCode).toBe(200);
      const [only] = res.json() as { orderStatus: string; returnStatus: string | null }[];
      return only ? { orderStatus: only.orderStatus, returnStatus: only.returnStatus } : undefined;
    };
    expect(await mine()).toEqual({ orderStatus: 'DELIVERED', returnStatus: null });

    const ask = () => askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'Too small'));
    const first = (await ask()).json();
    expect(await mine()).toEqual({ orderStatus: 'DELIVERED', returnStatus: 'REQUESTED' });
    const rejected = await adminPut(`/api/admin/returns/${first._id}/reject`, { reason: 'Worn' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mine()).toEqual({ orderStatus: 'DELIVERED', returnStatus: null });

    const second = await ask();
    expect(second.statusCode, second.body).toBe(201);
    const id = second.json()._id;
    await adminPut(`/api/admin/returns/${id}/approve`);
    await adminPut(`/api/admin/returns/${id}/receive`);
    expect(await mine()).toEqual({ orderStatus: 'DELIVERED', returnStatus: 'RECEIVED' });
    expect((await adminPut(`/api/admin/returns/${id}/refund`)).statusCode).toBe(200);
    expect(await mine()).toEqual({ orderStatus: 'DELIVERED', returnStatus: 'REFUNDED' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: user.headers,
    });
    expect(detail.json().returnStatus).toBe('REFUNDED');
  });
});
