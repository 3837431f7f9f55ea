import { orderNumber } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/helpers/coupons.ts';
import { EVERY_FEE_ENV } from '../../../test/helpers/every-fee.ts';
import { guestOrderBody, payAsGuest, postGuestOrder } from '../../../test/helpers/guest.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { outbox } from '../../db/schema/index.ts';
import { indiaToday } from '../../lib/india-date.ts';

/** Issue 40, item 6: the owner's order page, the orders CSV and the new-order mail show every line and add up. */
describe('the owner’s figures of an order with every fee on', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: { ...EVERY_FEE_ENV, ORDER_ALERT_EMAIL: 'owner@moonmade.example' },
  });
  const admin = setUpUser(t, { role: 'admin' });
  const earring = setUpProduct(t, { price: 399, discountedPrice: 249, sizes: { m: 50 } });
  const pendant = setUpProduct(t, { price: 499, discountedPrice: 349, sizes: { m: 50 } });

  it('shows gift wrap, gift message and prepaid discount, and they add up to what was paid', async () => {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const lines = [earring, pendant].map((p) => ({ productId: p.id, size: 'M' }));
    const body = guestOrderBody('owner-figures@example.com', lines, {
      couponCode: coupon.code,
      gift: { wrap: true, message: 'Happy birthday, Meera' },
    });
    const res = await postGuestOrder(t, body, '10.6.0.1');
    expect(res.statusCode, res.body).toBe(201);
    const { order, orderToken } = res.json();
    await payAsGuest(t, order._id, orderToken);

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: admin.headers })
    ).json();
    expect(detail).toMatchObject({
      totalDiscountedPrice: 598,
      couponDiscount: 59.8,
      prepaidDiscount: 26.91,
      deliveryCharge: 49,
      giftWrap: 50,
      gift: { wrap: true, message: 'Happy birthday, Meera' },
      totalPayable: 610.29,
    });

    const today = indiaToday(new Date());
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.orderId === order._id);
    expect(row).toMatchObject({
      subtotal: '598',
      couponDiscount: '59.8',
      prepaidDiscount: '26.91',
      delivery: '49',
      giftWrap: '50',
      codFee: '0',
      roundOff: '0',
      total: '610.29',
      giftMessage: 'Happy birthday, Meera',
    });
    const n = (key: string) => Math.round(Number(row?.[key]) * 100);
    expect(
      n('subtotal') -
        n('couponDiscount') -
        n('prepaidDiscount') +
        n('delivery') +
        n('giftWrap') +
        n('codFee'),
    ).toBe(n('total'));

    const [alert] = (await t.db.select().from(outbox).where(eq(outbox.to, 'owner@moonmade.example'))).filter(
      (m) => m.subject.includes(orderNumber(order._id)),
    );
    expect(alert?.text).toContain(`Coupon ${coupon.code}: −₹59.80`);
    expect(alert?.text).toContain('Prepaid discount (paid online): −₹26.91');
    expect(alert?.text).toContain('Delivery: ₹49');
    expect(alert?.text).toContain('Gift wrap: ₹50');
    expect(alert?.text).toContain('Total: ₹610.29');
    expect(alert?.text).toContain('card message: "Happy birthday, Meera"');
  });
});
