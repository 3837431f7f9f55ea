import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, payments, simulatedPaymentLinks } from '../../src/db/schema/index.ts';
import { paymentReturnQuery } from './return-query.ts';
import { addToCart, createProduct, postCheckout } from './shop.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/** Test-only helpers for the payments tests: a PENDING order made through the real cart and orders API. */

export async function pendingOrder(
  t: TestApp,
  user: TestUser,
  options: { price?: number; discountedPrice?: number; quantity?: number; stock?: number } = {},
): Promise<{ id: string; productId: string; totalPayable: number }> {
  const product = await createProduct(t, {
    price: options.price ?? 1000,
    discountedPrice: options.discountedPrice ?? 800,
    sizes: { m: options.stock ?? 5 },
  });
  await addToCart(t, user, product.id, 'm', options.quantity ?? 1);
  const res = await postCheckout(t, user);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json();
  expect(order.orderStatus).toBe('PENDING');
  return { id: order._id, productId: product.id, totalPayable: order.totalPayable };
}

/** `POST /api/payments/:orderId` as the holder of `headers` (a customer's, or a guest's order token); the reply. */
export function askForLink(t: Pick<TestApp, 'app'>, headers: Record<string, string>, orderId: string) {
  return t.app.inject({ method: 'POST', url: `/api/payments/${orderId}`, headers, payload: {} });
}

export async function requestLink(t: TestApp, user: TestUser, orderId: string) {
  const res = await askForLink(t, user.headers, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { Payment_link_url: string; Payment_link_id: string };
}

/** A PENDING order (see `pendingOrder`) with its payment link asked for; `linkId` is the link's id. */
export async function pendingOrderWithLink(
  t: TestApp,
  user: TestUser,
  options: Parameters<typeof pendingOrder>[2] = {},
) {
  const order = await pendingOrder(t, user, options);
  return { ...order, linkId: await requestLinkId(t, user, order.id) };
}

/** The order is still PENDING and no payment was recorded for it. */
export async function expectStillUnpaid(t: TestApp, user: TestUser, orderId: string) {
  expect((await orderOf(t, user, orderId)).orderStatus).toBe('PENDING');
  expect(await paymentRows(t, orderId)).toHaveLength(0);
}

/** The id of the order's payment link, asked for as its customer. */
export async function requestLinkId(t: TestApp, user: TestUser, orderId: string): Promise<string> {
  return (await requestLink(t, user, orderId)).Payment_link_id;
}

/** Razorpay's return query (`razorpay_*`) as our web app passes it to `GET /api/payments`. */
export function returnQuery(returnUrl: string): Record<string, string> {
  return paymentReturnQuery(returnUrl, new URL(returnUrl).pathname.split('/').at(-1) ?? '');
}

export function confirmPayment(t: TestApp, user: TestUser, query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/payments', headers: user.headers, query });
}

export async function orderOf(t: TestApp, user: TestUser, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function cartItemCount(t: TestApp, user: TestUser): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers });
  return res.json().cartItems.length;
}

export async function paymentRows(t: TestApp, orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** How often the order's status changed to `status`, from its history. */
export async function statusChanges(t: TestApp, orderId: string, status: string): Promise<number> {
  const [row] = await t.db
    .select({ history: orders.statusHistory })
    .from(orders)
    .where(eq(orders.id, orderId));
  return (row?.history ?? []).filter((change) => change.status === status).length;
}

/** Moves an order's payment window (and its simulated link's expiry) into the past. */
export async function expireNow(t: TestApp, orderId: string): Promise<void> {
  const past = new Date(Date.now() - 1000);
  await t.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, orderId));
  await t.db
    .update(simulatedPaymentLinks)
    .set({ expireBy: past })
    .where(sql`${simulatedPaymentLinks.referenceId} = ${orderId}`);
}

/** A recording logger, for the lines a test expects to be logged (e.g. an amount mismatch). */
export function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
