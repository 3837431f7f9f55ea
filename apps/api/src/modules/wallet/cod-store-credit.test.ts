import { formatPaise } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod, codCollected } from '../../../test/helpers/cod.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { addToCart, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { expectLedgerConsistent, grantCredit, useCredit, walletOf } from '../../../test/helpers/wallet.ts';
import { auditLog, orders, outbox, refunds } from '../../db/schema/index.ts';
import { expireUnpaidOrders } from '../orders/order-expiry.ts';

describe('store credit with cash on delivery, and credit taken by an order that never completes', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_MAX_ORDER: '100000' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1200, discountedPrice: 1200, sizes: { m: 50 } });
  const adminPut = (url: string) => t.app.inject({ method: 'PUT', url, headers: admin.headers });
  /** A new customer granted `credit` rupees who puts `quantity` rings in the cart, uses the credit and orders. */
  const orderPartlyOnCredit = async (credit: number, quantity: number) => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, credit);
    await addToCart(t, user, ring.id, 'm', quantity);
    await useCredit(t, user);
    return { user, order: await placeOrder(t, user, []) };
  };
  const returnOne = (user: TestUser, order: { _id: string; orderItems: { _id: string }[] }, payout: object) =>
    askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'One is enough', payout));

  it('a cash-on-delivery buyer takes a return as store credit: no bank details, in the wallet on receipt', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 2 }]);
    await codCollected(t, admin, user, order._id);
    const asked = await returnOne(user, order, { method: 'STORE_CREDIT' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json()._id;
    await adminPut(`/api/admin/returns/${id}/approve`);
    const received = await adminPut(`/api/admin/returns/${id}/receive`);
    expect(received.json()).toMatchObject({ status: 'REFUNDED' });
    expect((await walletOf(t, user)).balance).toBe(1200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    await expectLedgerConsistent(t, user.id);
  });

  it('cash on delivery for the rest: credit pays part, the courier collects the rest', async () => {
    const { user, order } = await orderPartlyOnCredit(200, 1);
    expect(order).toMatchObject({ storeCredit: 200, totalPayable: 1000 });
    const cod = await askForCod(t, user.headers, order._id);
    expect(cod.statusCode, cod.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ paymentMethod: 'COD', storeCreditPaise: 20_000 });
  });

  it('a return of an order part-paid by credit and cash: only the cash share is transferred by hand; the credit share goes back to the wallet; screen, mail and activity log agree', async () => {
    const { user, order: placed } = await orderPartlyOnCredit(600, 2);
    await codCollected(t, admin, user, placed._id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    const asked = await returnOne(user, placed, { method: 'UPI', upiId: 'asha@okaxis' });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json();
    // The credit's share of this return is in proportion to what credit paid of the whole order.
    const refundPaise = Math.round(ret.refundAmount * 100);
    const paidPaise = Math.round((placed.totalPayable + placed.storeCredit) * 100);
    const creditShare = Math.floor((refundPaise * (row?.storeCreditPaise ?? 0)) / paidPaise);
    expect(creditShare).toBeGreaterThan(0);
    const cashShare = refundPaise - creditShare;
    const shares = { payment: cashShare / 100, storeCredit: creditShare / 100, giftCard: 0 };
    expect(ret.refundShares).toEqual(shares);
    await adminPut(`/api/admin/returns/${ret._id}/approve`);
    await adminPut(`/api/admin/returns/${ret._id}/receive`);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=RECEIVED',
      headers: admin.headers,
    });
    expect(listed.json().content.find((r: { _id: string }) => r._id === ret._id).refundShares).toEqual(
      shares,
    );
    const refunded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/returns/${ret._id}/refund`,
      headers: admin.headers,
      payload: { payoutReference: '412345678901' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'REFUNDED', refundShares: shares });
    expect((await walletOf(t, user)).balance).toBe(creditShare / 100);
    await expectLedgerConsistent(t, user.id);
    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).filter((m) =>
      /is paid/.test(m.subject),
    );
    expect(mail?.subject).toContain(`refund of ${formatPaise(cashShare)} `);
    expect(mail?.text).toContain(`paid ${formatPaise(cashShare)} to your UPI ID asha@okaxis`);
    expect(mail?.text).toContain(`${formatPaise(creditShare)} went back to your store credit`);
    const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, placed._id))).filter(
      (a) => a.action === 'return.refund',
    );
    expect(audit?.after).toMatchObject({ refundAmount: refundPaise / 100, refundShares: shares });
  });

  it('an unpaid order that expires gives its credit back, once', async () => {
    const { user, order } = await orderPartlyOnCredit(500, 1);
    expect((await walletOf(t, user)).balance).toBe(0);
    const later = new Date(Date.now() + 24 * 3_600_000);
    await Promise.all([expireUnpaidOrders(t.db, later), expireUnpaidOrders(t.db, later)]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('CANCELLED');
    expect((await walletOf(t, user)).balance).toBe(500);
    expect(await expectLedgerConsistent(t, user.id)).toBe(50_000);
  });
});
