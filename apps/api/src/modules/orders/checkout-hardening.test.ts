import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { codConfirmed } from '../../../test/helpers/cod.ts';
import { requestLinkId } from '../../../test/helpers/payments.ts';
import { addToCart, createProduct, postCheckout, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders, simulatedPaymentLinks } from '../../db/schema/index.ts';

const t = setUpTestApp({ template: 'empty', env: { COD_MAX_ORDER: '100000' } });

const checkout = (user: TestUser) => postCheckout(t, user);
const cod = (user: TestUser, orderId: string) => codConfirmed(t, user, orderId);
const requestLink = (user: TestUser, orderId: string) => requestLinkId(t, user, orderId);
const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('the hold limit counts cash on delivery (S49)', () => {
  it('S49 one account cannot take a size’s stock over several COD orders without paying', async () => {
    const product = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { m: 25 } });
    const user = await createUser(t);
    await addToCart(t, user, product.id, 'm', 10);
    const first = await checkout(user);
    expect(first.statusCode, first.body).toBe(201);
    expect((await cod(user, first.json()._id)).statusCode).toBe(200);

    await addToCart(t, user, product.id, 'm', 10);
    const second = await checkout(user);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'HOLD_LIMIT',
      details: { productId: product.id, size: 'm', held: 10, orderId: first.json()._id },
    });
    expect(second.json().message).toContain('cash-on-delivery orders not yet delivered hold 10');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 15, total: 15 });
  });

  it('S49 a delivered COD order no longer counts against the limit', async () => {
    const product = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { m: 30 } });
    const admin = await createUser(t, { role: 'admin' });
    const user = await createUser(t);
    await addToCart(t, user, product.id, 'm', 10);
    const first = (await checkout(user)).json();
    expect((await cod(user, first._id)).statusCode).toBe(200);
    for (const step of ['ship', 'out-for-delivery', 'deliver']) {
      const res = await clientOf(t, admin).put(`/api/admin/orders/${first._id}/${step}`);
      expect(res.statusCode, `${step} ${res.body}`).toBe(200);
    }
    await addToCart(t, user, product.id, 'm', 10);
    const second = await checkout(user);
    expect(second.statusCode, second.body).toBe(201);
  });
});

describe('a failed checkout changes nothing (S52)', () => {
  it('S52 OUT_OF_STOCK leaves the earlier unpaid order and its payment link as they were', async () => {
    const ring = await createProduct(t, { sizes: { m: 5 } });
    const chain = await createProduct(t, { sizes: { l: 1 } });
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 'm', 2);
    const earlier = (await checkout(user)).json();
    const linkId = await requestLink(user, earlier._id);

    // Meanwhile someone else buys the last chain; this customer adds it and checks out again.
    await addToCart(t, user, chain.id, 'l', 1);
    const other = await createUser(t);
    await addToCart(t, other, chain.id, 'l', 1);
    expect((await checkout(other)).statusCode).toBe(201);
    const failed = await checkout(user);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().code).toBe('OUT_OF_STOCK');

    expect(await statusOf(earlier._id)).toBe('PENDING');
    const [link] = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.id, linkId));
    expect(link?.status).toBe('created');
    expect((await t.app.inject({ method: 'GET', url: `/pay/${linkId}` })).statusCode).toBe(200);
    expect(await stockOf(t, ring.id, 'm')).toEqual({ size: 3, total: 3 });
    const mine = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toHaveLength(1);
  });

  it('S52 a checkout that succeeds still replaces the earlier order and cancels its link', async () => {
    const ring = await createProduct(t, { sizes: { m: 5 } });
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 'm', 2);
    const earlier = (await checkout(user)).json();
    const linkId = await requestLink(user, earlier._id);
    const next = await checkout(user);
    expect(next.statusCode, next.body).toBe(201);
    expect(await statusOf(earlier._id)).toBe('CANCELLED');
    const [link] = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.id, linkId));
    expect(link?.status).toBe('cancelled');
    expect(await stockOf(t, ring.id, 'm')).toEqual({ size: 3, total: 3 });
  });
});
