import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { flushWhatsapp, newPhone, setUpWhatsappShop } from '../../../test/helpers/whatsapp.ts';
import { consentEvents, productSizes } from '../../db/schema/index.ts';
import { mailRestockedSizes } from './restock.service.ts';

const { t, fake } = setUpWhatsappShop();

let ip = 0;
const notify = (productId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify`,
    payload,
    remoteAddress: `10.42.0.${++ip}`,
  });
const restock = async (productId: string) => {
  await t.db
    .update(productSizes)
    .set({ quantity: 3 })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.name, 'm')));
  await mailRestockedSizes(t.db, { appUrl: 'https://shop.example.in', secret: TEST_JWT_SECRET });
  await flushWhatsapp(t);
};
const backInStock = (phone: string) => fake.sentTo(`91${phone}`, 'back_in_stock');

describe('a guest\'s "Notify me" on WhatsApp', () => {
  it('tells a guest who gave a phone and ticked WhatsApp and marketing, once, and records the consent', async () => {
    const ring = await createProduct(t, { sizes: { m: 0 } });
    const phone = newPhone();
    const guest = { size: 'M', phoneNumber: phone, whatsappOptIn: true, marketingOptIn: true };
    expect((await notify(ring.id, { ...guest, email: 'asha.guest@example.com' })).statusCode).toBe(201);
    // Asked again, and with a second address for the same phone: still one message.
    expect((await notify(ring.id, { ...guest, email: 'asha.guest@example.com' })).statusCode).toBe(201);
    expect((await notify(ring.id, { ...guest, email: 'asha.other@example.com' })).statusCode).toBe(201);
    await restock(ring.id);
    const sent = backInStock(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toEqual([ring.title, 'M', `https://shop.example.in/product/${ring.id}`]);
    // The job again: the requests are done, nothing more.
    await restock(ring.id);
    expect(backInStock(phone)).toHaveLength(1);
    const ledger = await t.db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.email, 'asha.guest@example.com'));
    expect(ledger).toEqual([
      expect.objectContaining({ purpose: 'whatsapp_marketing', given: true, source: 'notify_me' }),
      expect.objectContaining({ purpose: 'whatsapp_marketing', given: true, source: 'notify_me' }),
    ]);
  });

  it('sends nothing on WhatsApp without both boxes ticked (unticked by default), or to a phone that said STOP', async () => {
    const ring = await createProduct(t, { sizes: { m: 0 } });
    const [noBoxes, onlyWhatsapp, onlyMarketing, stopped] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const asks = [
      { email: 'g1@example.com', phoneNumber: noBoxes },
      { email: 'g2@example.com', phoneNumber: onlyWhatsapp, whatsappOptIn: true },
      { email: 'g3@example.com', phoneNumber: onlyMarketing, marketingOptIn: true },
      { email: 'g4@example.com', phoneNumber: stopped, whatsappOptIn: true, marketingOptIn: true },
    ];
    for (const ask of asks) expect((await notify(ring.id, { size: 'm', ...ask })).statusCode).toBe(201);
    const stop = await fake.postWebhook(t.app, fake.textMessage(`91${stopped}`, 'STOP'));
    expect(stop.statusCode).toBe(200);
    await restock(ring.id);
    for (const phone of [noBoxes, onlyWhatsapp, onlyMarketing, stopped])
      expect(backInStock(phone)).toEqual([]);
  });

  it('refuses WhatsApp without a phone, or a phone that is not 10 digits, changing nothing', async () => {
    const ring = await createProduct(t, { sizes: { m: 0 } });
    const noPhone = await notify(ring.id, {
      size: 'm',
      email: 'g5@example.com',
      whatsappOptIn: true,
      marketingOptIn: true,
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.body).toContain('phone');
    const badPhone = await notify(ring.id, { size: 'm', email: 'g5@example.com', phoneNumber: '12345' });
    expect(badPhone.statusCode).toBe(400);
    const rows = await t.db.select().from(consentEvents).where(eq(consentEvents.email, 'g5@example.com'));
    expect(rows).toEqual([]);
  });
});
