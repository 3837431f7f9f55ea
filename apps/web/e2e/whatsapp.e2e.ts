import { orderNumber } from '@shop/contracts';
import { describe, expect, inject, it } from 'vitest';
import { FakeWhatsapp, type FakeWhatsappMessage } from '../../api/test/fake-whatsapp.ts';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import { ADDRESS, addToCart, baseUrl, browserForTests, openSession, placeOrder, signUp } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** Builds and signs webhooks as Meta would, with the e2e shop's app secret (the fake itself runs in global-setup). */
const meta = new FakeWhatsapp({ appSecret: inject('whatsappAppSecret') });

/** Waits until the fake Cloud API has received a message of `template` to `to`. */
async function messageTo(to: string, template: string): Promise<FakeWhatsappMessage> {
  const fakeRoot = new URL(inject('whatsappUrl')).origin;
  for (let tries = 0; tries < 100; tries++) {
    const messages = (await (await fetch(`${fakeRoot}/__fake/messages`)).json()) as FakeWhatsappMessage[];
    const found = messages.find((m) => m.to === to && m.template.name === template);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} message to ${to} reached the fake WhatsApp API`);
}

describe('cash on delivery confirmed on WhatsApp', () => {
  it('a shopper ticks "Order updates on WhatsApp", pays cash on delivery, taps Confirm; the admin then ships it', async () => {
    const product = await createTestProduct(admin.jwt, `WhatsApp Ring ${Date.now().toString(36)}`, {
      '7': 5,
    });
    const shopper = await signUp('whatsapp-cod');
    await addToCart(shopper.jwt, product._id, '7');
    const phoneNumber = `9${String(Date.now()).slice(-9)}`;
    const order = await placeOrder(shopper.jwt, { ...ADDRESS, phoneNumber });
    const number = orderNumber(order._id);

    const session = await openSession(browser(), { width: 390, jwt: shopper.jwt });
    await session.page.goto(`/checkout?step=3&order_id=${order._id}`);
    const optIn = session.page.getByRole('checkbox', { name: /Order updates on WhatsApp/ });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await session.page.getByRole('checkbox', { name: /Order updates on WhatsApp/, checked: true }).waitFor();
    await session.page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await session.page.getByRole('button', { name: 'Place Your Order' }).click();
    await session.page.waitForURL(`**/order-placed/${order._id}`);
    session.assertNoConsoleErrors();
    await session.context.close();

    // The confirmation reached WhatsApp with its two buttons; the shopper taps Confirm.
    const confirm = await messageTo(`91${phoneNumber}`, 'cod_confirm');
    expect(confirm.payloads).toEqual([`cod-confirm:${order._id}`, `cod-cancel:${order._id}`]);
    const { payload, headers } = meta.signed(meta.buttonReply(confirm, 0));
    const tapped = await fetch(`${baseUrl()}/api/whatsapp/webhook`, {
      method: 'POST',
      headers,
      body: payload,
    });
    expect(tapped.status).toBe(200);
    expect((await tapped.json()).outcomes).toEqual(['confirmed']);

    // The admin sees the messages on the order's page and ships it.
    const owner = await openSession(browser(), { width: 1280, jwt: admin.jwt });
    const { page } = owner;
    await page.goto(`/admin/orders/${order._id}`);
    await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(/WhatsApp · cod_confirm/).waitFor();
    await page.getByRole('button', { name: `Status of order ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Order Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${number}` });
    await dialog.getByLabel('Courier').fill('India Post');
    await dialog.getByLabel('Tracking number').fill('EE123456789IN');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await timeline.getByText('Shipped', { exact: true }).waitFor();
    owner.assertNoConsoleErrors();
    await owner.context.close();
    await messageTo(`91${phoneNumber}`, 'order_shipped');
  });
});
