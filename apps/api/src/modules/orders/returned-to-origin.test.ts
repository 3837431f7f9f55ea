import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { codConfirmed } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addressFields, placeOrder, postCheckout, putInCart, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { refunds } from '../../db/schema/index.ts';

describe('RETURNED_TO_ORIGIN: a parcel that came back, and cash on delivery after returned parcels', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_BLOCK_AFTER_RTO: '2' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 600, discountedPrice: 500, sizes: { s: 100 } });

  const adminPut = (orderId: string, path: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/${path}`, headers: admin.headers });
  const cod = (user: TestUser, orderId: string) => codConfirmed(t, user, orderId);
  const stats = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })).json();

  /** A COD order of `user` to `address`, shipped and come back. */
  async function returnedCodOrder(user: TestUser, address = addressFields()) {
    await putInCart(t, user, { productId: ring.id, size: 's', quantity: 1 });
    const placed = await postCheckout(t, user, address);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json()._id;
    expect((await cod(user, orderId)).statusCode).toBe(200);
    expect((await adminPut(orderId, 'ship')).statusCode).toBe(200);
    const back = await adminPut(orderId, 'returned-to-origin');
    expect(back.statusCode, back.body).toBe(200);
    return back.json();
  }

  it('takes a prepaid parcel back: stock returned, credit note issued, the whole payment refunded once', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's', quantity: 2 }]);
    await payOrder(t, user, order._id);
    expect((await adminPut(order._id, 'ship')).statusCode).toBe(200);
    expect((await adminPut(order._id, 'out-for-delivery')).statusCode).toBe(200);
    const stockBefore = (await stockOf(t, ring.id, 's')).size ?? 0;
    const res = await adminPut(order._id, 'returned-to-origin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'RETURNED_TO_ORIGIN',
      paymentDetails: { method: 'ONLINE', status: 'REFUNDED' },
      creditNote: { number: expect.stringMatching(/^CN\//) },
    });
    expect(
      res
        .json()
        .statusHistory.map((s: { status: string }) => s.status)
        .slice(-2),
    ).toEqual(['OUT_FOR_DELIVERY', 'RETURNED_TO_ORIGIN']);
    expect((await stockOf(t, ring.id, 's')).size).toBe(stockBefore + 2);
    const again = await adminPut(order._id, 'returned-to-origin');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
    expect((await stockOf(t, ring.id, 's')).size).toBe(stockBefore + 2);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountPaise).toBe(100_000);
    // The customer sees it; it cannot be cancelled or delivered any more.
    const mine = await clientOf(t, user).get(`/api/orders/${order._id}`);
    expect(mine.json().orderStatus).toBe('RETURNED_TO_ORIGIN');
    expect((await adminPut(order._id, 'deliver')).statusCode).toBe(409);
    const cancel = await clientOf(t, user).put(`/api/orders/${order._id}/cancel`);
    expect(cancel.statusCode).toBe(409);
  });

  it('ends a COD parcel’s payment uncollected: no refund, no longer cash due, cash cannot be marked collected', async () => {
    const before = await stats();
    const user = await createUser(t);
    const stockBefore = (await stockOf(t, ring.id, 's')).size ?? 0;
    const back = await returnedCodOrder(user);
    expect(back).toMatchObject({
      orderStatus: 'RETURNED_TO_ORIGIN',
      paymentDetails: { method: 'COD', status: 'CANCELLED', paidAt: null },
      invoice: null,
    });
    expect((await stockOf(t, ring.id, 's')).size).toBe(stockBefore);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, back._id))).toEqual([]);
    const collected = await adminPut(back._id, 'collected');
    expect(collected.statusCode).toBe(409);
    const after = await stats();
    expect(after.cashDue).toBeCloseTo(before.cashDue, 2);
    expect(after.revenue).toBeCloseTo(before.revenue, 2);
  });

  it('only a parcel on its way comes back: PLACED, CONFIRMED, DELIVERED and CANCELLED orders are refused', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    expect((await adminPut(order._id, 'returned-to-origin')).statusCode).toBe(409);
    await payOrder(t, user, order._id);
    expect((await adminPut(order._id, 'returned-to-origin')).statusCode).toBe(409);
    expect((await adminPut(order._id, 'confirmed')).statusCode).toBe(200);
    expect((await adminPut(order._id, 'returned-to-origin')).statusCode).toBe(409);
    expect((await adminPut(order._id, 'deliver')).statusCode).toBe(200);
    const res = await adminPut(order._id, 'returned-to-origin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Cannot move an order from DELIVERED to RETURNED_TO_ORIGIN/);
    const customer = await clientOf(t, user).put(`/api/admin/orders/${order._id}/returned-to-origin`);
    expect(customer.statusCode).toBe(403);
  });

  it('refuses cash on delivery after COD_BLOCK_AFTER_RTO returned parcels, by account, email or phone', async () => {
    const user = await createUser(t);
    const phone = '9123456780';
    const parcel = addressFields({ phoneNumber: phone, email: 'twice-back@example.com' });
    await returnedCodOrder(user, parcel);
    // One parcel back: cash on delivery still offered.
    const second = await returnedCodOrder(user, parcel);
    expect(second.orderStatus).toBe('RETURNED_TO_ORIGIN');

    await putInCart(t, user, { productId: ring.id, size: 's', quantity: 1 });
    const third = (await postCheckout(t, user, parcel)).json();
    const refused = await cod(user, third._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: expect.stringMatching(/came back undelivered\. Please pay online\./),
    });
    // The order stays to be paid online, and paying online works.
    expect((await payOrder(t, user, third._id)).orderStatus).toBe('PLACED');

    // A new account giving the same phone (another email) is refused as well.
    const other = await createUser(t);
    await putInCart(t, other, { productId: ring.id, size: 's', quantity: 1 });
    const placed = await postCheckout(
      t,
      other,
      addressFields({ phoneNumber: phone, email: 'new-me@example.com' }),
    );
    expect((await cod(other, placed.json()._id)).json().code).toBe('COD_UNAVAILABLE');

    // A customer without returned parcels pays cash as before.
    const fresh = await createUser(t);
    await putInCart(t, fresh, { productId: ring.id, size: 's', quantity: 1 });
    const order = (
      await postCheckout(
        t,
        fresh,
        addressFields({ phoneNumber: '9000000001', email: 'never-back@example.com' }),
      )
    ).json();
    expect((await cod(fresh, order._id)).statusCode).toBe(200);
  });

  it('shows the returned share of parcels that left on the dashboard, for all orders and for COD', async () => {
    // So far in this file: parcels that left are 1 prepaid back, 1 prepaid delivered and 3 COD back.
    expect((await stats()).rtoRate).toEqual({ all: 0.8, cod: 1 });
    // A delivered COD parcel brings the COD share down to 3 of 4.
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
    expect((await cod(user, order._id)).statusCode).toBe(200);
    expect((await adminPut(order._id, 'deliver')).statusCode).toBe(200);
    expect((await stats()).rtoRate).toEqual({ all: 0.667, cod: 0.75 });
  });
});
