import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod, codConfirmed } from '../../../test/helpers/cod.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { orderOf, requestLinkId } from '../../../test/helpers/payments.ts';
import { addToCart, createProduct, placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { coupons, orders, simulatedPaymentLinks } from '../../db/schema/index.ts';
import { silentLog } from '../../lib/payments-log.ts';
import { applyLinkState } from '../payments/link-state.ts';

describe('cash on delivery (fee ₹49, up to ₹1,000)', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_FEE: '49', COD_MAX_ORDER: '1000' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 600, discountedPrice: 475.5, sizes: { s: 20 } });

  const cod = (user: TestUser, orderId: string) => codConfirmed(t, user, orderId);
  const adminPut = (orderId: string, path: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/${path}`, headers: admin.headers });
  const stats = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).json();

  it('places the PENDING order with cash due, the fee added, the stock kept taken and the cart emptied', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's', quantity: 2 }]);
    expect(order.paymentDetails).toMatchObject({ method: 'ONLINE', status: 'PENDING' });
    expect(await stockOf(t, ring.id, 's')).toEqual({ size: 18, total: 18 });
    const res = await cod(user, order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'PLACED',
      totalDiscountedPrice: 951,
      codFee: 49,
      totalPayable: 1000,
      paymentDetails: { method: 'COD', status: 'DUE', paymentId: null, paidAt: null },
    });
    expect(res.json().statusHistory.map((s: { status: string }) => s.status)).toEqual(['PENDING', 'PLACED']);
    expect(await stockOf(t, ring.id, 's')).toEqual({ size: 18, total: 18 });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();
    expect(cart.cartItems).toEqual([]);
    const again = await cod(user, order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is placed already/);
  });

  it('refuses above the limit with COD_UNAVAILABLE and the reason, leaving the order as it was', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's', quantity: 3 }]);
    const res = await cod(user, order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message:
        'Cash on delivery is available for orders up to ₹1,000; this one comes to ₹1,475.50. Please pay online.',
    });
    expect(await orderOf(t, user, order._id)).toMatchObject({
      orderStatus: 'PENDING',
      codFee: 0,
      paymentDetails: { method: 'ONLINE' },
    });
  });

  it('takes a coupon into account, and another customer’s order is not found', async () => {
    await createCoupon(t, admin, { code: 'CODTEN', kind: 'percent', value: 10 });
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's', 3);
    expect((await applyCoupon(t, user, 'CODTEN')).json().totalPayable).toBe(1426.5 - 142.65);
    const order = await placeOrder(t, user, []);
    const other = await createUser(t);
    expect((await cod(other, order._id)).statusCode).toBe(404);
    // 1,283.85 + 49 is above ₹1,000 still.
    expect((await cod(user, order._id)).json().code).toBe('COD_UNAVAILABLE');
  });

  it('cancels the payment link asked for before, and the order stays placed', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    const linkId = await requestLinkId(t, user, order._id);
    const res = await cod(user, order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'PLACED',
      paymentDetails: { method: 'COD', status: 'DUE' },
    });
    const [row] = await t.db.select().from(simulatedPaymentLinks).where(eq(simulatedPaymentLinks.id, linkId));
    expect(row?.status).toBe('cancelled');
    expect((await t.app.inject({ method: 'GET', url: `/pay/${linkId}` })).statusCode).toBe(410);
  });

  it('the gateway’s "link cancelled" does not cancel an order switching to cash on delivery', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    const linkId = await requestLinkId(t, user, order._id);
    // The switch marks the order first, then cancels the link; the webhook may arrive in between.
    await t.db.update(orders).set({ paymentMethod: 'COD' }).where(eq(orders.id, order._id));
    const cancelled = await t.app.paymentGateway.cancelLink(linkId);
    const input = {
      orderId: order._id,
      link: cancelled,
      gateway: 'simulated',
      at: new Date(),
      source: 'webhook',
    };
    expect(await applyLinkState(t.db, input, silentLog)).toBe('unchanged');
    const res = await cod(user, order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'PLACED',
      paymentDetails: { method: 'COD', status: 'DUE' },
    });
  });

  it('cash is collected only for a delivered COD order, once; the dashboard separates collected from due', async () => {
    const before = await stats();
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    await cod(user, order._id);
    const due = await stats();
    expect(due.cashDue).toBeCloseTo(before.cashDue + 525, 2);
    expect(due.collectedRevenue).toBeCloseTo(before.collectedRevenue, 2);
    expect(due.revenue).toBeCloseTo(before.revenue + 525, 2);

    const early = await adminPut(order._id, 'collected');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is PLACED: mark it delivered before collecting its cash/);
    for (const path of ['confirmed', 'ship']) expect((await adminPut(order._id, path)).statusCode).toBe(200);
    const delivered = await adminPut(order._id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().invoice).toBeNull();
    const collected = await adminPut(order._id, 'collected');
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      orderStatus: 'DELIVERED',
      paymentDetails: { method: 'COD', status: 'PAID', paidAt: expect.any(String) },
      // Invoiced when the cash is collected, for what the customer paid, fee included.
      invoice: { number: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d+$/) },
      tax: { taxableValue: expect.any(Number) },
    });
    const tax = collected.json().tax;
    expect(Math.round((tax.taxableValue + tax.cgst + tax.sgst + tax.igst) * 100)).toBe(
      Math.round(524.5 * 100),
    );
    expect((await adminPut(order._id, 'collected')).json().message).toMatch(/was collected already/);
    const after = await stats();
    expect(after.cashDue).toBeCloseTo(before.cashDue, 2);
    // ₹524.50 invoiced, ₹525 collected: cash is counted in whole rupees (decision 0083).
    expect(after.collectedRevenue).toBeCloseTo(before.collectedRevenue + 525, 2);

    const online = await createUser(t);
    const paid = await placeOrder(t, online, [{ productId: ring.id, size: 's' }]);
    await payOrder(t, online, paid._id);
    const afterOnline = await stats();
    expect(afterOnline.collectedRevenue).toBeCloseTo(after.collectedRevenue + 475.5, 2);
    expect((await adminPut(paid._id, 'collected')).json().message).toMatch(/is paid online/);
    const customer = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/collected`,
      headers: user.headers,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('a COD order cancelled before shipping puts its stock and its coupon use back', async () => {
    const coupon = await createCoupon(t, admin, { code: 'CODBACK', kind: 'flat', value: 50, usageLimit: 1 });
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    await applyCoupon(t, user, 'CODBACK');
    const order = await placeOrder(t, user, []);
    const stock = await stockOf(t, ring.id, 's');
    expect((await cod(user, order._id)).json()).toMatchObject({
      couponDiscount: 50,
      codFee: 49,
      roundOff: 0.5,
      totalPayable: 475,
    });
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.json()).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentDetails: { method: 'COD', status: 'CANCELLED' },
    });
    expect((await stockOf(t, ring.id, 's')).size).toBe((stock.size ?? 0) + 1);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row?.timesUsed).toBe(0);
  });
});

describe('cash on delivery switched off', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_ENABLED: 'false' } });

  it('refuses with COD_UNAVAILABLE and tells the storefront', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 100, discountedPrice: 100 });
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    const res = await askForCod(t, user.headers, order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: 'Cash on delivery is not available at the moment. Please pay online.',
    });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop.cashOnDelivery).toEqual({ enabled: false, maxOrder: 5000, fee: 0 });
  });
});
