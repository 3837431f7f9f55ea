import { expect } from 'vitest';
import { pressPay } from './pay.ts';
import { askForLink } from './payments.ts';
import { addressFields } from './shop.ts';
import type { TestApp } from './test-app.ts';

/** Pays a guest order with the simulated gateway, carrying only the order's token. */
export async function payAsGuest(t: Pick<TestApp, 'app'>, orderId: string, token: string) {
  const headers = { 'x-order-token': token };
  const link = await askForLink(t, headers, orderId);
  expect(link.statusCode, link.body).toBe(200);
  const query = await pressPay(t, orderId, link.json().Payment_link_id);
  const confirmed = await t.app.inject({ method: 'GET', url: '/api/payments', headers, query });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}

/** An address as a guest order's shipping address takes it: without the email, which is the guest's own. */
export function guestAddress(overrides: Record<string, unknown> = {}) {
  const { email: _email, ...address } = addressFields(overrides);
  return address;
}

/** A guest order's body: the lines (one piece each unless told) for `email`, to `guestAddress()`, `extra` on top. */
export function guestOrderBody(
  email: string,
  lines: { productId: string; size: string; quantity?: number }[],
  extra: Record<string, unknown> = {},
) {
  const items = lines.map((line) => ({ quantity: 1, ...line }));
  return { email, items, shippingAddress: guestAddress(), ...extra };
}

/** `POST /api/guest/orders` with this body, from `remoteAddress` when given; answers the reply, whatever it is. */
export function postGuestOrder(t: Pick<TestApp, 'app'>, payload: object, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url: '/api/guest/orders', payload, remoteAddress });
}
