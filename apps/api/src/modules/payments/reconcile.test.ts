import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartItemCount,
  orderOf,
  paymentRows,
  pendingOrder,
  pendingOrderWithLink,
  recordingLog,
  requestLink,
  statusChanges,
} from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { createGateway, type PaymentGateway } from '../../gateways/payments/index.ts';
import { reconcilePendingPayments } from './reconcile.ts';

describe('payment reconciliation (Razorpay, against the fake)', () => {
  const { fake, t } = setUpRazorpayShop({ env: {}, listen: false });
  let gateway: PaymentGateway;
  const user = setUpUserPerTest(t);
  beforeAll(() => {
    gateway = createGateway(t.config, t.db);
  });

  const orderWithLink = (options: { discountedPrice?: number } = {}, customer = user) =>
    pendingOrderWithLink(t, customer, options);

  it('a paid link with no return and no webhook → PLACED, cart emptied', async () => {
    const order = await orderWithLink();
    const { paymentId } = fake.pay(order.linkId);
    const summary = await reconcilePendingPayments(t.db, gateway, new Date());
    expect(summary).toMatchObject({ placed: 1, failed: 0 });
    const placed = await orderOf(t, user, order.id);
    expect(placed).toMatchObject({ orderStatus: 'PLACED', paymentDetails: { status: 'PAID', paymentId } });
    expect(await cartItemCount(t, user)).toBe(0);
    // Nothing left to do on the next run.
    expect((await reconcilePendingPayments(t.db, gateway, new Date())).placed).toBe(0);
  });

  it('an expired or cancelled link cancels its PENDING order and releases the stock; unpaid links wait', async () => {
    // Three customers: an order keeps the cart until it is paid, so one customer's orders would share lines.
    const expired = await orderWithLink();
    const cancelled = await orderWithLink({}, await createUser(t));
    const waiting = await orderWithLink({}, await createUser(t));
    const reserved = await stockOf(t, expired.productId, 'm');
    fake.expire(expired.linkId);
    fake.cancel(cancelled.linkId);
    const summary = await reconcilePendingPayments(t.db, gateway, new Date());
    expect(summary.cancelled).toBe(2);
    expect((await orderOf(t, user, expired.id)).orderStatus).toBe('CANCELLED');
    expect(await statusChanges(t, cancelled.id, 'CANCELLED')).toBe(1);
    expect(await statusChanges(t, waiting.id, 'CANCELLED')).toBe(0);
    expect((await stockOf(t, expired.productId, 'm')).size).toBe((reserved.size ?? 0) + 1);
  });

  it('S23 a paid link with the wrong amount is not applied, and the mismatch is logged', async () => {
    const order = await orderWithLink({ discountedPrice: 700 });
    fake.pay(order.linkId, { amountPaise: 50_000 });
    const log = recordingLog();
    const summary = await reconcilePendingPayments(t.db, gateway, new Date(), { log });
    expect(summary.placed).toBe(0);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
    expect(log.lines).toContainEqual({
      level: 'error',
      message: 'payment amount mismatch',
      details: { orderId: order.id, expectedPaise: 70_000, linkAmountPaise: 70_000, amountPaidPaise: 50_000 },
    });
  });

  it('two instances reconciling at once apply a payment once', async () => {
    const order = await orderWithLink();
    fake.pay(order.linkId);
    const runs = await Promise.all([1, 2, 3].map(() => reconcilePendingPayments(t.db, gateway, new Date())));
    expect(runs.reduce((sum, run) => sum + run.placed, 0)).toBe(1);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
    expect(await statusChanges(t, order.id, 'PLACED')).toBe(1);
  });

  it('a gateway failure is counted and logged, never thrown, and the order is left for the next run', async () => {
    const order = await orderWithLink();
    fake.pay(order.linkId);
    fake.failWith = 500;
    const log = recordingLog();
    const summary = await reconcilePendingPayments(t.db, gateway, new Date(), { log });
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(log.lines.some((l) => l.level === 'error')).toBe(true);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
    fake.failWith = undefined;
    await reconcilePendingPayments(t.db, gateway, new Date());
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PLACED');
  });
});

describe('payment reconciliation (simulated gateway, as a background job)', () => {
  const t = setUpTestApp({ template: 'empty', env: { JOB_INTERVAL_SECONDS: '1' } });

  it('the job places an order paid on the /pay page whose customer never came back', async () => {
    const user = await createUser(t);
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const paid = await t.app.inject({ method: 'POST', url: `/pay/${link.Payment_link_id}/pay` });
    expect(paid.statusCode).toBe(303);

    const deadline = Date.now() + 10_000;
    let status = 'PENDING';
    while (status === 'PENDING' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await orderOf(t, user, order.id)).orderStatus;
    }
    expect(status).toBe('PLACED');
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });
});
