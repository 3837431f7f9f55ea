import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { confirmCodOrder } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addressFields, addToCart, createProduct } from '../../../test/helpers/shop.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import {
  codOrderTo,
  flushWhatsapp,
  newPhone,
  orderTo,
  setOptIn,
  setUpWhatsappShop,
} from '../../../test/helpers/whatsapp.ts';
import { outbox, productSizes } from '../../db/schema/index.ts';
import { sendCartReminders } from '../marketing/cart-reminders.ts';
import { mailRestockedSizes } from '../restock/restock.service.ts';

const { t, fake, admin, product } = setUpWhatsappShop();

const whatsappRows = (orderId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'whatsapp')));

const move = (orderId: string, path: string, payload?: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/${path}`,
    headers: admin.headers,
    payload,
  });

describe('WhatsApp messages through the outbox and the fake Cloud API', () => {
  it('sends nothing to a customer who did not tick "Order updates on WhatsApp" (unticked by default)', async () => {
    const user = await createUser(t);
    const consent = await t.app.inject({ method: 'GET', url: '/api/users/whatsapp', headers: user.headers });
    expect(consent.json()).toEqual({ optIn: false });
    const phone = newPhone();
    const orderId = await codOrderTo(t, user, product, phone);
    await flushWhatsapp(t);
    expect(await whatsappRows(orderId)).toEqual([]);
    expect(fake.sentTo(`91${phone}`)).toEqual([]);
    // The mails still go to the outbox as before.
    const mails = await t.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(mails.map((m) => m.channel)).toEqual(['email', 'email', 'email']);
  });

  it('with consent: "order placed" with its page and the COD confirmation with two quick replies, each once', async () => {
    const user = await createUser(t);
    await setOptIn(t, user, true);
    const phone = newPhone();
    const orderId = await codOrderTo(t, user, product, phone);
    await flushWhatsapp(t);
    await flushWhatsapp(t, new Date(Date.now() + 3 * 3_600_000));
    const sent = fake.sentTo(`91${phone}`);
    expect(sent.map((m) => m.template.name).sort()).toEqual(['cod_confirm', 'order_placed']);
    const placed = sent.find((m) => m.template.name === 'order_placed');
    expect(placed?.params[0]).toBe('Asha');
    expect(placed?.params[3]).toBe(`https://shop.example.in/account/order/${orderId}`);
    const confirm = sent.find((m) => m.template.name === 'cod_confirm');
    expect(confirm?.payloads).toEqual([`cod-confirm:${orderId}`, `cod-cancel:${orderId}`]);
    expect(confirm?.params[3]).toBe('24');
    const rows = await whatsappRows(orderId);
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT']);
    expect(rows.map((r) => r.providerMessageId).sort()).toEqual(sent.map((m) => m.id).sort());
  });

  it('shipped with the tracking link, out for delivery, delivered with the review link: one message each', async () => {
    const user = await createUser(t);
    await setOptIn(t, user, true);
    const phone = newPhone();
    const orderId = await codOrderTo(t, user, product, phone);
    await confirmCodOrder(t, orderId);
    const shipped = await move(orderId, 'ship', {
      courier: 'Delhivery',
      trackingNumber: 'DL123',
      trackingUrl: 'https://track.example.in/DL123',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await move(orderId, 'out-for-delivery')).statusCode).toBe(200);
    expect((await move(orderId, 'deliver')).statusCode).toBe(200);
    await flushWhatsapp(t);
    await flushWhatsapp(t);
    const sent = fake.sentTo(`91${phone}`);
    // The first two are queued in one transaction; their order among themselves is not fixed.
    expect([
      ...sent
        .slice(0, 2)
        .map((m) => m.template.name)
        .sort(),
      ...sent.slice(2).map((m) => m.template.name),
    ]).toEqual(['cod_confirm', 'order_placed', 'order_shipped', 'order_out_for_delivery', 'order_delivered']);
    expect(sent[2]?.params.slice(2)).toEqual(['Delhivery', 'https://track.example.in/DL123']);
    expect(sent[3]?.params[2]).toMatch(/^₹/);
    expect(sent[4]?.params[2]).toBe(`https://shop.example.in/product/${product.id}?review=1#reviews`);
  });

  it('a refund issued is told on WhatsApp', async () => {
    const user = await createUser(t);
    await setOptIn(t, user, true);
    const phone = newPhone();
    const orderId = await orderTo(t, user, product, phone);
    await payOrder(t, user, orderId);
    expect((await move(orderId, 'cancel')).statusCode).toBe(200);
    await flushWhatsapp(t);
    const names = fake.sentTo(`91${phone}`).map((m) => m.template.name);
    expect(names).toEqual(['order_placed', 'refund_issued']);
    const refund = fake.sentTo(`91${phone}`, 'refund_issued')[0];
    expect(refund?.params[1]).toMatch(/^₹/);
  });

  it('the API down: messages wait in the outbox with the error, and all go once it is back, none twice', async () => {
    const user = await createUser(t);
    await setOptIn(t, user, true);
    const phone = newPhone();
    fake.down = true;
    const before = fake.requests;
    const orderId = await codOrderTo(t, user, product, phone);
    await flushWhatsapp(t);
    expect(fake.requests).toBeGreaterThan(before);
    let rows = await whatsappRows(orderId);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('PENDING');
      expect(row.lastError).toContain('131000');
    }
    fake.down = false;
    await flushWhatsapp(t, new Date(Date.now() + 2 * 3_600_000));
    await flushWhatsapp(t, new Date(Date.now() + 4 * 3_600_000));
    rows = await whatsappRows(orderId);
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT']);
    expect(fake.sentTo(`91${phone}`)).toHaveLength(2);
  });

  it('a message Meta refuses for good (a template not approved: 132001) is kept as not sent, and not retried', async () => {
    const user = await createUser(t);
    await setOptIn(t, user, true);
    const approved = fake.templates.order_placed;
    delete fake.templates.order_placed;
    try {
      const orderId = await codOrderTo(t, user, product, newPhone());
      await flushWhatsapp(t);
      const [placed] = (await whatsappRows(orderId)).filter((r) => r.subject.includes('order_placed'));
      expect(placed).toMatchObject({ status: 'SKIPPED', deliveryStatus: 'failed', attempts: 1 });
      expect(placed?.lastError).toContain('132001');
      await flushWhatsapp(t, new Date(Date.now() + 5 * 3_600_000));
      const [again] = (await whatsappRows(orderId)).filter((r) => r.subject.includes('order_placed'));
      expect(again?.attempts).toBe(1);
    } finally {
      if (approved) fake.templates.order_placed = approved;
    }
  });

  it('a guest order with whatsappOptIn: true is told on WhatsApp; one without it is not', async () => {
    const guestOrder = (email: string, phone: string, whatsappOptIn?: boolean) => {
      const { email: _unused, ...address } = addressFields({ phoneNumber: phone });
      return t.app.inject({
        method: 'POST',
        url: '/api/guest/orders',
        payload: {
          email,
          items: [{ productId: product.id, size: 's', quantity: 1 }],
          shippingAddress: address,
          ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
        },
      });
    };
    const cod = async (email: string, phone: string, optIn?: boolean) => {
      const res = await guestOrder(email, phone, optIn);
      expect(res.statusCode, res.body).toBe(201);
      const { order, orderToken } = res.json();
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/cod`,
        headers: { 'x-order-token': orderToken },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return order._id as string;
    };
    const ticked = newPhone();
    const orderId = await cod('guest-wa@example.com', ticked, true);
    const unticked = newPhone();
    await cod('guest-nowa@example.com', unticked);
    await flushWhatsapp(t);
    expect(fake.sentTo(`91${unticked}`)).toEqual([]);
    const placed = fake.sentTo(`91${ticked}`, 'order_placed')[0];
    // A guest's link opens the order by its token, rendered only when sent (S46).
    expect(placed?.params[3]).toMatch(
      new RegExp(`^https://shop.example.in/order/${orderId}\\?token=[\\w-]{20,}$`),
    );
    const [row] = (await whatsappRows(orderId)).filter((r) => r.subject.includes('order_placed'));
    expect(JSON.stringify(row?.template)).toContain('[redacted]');
  });

  it('the cart reminder (marketing) goes on WhatsApp only with the marketing consent as well', async () => {
    const remind = async (marketing: boolean) => {
      const user = await createUser(t);
      await setOptIn(t, user, true);
      const phone = newPhone();
      // An earlier (unpaid) order gives the phone; the cart changes after it.
      await orderTo(t, user, product, phone);
      await addToCart(t, user, product.id, 's');
      const consent = await clientOf(t, user).put('/api/users/marketing', { consent: marketing });
      expect(consent.statusCode, consent.body).toBe(200);
      return phone;
    };
    const agreed = await remind(true);
    const notAgreed = await remind(false);
    await sendCartReminders(
      t.db,
      { appUrl: 'https://shop.example.in', secret: TEST_JWT_SECRET },
      1,
      new Date(Date.now() + 2 * 3_600_000),
    );
    await flushWhatsapp(t);
    const sent = fake.sentTo(`91${agreed}`, 'cart_reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params[2]).toBe('https://shop.example.in/cart');
    expect(fake.sentTo(`91${notAgreed}`, 'cart_reminder')).toEqual([]);
  });

  it('"back in stock" goes on WhatsApp to a signed-in request only with the marketing consent as well', async () => {
    const ring = await createProduct(t, { sizes: { s: 5, m: 0 } });
    const ask = async (marketing: boolean) => {
      const user = await createUser(t);
      await setOptIn(t, user, true);
      const phone = newPhone();
      await orderTo(t, user, product, phone);
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/marketing',
        headers: user.headers,
        payload: { consent: marketing },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${ring.id}/notify`,
        headers: user.headers,
        payload: { size: 'M', email: user.email },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return phone;
    };
    const agreed = await ask(true);
    const notAgreed = await ask(false);
    await t.db
      .update(productSizes)
      .set({ quantity: 3 })
      .where(and(eq(productSizes.productId, ring.id), eq(productSizes.name, 'm')));
    await mailRestockedSizes(t.db, { appUrl: 'https://shop.example.in', secret: TEST_JWT_SECRET });
    await flushWhatsapp(t);
    const sent = fake.sentTo(`91${agreed}`, 'back_in_stock');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params.slice(1)).toEqual(['M', `https://shop.example.in/product/${ring.id}`]);
    expect(fake.sentTo(`91${notAgreed}`, 'back_in_stock')).toEqual([]);
  });

  it('the admin outbox lists WhatsApp messages beside mails; the settings check names what is set', async () => {
    const list = await clientOf(t, admin).get('/api/admin/outbox?pageSize=50');
    expect(list.statusCode).toBe(200);
    const channels = new Set(list.json().content.map((m: { channel: string }) => m.channel));
    expect(channels).toEqual(new Set(['email', 'whatsapp']));
    const check = await t.app.inject({ method: 'GET', url: '/api/admin/whatsapp', headers: admin.headers });
    expect(check.statusCode).toBe(200);
    expect(check.json().enabled).toBe(true);
    expect(check.json().settings).toContainEqual({ name: 'WHATSAPP_ACCESS_TOKEN', set: true });
    expect(check.body).not.toContain(fake.accessToken);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/admin/whatsapp/test',
      headers: admin.headers,
      payload: { phone: '9812345678' },
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(fake.sentTo('919812345678', 'hello_world')).toHaveLength(1);
  });
});
