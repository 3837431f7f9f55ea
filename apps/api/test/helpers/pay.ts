import { askForLink, returnQuery } from './payments.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';

/**
 * Presses Pay on the simulated gateway's page of the link and answers the signed return the gateway sends the
 * customer back with, as the query of `GET /api/payments`.
 */
export async function pressPay(t: Pick<TestApp, 'app'>, orderId: string, linkId: string) {
  const pressed = await t.app.inject({
    method: 'POST',
    url: `/pay/${linkId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const location = pressed.headers.location;
  if (pressed.statusCode !== 303 || typeof location !== 'string')
    throw new Error(`simulated Pay answered ${pressed.statusCode}`);
  return { ...returnQuery(location), order_id: orderId };
}

/**
 * Pays a PENDING order as its customer does with the simulated gateway: asks for the payment link, presses
 * Pay on the gateway's page, and brings the signed return back to `GET /api/payments`. Answers the order.
 */
export async function payOrder(t: Pick<TestApp, 'app'>, user: TestUser, orderId: string) {
  const linkReply = await askForLink(t, user.headers, orderId);
  if (linkReply.statusCode !== 200)
    throw new Error(`payment link: ${linkReply.statusCode} ${linkReply.body}`);
  const query = await pressPay(t, orderId, linkReply.json().Payment_link_id);
  const confirmed = await t.app.inject({ method: 'GET', url: '/api/payments', headers: user.headers, query });
  if (confirmed.statusCode !== 200)
    throw new Error(`payment return: ${confirmed.statusCode} ${confirmed.body}`);
  return confirmed.json().order;
}
