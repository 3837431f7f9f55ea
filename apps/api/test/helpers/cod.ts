import { hiddenLinkToken } from '../../src/modules/mail/hidden-links.ts';
import { TEST_JWT_SECRET, type TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/**
 * The customer confirms a cash-on-delivery order from the link mailed to them: the same token the mail
 * carries (rendered from the server's secret), through the real endpoint.
 */
export async function confirmCodOrder(t: Pick<TestApp, 'app'>, orderId: string): Promise<void> {
  const token = hiddenLinkToken(TEST_JWT_SECRET, `cod-confirm:${orderId}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/orders/cod-confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`COD confirmation: ${res.statusCode} ${res.body}`);
}

/** The customer (or a guest, by the order token's header) asks to pay cash on delivery for a PENDING order. */
export function askForCod(t: Pick<TestApp, 'app'>, headers: Record<string, string>, orderId: string) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cod`, headers });
}

/** Cash on delivery asked for and, when the shop accepts it, confirmed from the mailed link, so it may ship. */
export async function codConfirmed(t: Pick<TestApp, 'app'>, user: TestUser, orderId: string) {
  const res = await askForCod(t, user.headers, orderId);
  if (res.statusCode === 200) await confirmCodOrder(t, orderId);
  return res;
}

/**
 * A PENDING order taken cash on delivery to its end: asked for, confirmed from the mail, delivered by the admin
 * and the cash collected (each step must succeed), as an order that may be returned.
 */
export async function codCollected(
  t: Pick<TestApp, 'app'>,
  admin: TestUser,
  user: TestUser,
  orderId: string,
) {
  const cod = await askForCod(t, user.headers, orderId);
  if (cod.statusCode !== 200) throw new Error(`cash on delivery: ${cod.statusCode} ${cod.body}`);
  await confirmCodOrder(t, orderId);
  for (const move of ['deliver', 'collected']) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/${move}`,
      headers: admin.headers,
    });
    if (res.statusCode !== 200) throw new Error(`${move}: ${res.statusCode} ${res.body}`);
  }
}
