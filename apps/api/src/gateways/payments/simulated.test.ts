import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-app.ts';
import { simulatedPaymentLinks } from '../../db/schema/index.ts';
import { GatewayError } from './gateway.ts';
import { verifyReturn } from './signatures.ts';
import { SimulatedGateway } from './simulated.ts';

const KEY = 'simulated-key-secret';

describe('simulated gateway', () => {
  let database: TestDatabase;
  let gateway: SimulatedGateway;
  beforeAll(async () => {
    database = await createTestDatabase('empty');
    gateway = new SimulatedGateway(database.db, {
      appUrl: 'http://shop.test',
      keySecret: KEY,
      webhookSecret: 'wh',
    });
  });
  afterAll(async () => database.drop());

  const create = (orderId = randomUUID(), expireBy = new Date(Date.now() + 30 * 60_000)) =>
    gateway.createLink({
      orderId,
      amountPaise: 99_900,
      expireBy,
      callbackUrl: `http://shop.test/payment/${orderId}`,
      description: 'MoonMade order',
      customer: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
    });

  it('creates a link hosted on our own /pay page and reports it like Razorpay', async () => {
    const orderId = randomUUID();
    const link = await create(orderId);
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.shortUrl).toBe(`http://shop.test/pay/${link.id}`);
    expect(await gateway.fetchLink(link.id)).toEqual({
      id: link.id,
      status: 'created',
      amountPaise: 99_900,
      amountPaidPaise: 0,
      referenceId: orderId,
      payments: [],
    });
  });

  it('pays a link once: a captured payment, a signed return URL, and a second payment refused', async () => {
    const orderId = randomUUID();
    const link = await create(orderId);
    const paid = await gateway.pay(link.id, new Date());
    if (paid.outcome !== 'paid') throw new Error(`expected paid, got ${paid.outcome}`);
    const url = new URL(paid.returnUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`http://shop.test/payment/${orderId}`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      razorpay_payment_id: paid.paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: orderId,
      razorpay_payment_link_status: 'paid',
    });
    expect(
      verifyReturn(KEY, {
        linkId: link.id,
        referenceId: orderId,
        status: 'paid',
        paymentId: paid.paymentId,
        signature: q.razorpay_signature ?? '',
      }),
    ).toBe(true);
    const state = await gateway.fetchLink(link.id);
    expect(state).toMatchObject({ status: 'paid', amountPaidPaise: 99_900 });
    expect(state.payments).toEqual([{ paymentId: paid.paymentId, amountPaise: 99_900, status: 'captured' }]);

    const again = await gateway.pay(link.id, new Date());
    expect(again).toMatchObject({ outcome: 'not_payable', status: 'paid' });
    expect((await gateway.fetchLink(link.id)).payments).toHaveLength(1);
  });

  it('concurrent payments of one link record exactly one payment', async () => {
    const link = await create();
    const results = await Promise.all([1, 2, 3, 4].map(() => gateway.pay(link.id, new Date())));
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect((await gateway.fetchLink(link.id)).payments).toHaveLength(1);
  });

  it('a link past its expiry is expired and cannot be paid', async () => {
    const link = await create(randomUUID(), new Date(Date.now() + 60_000));
    await database.db
      .update(simulatedPaymentLinks)
      .set({ expireBy: new Date(Date.now() - 1000) })
      .where(eq(simulatedPaymentLinks.id, link.id));
    expect((await gateway.fetchLink(link.id)).status).toBe('expired');
    expect(await gateway.pay(link.id, new Date())).toMatchObject({
      outcome: 'not_payable',
      status: 'expired',
    });
  });

  it('an unknown link is a gateway error on fetch and unknown on pay', async () => {
    await expect(gateway.fetchLink('plink_Unknown0000000')).rejects.toBeInstanceOf(GatewayError);
    expect(await gateway.pay('plink_Unknown0000000', new Date())).toEqual({ outcome: 'unknown' });
  });
});
