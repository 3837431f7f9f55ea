import { describe, expect, it } from 'vitest';
import { confirmCodOrder } from '../../../test/helpers/cod.ts';
import { createCoupon } from '../../../test/helpers/coupons.ts';
import { EVERY_FEE_ENV } from '../../../test/helpers/every-fee.ts';
import { guestOrderBody, payAsGuest, postGuestOrder } from '../../../test/helpers/guest.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';

/** Issue 40, item 5: the tax invoice and the credit note name each line of the order. */
describe('invoice and credit note lines with every fee on', () => {
  const t = setUpTestApp({ template: 'empty', env: EVERY_FEE_ENV });
  const admin = setUpUser(t, { role: 'admin' });
  const earring = setUpProduct(t, { price: 399, discountedPrice: 249, sizes: { m: 50 } });
  const pendant = setUpProduct(t, { price: 499, discountedPrice: 349, sizes: { m: 50 } });

  async function guestOrder(email: string) {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const lines = [earring, pendant].map((p) => ({ productId: p.id, size: 'M' }));
    const body = guestOrderBody(email, lines, { couponCode: coupon.code, gift: { wrap: true } });
    const res = await postGuestOrder(t, body, '10.5.0.1');
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as { order: { _id: string }; orderToken: string }), code: coupon.code as string };
  }
  const documentText = async (orderId: string, token: string, kind: 'invoice' | 'credit-note') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/${kind}`,
      headers: { 'x-order-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('prints the coupon, the prepaid discount, delivery and gift wrap each as its own line, adding up', async () => {
    const { order, orderToken, code } = await guestOrder('lines-online@example.com');
    await payAsGuest(t, order._id, orderToken);
    const text = await documentText(order._id, orderToken, 'invoice');
    expect(text).toContain('Items (prices include GST) ₹598');
    expect(text).toContain(`Coupon discount (${code}) − ₹59.80`);
    expect(text).toContain('Prepaid discount (paid online) − ₹26.91');
    expect(text).toContain('Delivery ₹49');
    expect(text).toContain('Gift wrap ₹50');
    expect(text).toContain('Grand total ₹610.29');
    expect(text).not.toContain('taxed with the goods');

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: { 'x-order-token': orderToken },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = await documentText(order._id, orderToken, 'credit-note');
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain('Gift wrap ₹50');
    expect(note).toContain('Prepaid discount (paid online) − ₹26.91');
  });

  it('a cash-on-delivery invoice stays exact and prints the round-off and the cash collected (item 7)', async () => {
    const { order, orderToken } = await guestOrder('lines-cod@example.com');
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cod`,
      headers: { 'x-order-token': orderToken },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    await confirmCodOrder(t, order._id);
    // The courier's label asks for whole rupees.
    const label = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/packing-slips',
      headers: admin.headers,
      payload: { ids: [order._id] },
    });
    expect(label.statusCode, label.body).toBe(200);
    expect(await pdfText(label.rawPayload)).toMatch(/COD: COLLECT ₹686(?![.\d])/);
    for (const step of ['confirmed', 'ship', 'deliver', 'collected']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order._id}/${step}`,
        headers: admin.headers,
      });
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    const text = await documentText(order._id, orderToken, 'invoice');
    expect(text).toContain('Cash on delivery fee ₹49');
    expect(text).not.toContain('Prepaid discount');
    expect(text).toContain('Grand total ₹686.20');
    expect(text).toContain('Round off − ₹0.20');
    expect(text).toContain('Cash collected ₹686');
  });
});
