import { describe, expect, it } from 'vitest';
import { guestOrderBody, postGuestOrder } from '../../../test/helpers/guest.ts';
import { addressFields, createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';

describe('a guest order’s shipping address is the spec’s Address', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('takes the Address field email; the order keeps the guest’s own email', async () => {
    const ring = await createProduct(t, { sizes: { m: 3 } });
    const withEmail = (email: string) =>
      postGuestOrder(
        t,
        guestOrderBody('guest-buyer@example.com', [{ productId: ring.id, size: 'm' }], {
          shippingAddress: addressFields({ email }),
        }),
      );
    const res = await withEmail('on-the-address@example.com');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.shippingAddress.email).toBe('guest-buyer@example.com');
    const bad = await withEmail('not an email');
    expect(bad.statusCode).toBe(400);
  });
});
