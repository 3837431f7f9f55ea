import { afterAll, beforeAll } from 'vitest';
import { FakeShiprocket } from '../fake-shiprocket.ts';
import { type ShopWithFake, setUpProduct, setUpTestApp, setUpUser } from './suite.ts';
import type { TestApp } from './test-app.ts';

export const SHIPROCKET_TEST_WEBHOOK_TOKEN = 'webhook-token-0123456789abcdef';
/** The pickup address the test shop names, and its PIN as the fake's pickup addresses list it. */
export const SHIPROCKET_TEST_PICKUP = { location: 'Studio', pincode: '560025' };

export type ShiprocketShop = ShopWithFake<FakeShiprocket>;

/**
 * A shop that ships through the fake Shiprocket on loopback, for a test file's (or a describe's) tests: the
 * fake started, the app configured for it (`env` adds or overrides settings), an admin and a product with 100
 * in stock, all filled in before the first test (see suite.ts) and stopped after the last.
 */
export function setUpShiprocketShop(env: Record<string, string> = {}): ShiprocketShop {
  const fake = new FakeShiprocket();
  beforeAll(async () => {
    await fake.start();
    fake.pickupAddresses.push({
      pickup_location: SHIPROCKET_TEST_PICKUP.location,
      pin_code: SHIPROCKET_TEST_PICKUP.pincode,
    });
  });
  afterAll(() => fake.stop());
  const t = setUpTestApp(() => ({
    template: 'empty',
    env: {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_API_URL: fake.url,
      SHIPROCKET_EMAIL: fake.email,
      SHIPROCKET_PASSWORD: fake.password,
      SHIPROCKET_WEBHOOK_TOKEN: SHIPROCKET_TEST_WEBHOOK_TOKEN,
      SHIPROCKET_PICKUP_LOCATION: SHIPROCKET_TEST_PICKUP.location,
      ...env,
    },
  }));
  const admin = setUpUser(t, { role: 'admin' });
  const product = setUpProduct(t, { sizes: { s: 100 } });
  return { t, fake, admin, product };
}

/** Shiprocket's webhook call to the shop, with the test shop's token; answers the reply. */
export function shiprocketHook(t: Pick<TestApp, 'app'>, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook',
    headers: { 'x-api-key': SHIPROCKET_TEST_WEBHOOK_TOKEN },
    payload,
  });
}
