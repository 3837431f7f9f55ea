import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUser } from '../../../test/helpers/suite.ts';
import { giftCardPurchases, giftCards, outbox } from '../../db/schema/index.ts';

describe('a gift card paid on Razorpay: the signed webhook issues it once', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const buyer = setUpUser(t);

  it('the paid webhook issues the card and mails the recipient; a redelivery and the buyer’s return change nothing', async () => {
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: buyer.headers,
      payload: {
        amount: 1000,
        recipientEmail: 'meera@example.com',
        recipientName: 'Meera',
        senderName: 'Asha',
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const { giftCardOrderId } = bought.json();
    const [purchase] = await t.db
      .select()
      .from(giftCardPurchases)
      .where(eq(giftCardPurchases.id, giftCardOrderId));
    const linkId = purchase?.paymentLinkId ?? '';
    expect(fake.link(linkId).amount).toBe(100_000);
    // The buyer pays (and gets Razorpay's receipt); the recipient hears only from the gift card's own mail.
    expect(fake.link(linkId).customer.email).toBe(buyer.email);
    fake.pay(linkId);
    const delivery = fake.webhook('payment_link.paid', linkId);
    expect((await sendWebhook(delivery)).status).toBe(200);
    expect((await sendWebhook(delivery)).status).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/gift-cards/${giftCardOrderId}/confirm`,
      headers: buyer.headers,
    });
    expect(confirmed.json()).toMatchObject({ status: 'SENT' });
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.purchaseId, giftCardOrderId));
    expect(card?.balancePaise).toBe(100_000);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, 'meera@example.com'))).toHaveLength(1);
  });
});
