import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FakeRazorpay } from '../fake-razorpay.ts';
import { setUpTestApp } from './suite.ts';

export const SHOP_URL = 'http://shop.test';

type WebhookDelivery = Parameters<FakeRazorpay['sendWebhook']>[1];

/**
 * The shop on the fake Razorpay for a test file's (or a describe's) tests: both start before the tests and
 * close after them; `t` is filled in by then (see suite.ts), and the fake behaves normally again before each
 * test. The app listens on a port of its own unless `listen` is false, so that `sendWebhook` can post the
 * fake's signed webhooks to it.
 */
export function setUpRazorpayShop(options: { env?: Record<string, string>; listen?: boolean } = {}) {
  const fake = new FakeRazorpay();
  beforeAll(() => fake.listen());
  afterAll(() => fake.close());
  beforeEach(() => fake.behaveNormally());
  const t = setUpTestApp(() => ({
    template: 'empty',
    env: { ...fake.env(), ...(options.env ?? { APP_URL: SHOP_URL }) },
  }));
  let webhookUrl = '';
  if (options.listen !== false)
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/webhook`;
    });
  const sendWebhook = (delivery: WebhookDelivery) => fake.sendWebhook(webhookUrl, delivery);
  return { fake, t, sendWebhook };
}
