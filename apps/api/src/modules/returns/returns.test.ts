import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, placeOrder, postCheckout, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { auditLog, orders, outbox, payments, refunds, taxDocuments } from '../../db/schema/index.ts';

describe('returns of delivered orders (window 7 days, simulated gateway)', () => {
  const t = setUpTestApp({ template: 'empty', env: { RETURN_WINDOW_DAYS: '7' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 50 } });
  const chain = setUpProduct(t, { price: 700, discountedPrice: 500, sizes: { s: 50 } });

  const adminPut = (path: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url: path, headers: admin.headers, ...(payload ? { payload } : {}) });
  const deliveredOrder = async (
    user: TestUser,
    lines: { productId: string; size: string; quantity: number }[],
  ) => {
    const order = await placeOrder(t, user, lines);
    await payOrder(t, user, order._id);
    const delivered = await adminPut(`/api/admin/orders/${order._id}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    return delivered.json();
  };
  const ask = (
    user: TestUser,
    orderId: string,
    items: { itemId: string; quantity: number }[],
    reason = 'Too small',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: user.headers,
      payload: { items, reason },
    });

  it('a return goes requested → approved → received → refunded: stock back on receipt, refund of the items paid share, mails, activity log', async () => {
    const user = await createUser(t);
    const order = await deliveredOrder(user, [
      { productId: ring.id, size: 'm', quantity: 2 },
      { productId: chain.id, size: 's', quantity: 1 },
    ]);
    const ringLine = order.orderItems.find((i: { product: { _id: string } }) => i.product._id === ring.id);
    const res = await ask(user, order._id, [{ itemId: ringLine._id, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      status: 'REQUESTED',
      refundAmount: 1000,
      items: [{ itemId: ringLine._id, quantity: 1, refundAmount: 1000 }],
      refundStatus: null,
      payout: null,
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
    });
    expect(mine.json()).toHaveLength(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=REQUESTED',
      headers: admin.headers,
    });
    expect(list.json().content.map((r: { _id: string }) => r._id)).toContain(made._id);

    const before = await stockOf(t, ring.id, 'm');
    const approved = await adminPut(`/api/admin/returns/${made._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      refundStatus: null,
      customer: { email: user.email },
    });
    // Approval arranges the pickup: no money and no stock move yet.
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made._id))).toHaveLength(0);
    expect((await stockOf(t, ring.id, 'm')).size).toBe(before.size);

    const received = await adminPut(`/api/admin/returns/${made._id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'RECEIVED', refundStatus: null });
    expect(received.json().receivedAt).toEqual(expect.any(String));
    expect((await stockOf(t, ring.id, 'm')).size).toBe((before.size ?? 0) + 1);
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made._id))).toHaveLength(0);

    const refunded = await adminPut(`/api/admin/returns/${made._id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'REFUNDED', refundStatus: 'PROCESSED' });
    expect(refunded.json().creditNote.number).toMatch(/^CN\//);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.returnId, made._id));
    expect(refund).toMatchObject({ amountPaise: 100_000, status: 'PROCESSED' });
    expect((await stockOf(t, ring.id, 'm')).size).toBe((before.size ?? 0) + 1);

    const subjects = (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).map(
      (m) => m.subject,
    );
    expect(subjects.filter((s) => /return .* approved/.test(s))).toHaveLength(1);
    expect(subjects.filter((s) => /refund of ₹1,000 /.test(s))).toHaveLength(1);
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers })
    ).json();
    expect(view.paymentDetails.status).toBe('PAID');
    expect(view.paymentDetails.refunds).toEqual([
      expect.objectContaining({ amount: 1000, returnId: made._id }),
    ]);
    // The order's own credit note stays the full one (none here): the return's note is the return's.
    expect(view.creditNote).toBeNull();
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, order._id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['return.request', 'return.approve', 'return.receive', 'return.refund']),
    );
  });

  it('every step out of turn is refused with 409 INVALID_TRANSITION and changes nothing', async () => {
    const user = await createUser(t);
    const order = await deliveredOrder(user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const made = (await ask(user, order._id, [{ itemId: order.orderItems[0]._id, quantity: 1 }])).json();
    const stock = (await stockOf(t, ring.id, 'm')).size;
    const refuse = async (step: string, payload?: object) => {
      const res = await adminPut(`/api/admin/returns/${made._id}/${step}`, payload);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
    };
    await refuse('receive');
    await refuse('refund');
    expect((await adminPut(`/api/admin/returns/${made._id}/approve`)).statusCode).toBe(200);
    await refuse('approve');
    await refuse('refund');
    expect((await adminPut(`/api/admin/returns/${made._id}/receive`)).statusCode).toBe(200);
    await refuse('receive');
    await refuse('approve');
    // Received items cannot be rejected: the shop has them, it refunds.
    await refuse('reject', { reason: 'Changed our mind' });
    expect((await stockOf(t, ring.id, 'm')).size).toBe((stock ?? 0) + 1);
    const online = await adminPut(`/api/admin/returns/${made._id}/refund`, { payoutReference: 'UTR12345' });
    expect(online.statusCode).toBe(400);
    expect(online.json().code).toBe('INVALID_INPUT');
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made._id))).toHaveLength(0);
    expect((await adminPut(`/api/admin/returns/${made._id}/refund`)).statusCode).toBe(200);
    await refuse('refund');
    await refuse('reject', { reason: 'Too late now' });
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made._id))).toHaveLength(1);
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.returnId, made._id))).toHaveLength(1);
    expect((await adminPut(`/api/admin/returns/${crypto.randomUUID()}/approve`)).statusCode).toBe(404);
  });

  it('an approved return can still be rejected before its items arrive; nothing is refunded', async () => {
    const user = await createUser(t);
    const order = await deliveredOrder(user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const made = (await ask(user, order._id, [{ itemId: order.orderItems[0]._id, quantity: 1 }])).json();
    const stock = (await stockOf(t, ring.id, 'm')).size;
    expect((await adminPut(`/api/admin/returns/${made._id}/approve`)).statusCode).toBe(200);
    const rejected = await adminPut(`/api/admin/returns/${made._id}/reject`, {
      reason: 'Pickup failed twice',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('REJECTED');
    expect((await stockOf(t, ring.id, 'm')).size).toBe(stock);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
  });

  it('S42 another user’s return → 404: asking, listing and the admin calls are refused to customers', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const order = await deliveredOrder(owner, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const itemId = order.orderItems[0]._id;
    expect((await ask(other, order._id, [{ itemId, quantity: 1 }])).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/returns`,
      headers: other.headers,
    });
    expect(listed.statusCode).toBe(404);
    const made = (await ask(owner, order._id, [{ itemId, quantity: 1 }])).json();
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/returns/${made._id}/approve`,
      headers: other.headers,
    });
    expect(approve.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/returns', headers: owner.headers })).statusCode,
    ).toBe(403);
  });

  it('S42 never more than bought minus already returned; over several returns the refunds add up to the goods’ paid share, never above the payment', async () => {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const user = await createUser(t);
    await addToCart(t, user, chain.id, 's', 3);
    expect((await applyCoupon(t, user, coupon.code)).statusCode).toBe(200);
    const placed = (await postCheckout(t, user)).json();
    await payOrder(t, user, placed._id);
    const order = (await adminPut(`/api/admin/orders/${placed._id}/deliver`)).json();
    const itemId = order.orderItems[0]._id;
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
    const paid = payment?.amountPaise ?? 0;
    const tooMany = await ask(user, order._id, [{ itemId, quantity: 4 }]);
    expect(tooMany.statusCode).toBe(409);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await ask(user, order._id, [{ itemId, quantity: 1 }]);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json()._id);
    }
    expect((await ask(user, order._id, [{ itemId, quantity: 1 }])).statusCode).toBe(409);
    for (const step of ['approve', 'receive', 'refund'])
      await Promise.all(ids.map((id) => adminPut(`/api/admin/returns/${id}/${step}`)));
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    const total = rows.reduce((sum, r) => sum + r.amountPaise, 0);
    expect(rows).toHaveLength(3);
    // 3 × ₹500 less 10%: ₹1,350 for the goods; delivery (if any) is not refunded for returned items.
    expect(total).toBe(135_000);
    expect(total).toBeLessThanOrEqual(paid);
  });

  it('rejects with a reason (escaped in the mail); a rejected return gives its units back to return', async () => {
    const user = await createUser(t);
    const order = await deliveredOrder(user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const itemId = order.orderItems[0]._id;
    const made = (await ask(user, order._id, [{ itemId, quantity: 1 }])).json();
    const empty = await adminPut(`/api/admin/returns/${made._id}/reject`, {});
    expect(empty.statusCode).toBe(400);
    const rejected = await adminPut(`/api/admin/returns/${made._id}/reject`, { reason: 'Worn <b>twice</b>' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'Worn <b>twice</b>' });
    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).filter((m) =>
      /About your return/.test(m.subject),
    );
    expect(mail?.html).toContain('Worn &lt;b&gt;twice&lt;/b&gt;');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    expect((await ask(user, order._id, [{ itemId, quantity: 1 }])).statusCode).toBe(201);
  });

  it('409 RETURN_WINDOW_CLOSED before delivery and after RETURN_WINDOW_DAYS', async () => {
    const user = await createUser(t);
    const notYet = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    await payOrder(t, user, notYet._id);
    const early = await ask(user, notYet._id, [{ itemId: notYet.orderItems[0]._id, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RETURN_WINDOW_CLOSED');
    const order = await deliveredOrder(user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    const history = (row?.statusHistory ?? []).map((c) =>
      c.status === 'DELIVERED' ? { ...c, at: new Date(Date.now() - 8 * 86_400_000).toISOString() } : c,
    );
    await t.db.update(orders).set({ statusHistory: history }).where(eq(orders.id, order._id));
    const late = await ask(user, order._id, [{ itemId: order.orderItems[0]._id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RETURN_WINDOW_CLOSED');
  });
});
