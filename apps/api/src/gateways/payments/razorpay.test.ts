import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { GatewayError } from './gateway.ts';
import { RazorpayGateway } from './razorpay.ts';
import { signWebhook } from './signatures.ts';

const linkInput = (orderId = randomUUID()) => ({
  orderId,
  amountPaise: 149_900,
  expireBy: new Date(Date.now() + 30 * 60_000),
  callbackUrl: `http://shop.test/payment/${orderId}`,
  description: `MoonMade order ${orderId}`,
  customer: { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' },
});

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('Razorpay gateway (against the fake Razorpay server)', () => {
  let fake: FakeRazorpay;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    fake = await FakeRazorpay.start();
    gateway = new RazorpayGateway({
      apiUrl: fake.url,
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      timeoutMs: 500,
    });
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.failWith = undefined;
    fake.delayMs = 0;
  });

  it('creates a payment link with basic auth and exactly the fields Razorpay expects', async () => {
    const input = linkInput();
    const link = await gateway.createLink(input);
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.shortUrl).toBe(fake.link(link.id).short_url);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_links', authorized: true });
    expect(request?.body).toEqual({
      amount: 149_900,
      currency: 'INR',
      accept_partial: false,
      reference_id: input.orderId,
      description: input.description,
      expire_by: Math.floor(input.expireBy.getTime() / 1000),
      callback_url: input.callbackUrl,
      callback_method: 'get',
      customer: input.customer,
      notify: { sms: false, email: false },
      reminder_enable: false,
    });
  });

  it('fetches a link: created, then paid with its captured payment', async () => {
    const input = linkInput();
    const { id } = await gateway.createLink(input);
    expect(await gateway.fetchLink(id)).toEqual({
      id,
      status: 'created',
      amountPaise: 149_900,
      amountPaidPaise: 0,
      referenceId: input.orderId,
      payments: [],
    });
    const { paymentId } = fake.pay(id);
    const paid = await gateway.fetchLink(id);
    expect(paid).toMatchObject({ status: 'paid', amountPaidPaise: 149_900 });
    expect(paid.payments).toEqual([{ paymentId, amountPaise: 149_900, status: 'captured' }]);
  });

  it('verifies the signature Razorpay puts on the return URL, and rejects an edited one', async () => {
    const { id } = await gateway.createLink(linkInput());
    const { query } = fake.pay(id);
    const input = {
      linkId: query.razorpay_payment_link_id,
      referenceId: query.razorpay_payment_link_reference_id,
      status: query.razorpay_payment_link_status,
      paymentId: query.razorpay_payment_id,
      signature: query.razorpay_signature,
    };
    expect(gateway.verifyReturnSignature(input)).toBe(true);
    expect(gateway.verifyReturnSignature({ ...input, paymentId: 'pay_MadeUp12345678' })).toBe(false);
  });

  it('verifies webhooks with the webhook secret over the raw body', async () => {
    const { id } = await gateway.createLink(linkInput());
    fake.pay(id);
    const delivery = fake.webhook('payment_link.paid', id);
    const raw = Buffer.from(delivery.body);
    expect(gateway.verifyWebhook(raw, delivery.headers['x-razorpay-signature'])).toBe(true);
    expect(gateway.verifyWebhook(raw, signWebhook(fake.keySecret, raw))).toBe(false);
    expect(
      gateway.verifyWebhook(
        Buffer.from(JSON.stringify(JSON.parse(delivery.body))),
        delivery.headers['x-razorpay-signature'],
      ),
    ).toBe(false);
  });

  it('answers 502 PAYMENT_LINK_UNAVAILABLE when Razorpay refuses the keys or fails', async () => {
    const wrongKeys = new RazorpayGateway({
      apiUrl: fake.url,
      keyId: fake.keyId,
      keySecret: 'not-the-secret',
      webhookSecret: 'x',
    });
    const refused = await gatewayError(wrongKeys.createLink(linkInput()));
    expect(refused).toMatchObject({ statusCode: 502, code: 'PAYMENT_LINK_UNAVAILABLE' });
    expect(refused.reason).toContain('Authentication failed');
    expect(refused.message).not.toContain('Authentication');

    fake.failWith = 500;
    expect(await gatewayError(gateway.createLink(linkInput()))).toMatchObject({ statusCode: 502 });
    fake.failWith = undefined;
    expect(await gatewayError(gateway.fetchLink('plink_DoesNotExist01'))).toMatchObject({ statusCode: 502 });
    expect(await gatewayError(gateway.fetchLink('../../etc'))).toMatchObject({ statusCode: 502 });
  });

  it('answers 503 PAYMENT_LINK_UNAVAILABLE when Razorpay is slow or unreachable', async () => {
    fake.delayMs = 1_500;
    const slow = await gatewayError(gateway.createLink(linkInput()));
    expect(slow).toMatchObject({ statusCode: 503, code: 'PAYMENT_LINK_UNAVAILABLE' });

    const unreachable = new RazorpayGateway({
      apiUrl: 'http://127.0.0.1:9/v1',
      keyId: 'k',
      keySecret: 's',
      webhookSecret: 'w',
    });
    expect(await gatewayError(unreachable.fetchLink('plink_Abc'))).toMatchObject({ statusCode: 503 });
  });
});
