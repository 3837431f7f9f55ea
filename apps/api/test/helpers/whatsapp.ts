import { afterAll, beforeAll, expect } from 'vitest';
import { FakeWhatsapp, type FakeWhatsappMessage } from '../fake-whatsapp.ts';
import { askForCod } from './cod.ts';
import { addressFields, addToCart, postCheckout, type TestProduct } from './shop.ts';
import { type ShopWithFake, setUpProduct, setUpTestApp, setUpUser } from './suite.ts';
import type { TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

export type WhatsappShop = ShopWithFake<FakeWhatsapp>;

/**
 * A shop that talks WhatsApp through the fake Cloud API on loopback (see suite.ts for how the set-up fills in
 * before the first test): `env` adds or overrides settings; an admin and a product with 100 in stock.
 */
export function setUpWhatsappShop(env: Record<string, string> = {}): WhatsappShop {
  const fake = new FakeWhatsapp();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const t = setUpTestApp(() => ({
    template: 'empty',
    env: { APP_URL: 'https://shop.example.in', COD_CONFIRM_HOURS: '24', ...fake.env(), ...env },
  }));
  const admin = setUpUser(t, { role: 'admin' });
  const product = setUpProduct(t, { sizes: { s: 100 } });
  return { t, fake, admin, product };
}

let phones = 0;
/** A phone number of its own for each order of a test file (10 digits), so STOP in one test touches no other. */
export const newPhone = () =>
  `98${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;

export async function setOptIn(t: Pick<TestApp, 'app'>, user: TestUser, optIn: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/whatsapp',
    headers: user.headers,
    payload: { optIn },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ optIn });
}

/** A PENDING order of one `product` in size s to `phone`; answers its id. */
export async function orderTo(t: Pick<TestApp, 'app'>, user: TestUser, product: TestProduct, phone: string) {
  await addToCart(t, user, product.id, 's');
  const res = await postCheckout(t, user, addressFields({ phoneNumber: phone }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

/** A cash-on-delivery order placed (waiting for confirmation) to `phone`; answers its id. */
export async function codOrderTo(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  product: TestProduct,
  phone: string,
) {
  const orderId = await orderTo(t, user, product, phone);
  const res = await askForCod(t, user.headers, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

/**
 * Lets the sender send what is due now. The NOTIFY may wake it meanwhile and lease a row this run then
 * skips, so the last wait lets that run finish too.
 */
export async function flushWhatsapp(t: Pick<TestApp, 'app'>, now?: Date) {
  await t.app.whatsappSender?.idle();
  await t.app.whatsappSender?.sendDue(now);
  await t.app.whatsappSender?.idle();
}

/**
 * A consenting customer (a new one unless given) orders `product` cash on delivery to a new phone; answers the
 * order and the WhatsApp message of `template` the fake received for it (asserted sent).
 */
export async function codOrderMessaged(
  t: Pick<TestApp, 'app' | 'db'>,
  fake: FakeWhatsapp,
  product: TestProduct,
  template: string,
  user?: TestUser,
) {
  const customer = user ?? (await createUser(t));
  await setOptIn(t, customer, true);
  const phone = newPhone();
  const orderId = await codOrderTo(t, customer, product, phone);
  await flushWhatsapp(t);
  const message = fake.sentTo(`91${phone}`, template)[0] as FakeWhatsappMessage;
  expect(message).toBeDefined();
  return { customer, phone, orderId, message };
}
