import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUser } from '../../../test/helpers/suite.ts';
import { giftCardEntries, giftCardPurchases, giftCards, outbox } from '../../db/schema/index.ts';
import { expireUnpaidGiftCards } from './gift-card-expiry.ts';

describe('unpaid gift card purchases are swept after the payment window, never one paid meanwhile', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const buyer = setUpUser(t);
  const WINDOW_MS = 30 * 60_000; // PAYMENT_WINDOW_MINUTES' default, the unpaid orders' window

  const buy = async (recipientEmail: string) => {
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: buyer.headers,
      payload: { amount: 1000, recipientEmail, recipientName: 'Meera', senderName: 'Asha' },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const id: string = bought.json().giftCardOrderId;
    const [row] = await t.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id));
    return { id, linkId: row?.paymentLinkId ?? '', boughtAt: row?.createdAt ?? new Date() };
  };
  const purchase = async (id: string) =>
    (await t.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id)))[0];
  const card = async (purchaseId: string) =>
    (await t.db.select().from(giftCards).where(eq(giftCards.purchaseId, purchaseId)))[0];
  const ctx = () => ({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });

  it('a purchase never paid stays pending inside its window, then expires once (two sweeps at once) and its link is cancelled', async () => {
    const { id, linkId, boughtAt } = await buy('never-paid@example.com');
    expect(await expireUnpaidGiftCards(ctx(), new Date(boughtAt.getTime() + WINDOW_MS - 60_000))).toBe(0);
    expect((await purchase(id))?.status).toBe('PENDING');
    const later = new Date(boughtAt.getTime() + WINDOW_MS + 60_000);
    const counts = await Promise.all([
      expireUnpaidGiftCards(ctx(), later),
      expireUnpaidGiftCards(ctx(), later),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    expect((await purchase(id))?.status).toBe('CANCELLED');
    expect(fake.link(linkId).status).toBe('cancelled');
    expect((await card(id))?.balancePaise).toBe(0);
    expect(await expireUnpaidGiftCards(ctx(), later)).toBe(0);
  });

  it('a purchase paid on the gateway but not yet heard of is issued by the sweep, not expired', async () => {
    const { id, linkId, boughtAt } = await buy('paid-quietly@example.com');
    fake.pay(linkId);
    expect(await expireUnpaidGiftCards(ctx(), new Date(boughtAt.getTime() + WINDOW_MS + 60_000))).toBe(0);
    expect((await purchase(id))?.status).toBe('SENT');
    expect((await card(id))?.balancePaise).toBe(100_000);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'paid-quietly@example.com'))).toHaveLength(1);
  });

  it('a purchase paid and confirmed before the sweep is left as it is', async () => {
    const { id, linkId, boughtAt } = await buy('paid@example.com');
    fake.pay(linkId);
    expect((await sendWebhook(fake.webhook('payment_link.paid', linkId))).status).toBe(200);
    expect(await expireUnpaidGiftCards(ctx(), new Date(boughtAt.getTime() + WINDOW_MS + 60_000))).toBe(0);
    expect((await purchase(id))?.status).toBe('SENT');
    expect(fake.link(linkId).status).toBe('paid');
  });

  it('a capture that lands after the purchase expired reinstates it: the card is issued and mailed once', async () => {
    const { id, linkId, boughtAt } = await buy('late@example.com');
    expect(await expireUnpaidGiftCards(ctx(), new Date(boughtAt.getTime() + WINDOW_MS + 60_000))).toBe(1);
    expect((await purchase(id))?.status).toBe('CANCELLED');
    // The bank captured the payment as the link was being cancelled; Razorpay reports it paid.
    fake.pay(linkId);
    const delivery = fake.webhook('payment_link.paid', linkId);
    expect((await sendWebhook(delivery)).status).toBe(200);
    expect((await sendWebhook(delivery)).status).toBe(200);
    expect((await purchase(id))?.status).toBe('SENT');
    const issued = await card(id);
    expect(issued?.balancePaise).toBe(100_000);
    const entries = await t.db
      .select()
      .from(giftCardEntries)
      .where(eq(giftCardEntries.giftCardId, issued?.id ?? ''));
    expect(entries.map((e) => e.reason)).toEqual(['issued']);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'late@example.com'))).toHaveLength(1);
  });
});
