import { orderNumber } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { addressFields, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

const { email: _email, ...address } = addressFields();

/** Issue 40: "Track order" for guests by order number and phone. */
describe('POST /api/orders/track', () => {
  const t = setUpTestApp({ template: 'empty' });
  const ring = setUpProduct(t, { price: 999, discountedPrice: 799, sizes: { m: 20 } });
  const track = (payload: object, ip = '10.8.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/orders/track', payload, remoteAddress: ip });

  it('finds a guest order by its number and phone and answers the token that opens its page', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      remoteAddress: '10.8.0.9',
      payload: {
        email: 'track@example.com',
        items: [{ productId: ring.id, size: 'M', quantity: 1 }],
        shippingAddress: address,
      },
    });
    const { order, orderToken } = placed.json();
    const found = await track({ orderNumber: orderNumber(order._id), phone: `+91 ${address.phoneNumber}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      orderId: order._id,
      orderNumber: orderNumber(order._id),
      status: 'PENDING',
      orderToken,
    });
    const opened = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}?token=${orderToken}` });
    expect(opened.statusCode).toBe(200);
  });

  it('S47 a wrong phone or number reveals nothing, and guessing is limited per address', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm' }]);
    const wrongPhone = await track({ orderNumber: orderNumber(order._id), phone: '9000000000' }, '10.8.0.2');
    const wrongNumber = await track({ orderNumber: '#00000000', phone: address.phoneNumber }, '10.8.0.2');
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongPhone.json().message).toBe(wrongNumber.json().message);
    // A member's order: its status, no token (it opens in My Orders).
    const member = await track(
      { orderNumber: orderNumber(order._id), phone: address.phoneNumber },
      '10.8.0.3',
    );
    expect(member.json()).toMatchObject({ status: 'PENDING', orderToken: null });
    let last = wrongPhone;
    for (let i = 0; i < 10; i++)
      last = await track({ orderNumber: '#ffffffff', phone: '9000000000' }, '10.8.0.2');
    expect(last.statusCode).toBe(429);
  });
});
