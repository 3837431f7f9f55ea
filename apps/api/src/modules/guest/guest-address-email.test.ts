import { describe, expect, it } from 'vitest';
import { addressFields, createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';

describe('a guest order’s shipping address is the spec’s Address', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('takes the Address field email; the order keeps the guest’s own email', async () => {
    const ring = await createProduct(t, { sizes: { m: 3 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      payload: {
        email: 'guest-buyer@example.com',
        items: [{ productId: ring.id, size: 'm', quantity: 1 }],
        shippingAddress: addressFields({ email: 'on-the-address@example.com' }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.shippingAddress.email).toBe('guest-buyer@example.com');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      payload: {
        email: 'guest-buyer@example.com',
        items: [{ productId: ring.id, size: 'm', quantity: 1 }],
        shippingAddress: addressFields({ email: 'not an email' }),
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});
