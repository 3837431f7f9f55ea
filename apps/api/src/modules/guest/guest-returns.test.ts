import { describe, expect, it } from 'vitest';
import { payAsGuest } from '../../../test/helpers/guest.ts';
import { addressFields, createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

const { email: _email, ...address } = addressFields();

describe('a guest returns a delivered piece with the order token', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('S56 asks for a return and lists it with its own token; none or another order’s token cannot', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const ring = await createProduct(t, { price: 700, discountedPrice: 700, sizes: { m: 5 } });
    const place = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/guest/orders',
        payload: { email, items: [{ productId: ring.id, size: 'M', quantity: 1 }], shippingAddress: address },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const mine = await place('returning-guest@example.com');
    const other = await place('other-guest@example.com');
    await payAsGuest(t, mine.order._id, mine.orderToken);
    for (const step of ['ship', 'deliver']) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${mine.order._id}/${step}`,
        headers: admin.headers,
        payload: step === 'ship' ? {} : undefined,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const payload = { items: [{ itemId: mine.order.orderItems[0]._id, quantity: 1 }], reason: 'Too small' };
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${mine.order._id}/returns`, headers, payload });
    expect((await ask({})).statusCode).toBe(401);
    expect((await ask({ 'x-order-token': other.orderToken })).statusCode).toBe(404);
    const made = await ask({ 'x-order-token': mine.orderToken });
    expect(made.statusCode, made.body).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${mine.order._id}/returns?token=${mine.orderToken}`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((r: { _id: string }) => r._id)).toEqual([made.json()._id]);
  });
});
