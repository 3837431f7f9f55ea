import { FakeShiprocket } from '../fake-shiprocket.ts';
import { createProduct, type TestProduct } from './shop.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

export const SHIPROCKET_TEST_WEBHOOK_TOKEN = 'webhook-token-0123456789abcdef';
/** The pickup address the test shop names, and its PIN as the fake's pickup addresses list it. */
export const SHIPROCKET_TEST_PICKUP = { location: 'Studio', pincode: '560025' };

export interface ShiprocketShop {
  t: TestApp;
  fake: FakeShiprocket;
  admin: TestUser;
  product: TestProduct;
}

/**
 * A shop that ships through the fake Shiprocket on loopback: the fake started, the app configured for it
 * (`env` adds or overrides settings), an admin and a product with 100 in stock.
 */
export async function startShiprocketShop(env: Record<string, string> = {}): Promise<ShiprocketShop> {
  const fake = await new FakeShiprocket().start();
  fake.pickupAddresses.push({
    pickup_location: SHIPROCKET_TEST_PICKUP.location,
    pin_code: SHIPROCKET_TEST_PICKUP.pincode,
  });
  const t = await buildTestApp({
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
  });
  const admin = await createUser(t, { role: 'admin' });
  const product = await createProduct(t, { sizes: { s: 100 } });
  return { t, fake, admin, product };
}

export async function stopShiprocketShop(shop: Partial<ShiprocketShop>): Promise<void> {
  await shop.t?.close();
  await shop.fake?.stop();
}
