import { expect } from 'vitest';
import { pressPay } from './pay.ts';
import { askForLink } from './payments.ts';
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
