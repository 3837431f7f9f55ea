import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Pays a guest order with the simulated gateway, carrying only the order's token. */
export async function payAsGuest(t: Pick<TestApp, 'app'>, orderId: string, token: string) {
  const headers = { 'x-order-token': token };
  const link = await t.app.inject({ method: 'POST', url: `/api/payments/${orderId}`, headers, payload: {} });
  expect(link.statusCode, link.body).toBe(200);
  const pressed = await t.app.inject({
    method: 'POST',
    url: `/pay/${link.json().Payment_link_id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const back = new URL(String(pressed.headers.location)).searchParams;
  const confirmed = await t.app.inject({
    method: 'GET',
    url: '/api/payments',
    headers,
    query: {
      payment_id: back.get('razorpay_payment_id') ?? '',
      order_id: orderId,
      payment_link_id: back.get('razorpay_payment_link_id') ?? '',
      payment_link_reference_id: back.get('razorpay_payment_link_reference_id') ?? '',
      payment_link_status: back.get('razorpay_payment_link_status') ?? '',
      signature: back.get('razorpay_signature') ?? '',
    },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}
