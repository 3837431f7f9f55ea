import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { askForCod, confirmCodOrder } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orderReturns, outbox, refunds } from '../../db/schema/index.ts';

describe('returns of cash-on-delivery orders: refund to a UPI ID or bank account, paid out by the shop', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_MAX_ORDER: '100000' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1200, discountedPrice: 1200, sizes: { m: 50 } });

  const adminPut = clientOf(t, admin).put;
  const codOrder = async (user: TestUser, collect = true) => {
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 2 }]);
    const cod = await askForCod(t, user.headers, order._id);
    expect(cod.statusCode, cod.body).toBe(200);
    await confirmCodOrder(t, order._id);
    expect((await adminPut(`/api/admin/orders/${order._id}/deliver`)).statusCode).toBe(200);
    if (collect) expect((await adminPut(`/api/admin/orders/${order._id}/collected`)).statusCode).toBe(200);
    return order;
  };
  const ask = (user: TestUser, orderId: string, itemId: string, payout?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: user.headers,
      payload: {
        items: [{ itemId, quantity: 1 }],
        reason: 'Does not suit me',
        ...(payout ? { payout } : {}),
      },
    });

  it('refuses a cash order’s return without payout details, or with a malformed UPI ID, account number or IFSC; nothing is stored', async () => {
    const user = await createUser(t);
    const order = await codOrder(user);
    const itemId = order.orderItems[0]._id;
    const bad = [
      undefined,
      { method: 'UPI', upiId: 'not-an-upi-id' },
      { method: 'UPI', upiId: 'name@' },
      { method: 'BANK', accountName: 'Asha Rao', accountNumber: '12ab5678901', ifsc: 'SBIN0001234' },
      { method: 'BANK', accountName: 'Asha Rao', accountNumber: '12345678901', ifsc: 'SBIN1001234' },
      { method: 'CASH' },
    ];
    for (const payout of bad) {
      const res = await ask(user, order._id, itemId, payout);
      expect(res.statusCode, JSON.stringify(payout)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order._id))).toHaveLength(0);
  });

  it('refuses payout details on an online order (its refund goes to its payment), and a cash order whose cash is not collected', async () => {
    const user = await createUser(t);
    const online = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    await payOrder(t, user, online._id);
    expect((await adminPut(`/api/admin/orders/${online._id}/deliver`)).statusCode).toBe(200);
    const upi = { method: 'UPI', upiId: 'asha@okaxis' };
    const withPayout = await ask(user, online._id, online.orderItems[0]._id, upi);
    expect(withPayout.statusCode).toBe(400);
    expect(withPayout.json().message).toMatch(/paid online/);
    const uncollected = await codOrder(user, false);
    const early = await ask(user, uncollected._id, uncollected.orderItems[0]._id, upi);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/cash .* has not been recorded/);
  });

  it('a bank refund: the customer sees the account’s last four digits, the admin all of it; refunding needs the transfer’s reference, then mails the customer', async () => {
    const user = await createUser(t);
    const order = await codOrder(user);
    const payout = {
      method: 'BANK',
      accountName: 'Asha Rao',
      accountNumber: '001234567890',
      ifsc: 'hdfc0001234',
    };
    const res = await ask(user, order._id, order.orderItems[0]._id, payout);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'REQUESTED',
      refundAmount: 1200,
      payout: { method: 'BANK', accountNumber: '••••7890', ifsc: 'HDFC0001234' },
    });
    const made = res.json();
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/returns?status=REQUESTED',
        headers: admin.headers,
      })
    ).json();
    expect(listed.content.find((r: { _id: string }) => r._id === made._id).payout).toEqual({
      ...payout,
      ifsc: 'HDFC0001234',
    });
    const stock = (await stockOf(t, ring.id, 'm')).size ?? 0;
    expect((await adminPut(`/api/admin/returns/${made._id}/approve`)).statusCode).toBe(200);
    expect((await adminPut(`/api/admin/returns/${made._id}/receive`)).statusCode).toBe(200);
    expect((await stockOf(t, ring.id, 'm')).size).toBe(stock + 1);
    const noReference = await adminPut(`/api/admin/returns/${made._id}/refund`);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toMatch(/reference/);
    const refunded = await adminPut(`/api/admin/returns/${made._id}/refund`, {
      payoutReference: 'HDFCN52026112612345',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'REFUNDED',
      payoutReference: 'HDFCN52026112612345',
      refundStatus: null,
      creditNote: { number: expect.stringMatching(/^CN\//) },
    });
    // No gateway refund for cash: the shop paid it by hand.
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    const mails = (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).map((m) => m.subject);
    expect(mails.filter((s) => /refund of ₹1,200 .* is paid/.test(s))).toHaveLength(1);
    const [paidOut] = (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).filter((m) =>
      /is paid/.test(m.subject),
    );
    expect(paidOut?.text).toContain('bank account ending 7890');
  });

  it('a UPI refund is marked paid out the same way', async () => {
    const user = await createUser(t);
    const order = await codOrder(user);
    const made = (
      await ask(user, order._id, order.orderItems[0]._id, { method: 'UPI', upiId: 'asha.rao@okicici' })
    ).json();
    expect(made.payout).toEqual({ method: 'UPI', upiId: 'asha.rao@okicici' });
    for (const step of ['approve', 'receive'])
      expect((await adminPut(`/api/admin/returns/${made._id}/${step}`)).statusCode).toBe(200);
    const refunded = await adminPut(`/api/admin/returns/${made._id}/refund`, {
      payoutReference: '412345678901',
    });
    expect(refunded.json()).toMatchObject({ status: 'REFUNDED', payoutReference: '412345678901' });
  });
});
