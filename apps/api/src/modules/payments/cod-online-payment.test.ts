import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { FakeWhatsapp, type FakeWhatsappMessage } from '../../../test/fake-whatsapp.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { codOrderMessaged } from '../../../test/helpers/whatsapp.ts';
import { auditLog, codOnlinePayments, orders, outbox, payments, refunds } from '../../db/schema/index.ts';
import { hiddenLinkToken } from '../mail/hidden-links.ts';
import { cancelUnconfirmedCodOrders } from '../orders/cod-confirmation.ts';
import { retryUnsentRefunds } from '../refunds/refund-process.ts';

/**
 * PREPAID_DISCOUNT 5, COD_FEE 49, delivery free: a ring of ₹800 is ₹849 in cash (800 + 49), ₹760 paid online
 * (800 − 40); the saving ₹89. The fake Razorpay signs its webhooks, the fake Cloud API gets the messages.
 */
const razorpay = new FakeRazorpay();
const whatsapp = new FakeWhatsapp();
beforeAll(async () => {
  await razorpay.listen();
  await whatsapp.start();
});
afterAll(async () => {
  await razorpay.close();
  await whatsapp.stop();
});
beforeEach(() => razorpay.behaveNormally());
const t = setUpTestApp(() => ({
  template: 'empty',
  env: {
    ...razorpay.env(),
    ...whatsapp.env(),
    APP_URL: 'https://shop.example.in',
    COD_CONFIRM_HOURS: '24',
    PREPAID_DISCOUNT: '5',
    COD_FEE: '49',
    DELIVERY_CHARGE: '0',
  },
}));
const admin = setUpUser(t, { role: 'admin' });
const product = setUpProduct(t, { price: 1000, discountedPrice: 800, sizes: { s: 100 } });
let webhookUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/webhook`;
});
const sendWebhook = (delivery: Parameters<FakeRazorpay['sendWebhook']>[1]) =>
  razorpay.sendWebhook(webhookUrl, delivery);

const orderRow = async (orderId: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** A consenting customer's COD order, its WhatsApp confirmation and the token its pay-online link carries. */
async function codOrderWithOffer() {
  const { customer, orderId, message } = await codOrderMessaged(
    t,
    whatsapp,
    product,
    'cod_confirm_pay_online',
  );
  const url = new URL(message.params[5] ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.in/cod-pay');
  return { customer, orderId, message, token: url.searchParams.get('token') ?? '' };
}

async function payLinkOf(token: string) {
  const res = await post('/api/orders/cod-pay-online/link', { token });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select()
    .from(codOnlinePayments)
    .where(eq(codOnlinePayments.paymentLinkUrl, res.json().url));
  expect(row).toBeDefined();
  return row?.paymentLinkId ?? '';
}

const tapButton = async (message: FakeWhatsappMessage, index: 0 | 1) => {
  const res = await whatsapp.postWebhook(t.app, whatsapp.buttonReply(message, index));
  expect(res.statusCode, res.body).toBe(200);
};

describe('a COD order paid online from its confirmation', () => {
  it('the WhatsApp message and the mail carry the same link; it shows the online total; the signed capture switches the order once', async () => {
    const { customer, orderId, message, token } = await codOrderWithOffer();
    // The same token as the confirm link, so the mail's link and WhatsApp's are one (S46: hidden in the outbox).
    expect(token).toBe(hiddenLinkToken(TEST_JWT_SECRET, `cod-confirm:${orderId}`));
    expect(message.params[4]).toBe('₹89');
    const mails = await t.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.orderId, orderId));
    const mailText = mails.map((m) => m.text).join('\n');
    expect(mailText).toContain(
      'Or pay online now and save ₹89: https://shop.example.in/cod-pay?token=[redacted]',
    );
    expect(mailText).not.toContain(token);

    const quote = await post('/api/orders/cod-pay-online/quote', { token });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      orderId,
      codTotal: 849,
      onlineTotal: 760,
      saving: 89,
      unavailable: null,
    });

    const linkId = await payLinkOf(token);
    expect(razorpay.link(linkId).amount).toBe(76_000);
    expect(razorpay.link(linkId).reference_id).not.toBe(orderId);
    // Opening the page again gives the same live link, not a second one.
    expect(await payLinkOf(token)).toBe(linkId);

    const { paymentId } = razorpay.pay(linkId);
    const delivery = razorpay.webhook('payment_link.paid', linkId);
    expect((await sendWebhook(delivery)).status).toBe(200);
    expect((await sendWebhook(razorpay.webhook('payment_link.paid', linkId))).status).toBe(200);
    const back = await post('/api/orders/cod-pay-online/return', { linkId });
    expect(back.json()).toMatchObject({ orderId, paid: true });

    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      paymentMethod: 'ONLINE',
      status: 'PLACED',
      prepaidDiscountPaise: 4_000,
      codFeePaise: 0,
      codRoundOffPaise: 0,
      codConfirmTokenHash: null,
      codConfirmBy: null,
    });
    expect(row?.paidAt).not.toBeNull();
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(paid).toEqual([expect.objectContaining({ paymentId, amountPaise: 76_000 })]);

    const view = await clientOf(t, customer).get(`/api/orders/${orderId}`);
    expect(view.statusCode, view.body).toBe(200);
    const order = view.json();
    expect(order.totalPayable).toBe(760);
    expect(order.paymentDetails).toMatchObject({ method: 'ONLINE', status: 'PAID' });
    expect(order.invoice).not.toBeNull();
    // The invoice's taxable value and tax add up to what was paid (no COD fee, the prepaid discount off).
    const { taxableValue, cgst, sgst, igst } = order.tax;
    expect(Math.round((taxableValue + cgst + sgst + igst) * 100)).toBe(76_000);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.cod_paid_online')));
    expect(audits).toHaveLength(1);
    const told = await t.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.to, customer.email)));
    expect(told.filter((m) => m.subject.includes('is paid online'))).toHaveLength(1);

    // The COD confirmation is over: the buttons, the deadline and the token change nothing any more.
    await tapButton(message, 1);
    await tapButton(message, 0);
    await cancelUnconfirmedCodOrders(t.db, new Date(Date.now() + 48 * 3_600_000));
    expect(await orderRow(orderId)).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'ONLINE',
      codConfirmedAt: null,
    });
    const stale = await post('/api/orders/cod-pay-online/quote', { token });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('INVALID_COD_TOKEN');
  });

  it('refuses clearly once the order is confirmed for cash, or cancelled, and makes no link', async () => {
    const confirmed = await codOrderWithOffer();
    await tapButton(confirmed.message, 0);
    const quote = await post('/api/orders/cod-pay-online/quote', { token: confirmed.token });
    expect(quote.json().unavailable).toMatch(/confirmed for cash on delivery already/);
    const refused = await post('/api/orders/cod-pay-online/link', { token: confirmed.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/confirmed for cash on delivery already/);

    const cancelled = await codOrderWithOffer();
    await tapButton(cancelled.message, 1);
    const no = await post('/api/orders/cod-pay-online/link', { token: cancelled.token });
    expect(no.statusCode).toBe(409);
    expect(no.json().message).toMatch(/is cancelled/);
    const links = await t.db
      .select()
      .from(codOnlinePayments)
      .where(eq(codOnlinePayments.orderId, cancelled.orderId));
    expect(links).toHaveLength(0);
  });

  it('a capture that arrives after the order was cancelled takes nothing into the order and is refunded whole, once, with a mail and an audit entry', async () => {
    const { customer, orderId, message, token } = await codOrderWithOffer();
    const linkId = await payLinkOf(token);
    await tapButton(message, 1);
    razorpay.pay(linkId);
    razorpay.refundStatus = 'processed';
    expect((await sendWebhook(razorpay.webhook('payment_link.paid', linkId))).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'CANCELLED',
      paymentMethod: 'COD',
      paidAt: null,
    });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(codOnlinePayments)
      .where(eq(codOnlinePayments.paymentLinkId, linkId));
    expect(row?.outcome).toMatch(/^unapplied: .*cancelled/);
    const made = razorpay.refundsOf(row?.paymentId ?? '');
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(76_000);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({
      codOnlinePaymentId: row?.id,
      paymentId: row?.paymentId,
      amountPaise: 76_000,
      status: 'PROCESSED',
      gatewayRefundId: made[0]?.id,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.cod_capture_refunded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ paymentId: row?.paymentId, amountPaise: 76_000 });
    const mails = await t.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.to, customer.email)));
    const told = mails.filter((m) => m.subject.startsWith('We refunded'));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain('₹760');
    expect(told[0]?.text).toMatch(/because the order could not take it: Order .* is cancelled/);
    // The order page shows the refund, but the COD order's own payment reads as it was: cancelled, not refunded.
    const view = await clientOf(t, admin).get(`/api/admin/orders/${orderId}`);
    expect(view.statusCode, view.body).toBe(200);
    const details = view.json().order?.paymentDetails ?? view.json().paymentDetails;
    expect(details.status).toBe('CANCELLED');
    expect(details.refunds).toEqual([
      expect.objectContaining({ amount: 760, status: 'PROCESSED', unappliedPayment: true }),
    ]);

    const back = await post('/api/orders/cod-pay-online/return', { linkId });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toMatch(/refunded/);
    expect(razorpay.refundsOf(row?.paymentId ?? '')).toHaveLength(1);
  });

  it("the webhook and the customer's return arriving together still make one refund", async () => {
    for (let i = 0; i < 3; i++) {
      const { orderId, message, token } = await codOrderWithOffer();
      const linkId = await payLinkOf(token);
      await tapButton(message, 0);
      razorpay.pay(linkId);
      const [hook, back] = await Promise.all([
        sendWebhook(razorpay.webhook('payment_link.paid', linkId)),
        post('/api/orders/cod-pay-online/return', { linkId }),
      ]);
      expect(hook.status).toBe(200);
      expect(back.statusCode).toBe(409);
      const [row] = await t.db
        .select()
        .from(codOnlinePayments)
        .where(eq(codOnlinePayments.paymentLinkId, linkId));
      expect(row?.outcome).toMatch(/^unapplied: .*confirmed/);
      expect(razorpay.refundsOf(row?.paymentId ?? '')).toHaveLength(1);
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.amountPaise).toBe(76_000);
    }
  });

  it('a refund the provider could not take (down) stays pending and is sent by the retry job later', async () => {
    const { orderId, message, token } = await codOrderWithOffer();
    const linkId = await payLinkOf(token);
    await tapButton(message, 1);
    razorpay.pay(linkId);
    razorpay.failWith = 503;
    expect((await sendWebhook(razorpay.webhook('payment_link.paid', linkId))).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(codOnlinePayments)
      .where(eq(codOnlinePayments.paymentLinkId, linkId));
    expect(razorpay.refundsOf(row?.paymentId ?? '')).toHaveLength(0);
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(waiting).toMatchObject({ status: 'PENDING', gatewayRefundId: null, amountPaise: 76_000 });
    expect(waiting?.lastError).toBeTruthy();

    razorpay.behaveNormally();
    await retryUnsentRefunds({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });
    const made = razorpay.refundsOf(row?.paymentId ?? '');
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(76_000);
    const [sent] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(sent?.gatewayRefundId).toBe(made[0]?.id);
    await retryUnsentRefunds({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });
    expect(razorpay.refundsOf(row?.paymentId ?? '')).toHaveLength(1);
  });

  it('a payment and a Confirm tap at once: exactly one wins, and money is never counted for a confirmed COD order', async () => {
    for (let i = 0; i < 3; i++) {
      const { orderId, message, token } = await codOrderWithOffer();
      const linkId = await payLinkOf(token);
      razorpay.pay(linkId);
      const [paid] = await Promise.all([
        sendWebhook(razorpay.webhook('payment_link.paid', linkId)),
        tapButton(message, 0),
      ]);
      expect(paid.status).toBe(200);
      const row = await orderRow(orderId);
      const paidRows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
      const [link] = await t.db
        .select()
        .from(codOnlinePayments)
        .where(eq(codOnlinePayments.paymentLinkId, linkId));
      if (row?.paymentMethod === 'ONLINE') {
        expect(row.codConfirmedAt).toBeNull();
        expect(paidRows).toHaveLength(1);
        expect(link?.outcome).toBe('applied');
      } else {
        expect(row?.codConfirmedAt).not.toBeNull();
        expect(row?.paidAt).toBeNull();
        expect(paidRows).toHaveLength(0);
        expect(link?.outcome).toMatch(/^unapplied: .*confirmed/);
      }
    }
  });

  it('ships as a paid order: the admin may ship it without a COD confirmation', async () => {
    const { orderId, token } = await codOrderWithOffer();
    const linkId = await payLinkOf(token);
    razorpay.pay(linkId);
    expect((await sendWebhook(razorpay.webhook('payment_link.paid', linkId))).status).toBe(200);
    const shipped = await clientOf(t, admin).put(`/api/admin/orders/${orderId}/ship`, {
      courier: 'India Post',
      trackingNumber: 'EE1IN',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });
});
