import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { askForLink } from '../../../test/helpers/payments.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { addToCart, placeOrder, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { expectLedgerConsistent, grantCredit, useCredit, walletOf } from '../../../test/helpers/wallet.ts';
import {
  auditLog,
  orders,
  outbox,
  refunds,
  storeCreditEntries,
  taxDocuments,
} from '../../db/schema/index.ts';

describe('store credit: goodwill, paying with it, and getting it back', () => {
  const t = setUpTestApp({ template: 'empty', env: { RETURN_WINDOW_DAYS: '7' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 200 } });

  const adminPut = clientOf(t, admin).put;
  const creditCheckout = async (user: TestUser) => {
    await addToCart(t, user, ring.id, 'm');
    const used = await useCredit(t, user);
    expect(used.statusCode, used.body).toBe(200);
    const res = await postCheckout(t, user);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const cancel = (user: TestUser, orderId: string, payload?: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/cancel`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
  const refundsSentFor = async (orderId: string) =>
    (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((r) => r.amountPaise);
  /** The wallet holds `balance` rupees, the gateway was asked to refund `sent` (paise), and the ledger adds up. */
  const expectWalletAndRefunds = async (user: TestUser, orderId: string, balance: number, sent: number[]) => {
    expect((await walletOf(t, user)).balance).toBe(balance);
    expect(await refundsSentFor(orderId)).toEqual(sent);
    await expectLedgerConsistent(t, user.id);
  };
  /** The order paid on the simulated gateway and delivered by the admin. */
  const paidAndDelivered = async (user: TestUser, order: { _id: string }) => {
    await payOrder(t, user, order._id);
    expect((await adminPut(`/api/admin/orders/${order._id}/deliver`)).statusCode).toBe(200);
  };

  it('the owner grants goodwill credit (audited); a debit below zero and a customer granting are refused', async () => {
    const user = await createUser(t);
    const wallet = await grantCredit(t, admin, user, 250);
    expect(wallet.balance).toBe(250);
    expect(wallet.entries[0]).toMatchObject({ amount: 250, reason: 'goodwill: Sorry for the wait' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'store_credit.grant')));
    expect(audit?.after).toMatchObject({ amount: 250, balance: 250 });
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/store-credit`,
      headers: admin.headers,
      payload: { amount: -300, reason: 'Taking back' },
    });
    expect(tooMuch.statusCode).toBe(409);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${user.id}/store-credit`,
      headers: user.headers,
      payload: { amount: 1000, reason: 'Free money' },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await walletOf(t, user)).balance).toBe(250);
    expect(await expectLedgerConsistent(t, user.id)).toBe(25_000);
  });

  it('partial use: the cart and the order take the credit off what is payable, the link asks for the rest, the invoice keeps the full value', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 300);
    await addToCart(t, user, ring.id, 'm');
    const cart = (await useCredit(t, user)).json();
    expect(cart.storeCredit).toEqual({ use: true, balance: 300, applied: 300 });
    expect(cart.totalPayable).toBe(700);
    const order = (await postCheckout(t, user)).json();
    expect(order).toMatchObject({ orderStatus: 'PENDING', storeCredit: 300, totalPayable: 700 });
    expect((await walletOf(t, user)).balance).toBe(0);
    const link = await askForLink(t, user.headers, order._id);
    expect(link.statusCode, link.body).toBe(200);
    const paid = await payOrder(t, user, order._id);
    expect(paid.orderStatus).toBe('PLACED');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.tax?.totalPaise).toBe(100_000);
    const invoice = await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order._id), eq(taxDocuments.kind, 'invoice')));
    expect(invoice).toHaveLength(1);
  });

  it('full use: an order paid in full by credit is placed at once, with no payment link', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 1500);
    const order = await creditCheckout(user);
    expect(order).toMatchObject({ orderStatus: 'PLACED', storeCredit: 1000, totalPayable: 0 });
    const [placedMail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.orderId, order._id)));
    expect(placedMail?.text).toContain('Paid by store credit');
    expect(order.invoice?.number).toEqual(expect.any(String));
    expect((await walletOf(t, user)).balance).toBe(500);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();
    expect(cart.cartItems).toHaveLength(0);
    expect(cart.storeCredit.use).toBe(false);
  });

  it('cancelling an order paid partly by credit gives the credit back and refunds only the online part', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 400);
    const order = await creditCheckout(user);
    await payOrder(t, user, order._id);
    const cancelled = await cancel(user, order._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectWalletAndRefunds(user, order._id, 400, [60_000]);
  });

  it('credit from a cancel: the customer takes what they paid online as store credit instead of a refund', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm' }]);
    await payOrder(t, user, order._id);
    const cancelled = await cancel(user, order._id, { payout: { method: 'STORE_CREDIT' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().orderStatus).toBe('CANCELLED');
    const wallet = await walletOf(t, user);
    expect(wallet.balance).toBe(1000);
    expect(wallet.entries[0]).toMatchObject({ amount: 1000, reason: 'cancel', orderId: order._id });
    expect(await refundsSentFor(order._id)).toHaveLength(0);
    // Its payment reads refunded, to store credit, like a card refund — to the customer and to the owner.
    const refundedToCredit = { status: 'REFUNDED', walletRefund: { storeCredit: 1000, giftCard: 0 } };
    expect(cancelled.json().paymentDetails).toMatchObject(refundedToCredit);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: user.headers,
    });
    expect(mine.json().paymentDetails).toMatchObject(refundedToCredit);
    const owners = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json().paymentDetails).toMatchObject(refundedToCredit);
    // The owner's customer page counts it as refunded, like a card refund.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${user.id}`,
      headers: admin.headers,
    });
    expect(page.json().totals).toMatchObject({ refunded: 1000 });
  });

  it('an order paid in full by credit and cancelled reads refunded to store credit, not paid', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 1000);
    const order = await creditCheckout(user);
    expect(order.paymentDetails.status).toBe('PAID');
    const cancelled = await cancel(user, order._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().paymentDetails).toMatchObject({
      status: 'REFUNDED',
      walletRefund: { storeCredit: 1000, giftCard: 0 },
      refunds: [],
    });
    expect((await walletOf(t, user)).balance).toBe(1000);
  });

  it('credit from a return: payout STORE_CREDIT lands in the wallet when the items are received, with a credit note', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm' }]);
    await paidAndDelivered(user, order);
    const payload = oneOfFirstLine(order, 'Changed my mind', { method: 'STORE_CREDIT' });
    const asked = await askForReturn(t, user.headers, order._id, payload);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json()._id;
    expect((await adminPut(`/api/admin/returns/${id}/approve`)).statusCode).toBe(200);
    const received = await adminPut(`/api/admin/returns/${id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'REFUNDED', payout: { method: 'STORE_CREDIT' } });
    expect(received.json().creditNote.number).toMatch(/^CN\//);
    expect((await walletOf(t, user)).balance).toBe(1000);
    expect(await refundsSentFor(order._id)).toHaveLength(0);
    // Received twice changes nothing.
    expect((await adminPut(`/api/admin/returns/${id}/receive`)).statusCode).toBe(409);
    expect((await walletOf(t, user)).balance).toBe(1000);
  });

  it('S64 a return of an order paid partly by credit splits the refund: credit back its share, the gateway the rest, never more than each paid', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 250);
    const order = await creditCheckout(user);
    await paidAndDelivered(user, order);
    const asked = await askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'Too big'));
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json()._id;
    await adminPut(`/api/admin/returns/${id}/approve`);
    await adminPut(`/api/admin/returns/${id}/receive`);
    const refunded = await adminPut(`/api/admin/returns/${id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    await expectWalletAndRefunds(user, order._id, 250, [75_000]);
  });

  it('S64 thirty parallel checkouts against one balance never spend more than it', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 1500);
    await addToCart(t, user, ring.id, 'm');
    await useCredit(t, user);
    const replies = await Promise.all(Array.from({ length: 30 }, () => postCheckout(t, user)));
    expect(replies.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
    const balance = await expectLedgerConsistent(t, user.id);
    const live = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    const spent = live
      .filter((o) => o.status !== 'CANCELLED')
      .reduce((sum, o) => sum + o.storeCreditPaise, 0);
    expect(spent + balance).toBe(150_000);
    expect(spent).toBeLessThanOrEqual(150_000);
  });

  it('S64 thirty parallel debits of one balance: the ledger refuses every one that would take it below zero', async () => {
    const user = await createUser(t);
    await grantCredit(t, admin, user, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.db.insert(storeCreditEntries).values({ userId: user.id, amountPaise: -10_000, reason: 'order' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await expectLedgerConsistent(t, user.id)).toBe(0);
    // Entries are never edited or removed.
    await expect(
      t.db.delete(storeCreditEntries).where(eq(storeCreditEntries.userId, user.id)),
    ).rejects.toThrow();
  });
});
