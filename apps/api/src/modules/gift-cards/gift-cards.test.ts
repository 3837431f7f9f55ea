import { formatPaise } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { codCollected } from '../../../test/helpers/cod.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { giftCardEntries, giftCardPurchases, giftCards, outbox } from '../../db/schema/index.ts';
import { giftCardCode } from '../mail/hidden-links.ts';

describe('gift cards: bought, mailed, spent in part and in full', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 100 } });

  /** Buys a card as `buyer`, pays it on the simulated gateway's page, confirms; answers the recipient's code. */
  const buyAndPay = async (buyer: TestUser, amount: number, extra: object = {}) => {
    const recipientEmail = `friend-${Math.random().toString(16).slice(2)}@example.com`;
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: buyer.headers,
      payload: { amount, recipientEmail, recipientName: 'Meera', senderName: 'Asha', ...extra },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const { giftCardOrderId, paymentLink } = bought.json();
    const linkId = new URL(paymentLink).pathname.split('/').pop();
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/pay/${linkId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(303);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/gift-cards/${giftCardOrderId}/confirm`,
      headers: buyer.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { giftCardOrderId, recipientEmail, status: confirmed.json().status as string };
  };
  const codeMailedTo = async (email: string) => {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.secretRef).toEqual(expect.any(String));
    return { mail, code: giftCardCode(t.app.config.JWT_SECRET ?? '', mail?.secretRef ?? '') };
  };
  const adminPut = clientOf(t, admin).put;
  const applyCard = (user: TestUser, code: string | null) =>
    t.app.inject({ method: 'PUT', url: '/api/cart/gift-card', headers: user.headers, payload: { code } });

  it('S65 a paid card is mailed to its recipient with a 100-bit code the database keeps only hashed', async () => {
    const buyer = await createUser(t);
    const { recipientEmail, status } = await buyAndPay(buyer, 2000, { message: 'Happy birthday!' });
    expect(status).toBe('SENT');
    const { mail, code } = await codeMailedTo(recipientEmail);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){4}$/);
    expect(mail?.subject).toContain('Asha sent you');
    expect(mail?.html).toContain('Happy birthday!');
    expect(mail?.html).not.toContain(code);
    const stored = await t.db.execute(sql`select * from gift_cards`);
    expect(JSON.stringify(stored.rows)).not.toContain(code.replaceAll('-', ''));
    expect(JSON.stringify(stored.rows)).not.toContain(code);
    const balance = await t.app.inject({ method: 'GET', url: `/api/gift-cards/balance?code=${code}` });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().balance).toBe(2000);
  });

  it('a card sent on a later day is mailed only when its day comes', async () => {
    const buyer = await createUser(t);
    const sendAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { giftCardOrderId, recipientEmail, status } = await buyAndPay(buyer, 500, { sendAt });
    expect(status).toBe('PAID');
    expect(await t.db.select().from(outbox).where(eq(outbox.to, recipientEmail))).toHaveLength(0);
    const { sendDueGiftCards } = await import('./gift-card-sales.ts');
    await sendDueGiftCards(t.db, new Date(Date.now() + 4 * 86_400_000));
    await sendDueGiftCards(t.db, new Date(Date.now() + 4 * 86_400_000));
    expect(await t.db.select().from(outbox).where(eq(outbox.to, recipientEmail))).toHaveLength(1);
    const [purchase] = await t.db
      .select()
      .from(giftCardPurchases)
      .where(eq(giftCardPurchases.id, giftCardOrderId));
    expect(purchase?.status).toBe('SENT');
  });

  it('used in part, then used up: the cart shows what it pays and what is left; the order pays the rest; the invoice keeps the full value', async () => {
    const buyer = await createUser(t);
    const { recipientEmail } = await buyAndPay(buyer, 1500);
    const { code } = await codeMailedTo(recipientEmail);
    const shopper = await createUser(t);
    await addToCart(t, shopper, ring.id, 'm');
    const applied = await applyCard(shopper, code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      totalPayable: 0,
      giftCard: { last4: code.slice(-4), applied: 1000, remaining: 500 },
    });
    const first = (await postCheckout(t, shopper)).json();
    expect(first).toMatchObject({ orderStatus: 'PLACED', giftCardPaid: 1000, totalPayable: 0 });
    expect(first.tax.taxableValue + first.tax.cgst + first.tax.sgst + first.tax.igst).toBeCloseTo(1000, 2);

    await addToCart(t, shopper, ring.id, 'm');
    const again = (await applyCard(shopper, code)).json();
    expect(again).toMatchObject({ totalPayable: 500, giftCard: { applied: 500, remaining: 0 } });
    const second = (await postCheckout(t, shopper)).json();
    expect(second).toMatchObject({ orderStatus: 'PENDING', giftCardPaid: 500, totalPayable: 500 });
    // Used up: the code no longer applies.
    await addToCart(t, shopper, ring.id, 'm');
    const spent = await applyCard(shopper, code);
    expect(spent.statusCode).toBe(409);
    expect(spent.json().code).toBe('GIFT_CARD_INVALID');

    // Cancelling the second order gives its ₹500 back to the card.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second._id}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const balance = await t.app.inject({ method: 'GET', url: `/api/gift-cards/balance?code=${code}` });
    expect(balance.json().balance).toBe(500);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const card = list.json().cards.find((c: { last4: string }) => c.last4 === code.slice(-4));
    expect(card).toMatchObject({ amount: 1500, balance: 500, status: 'SENT' });
    expect(JSON.stringify(list.json())).not.toContain(code);
    expect(list.json().outstandingLiability).toBeGreaterThanOrEqual(500);
  });

  it('S64 a return of a cash order part-paid by a gift card: the card gets its share back, the owner transfers only the cash share', async () => {
    const buyer = await createUser(t);
    const { recipientEmail } = await buyAndPay(buyer, 500);
    const { code } = await codeMailedTo(recipientEmail);
    const shopper = await createUser(t);
    await addToCart(t, shopper, ring.id, 'm', 2);
    expect((await applyCard(shopper, code)).statusCode).toBe(200);
    const order = (await postCheckout(t, shopper)).json();
    expect(order).toMatchObject({ orderStatus: 'PENDING', giftCardPaid: 500 });
    await codCollected(t, admin, shopper, order._id);
    const payload = oneOfFirstLine(order, 'One is enough', { method: 'UPI', upiId: 'meera@okaxis' });
    const asked = await askForReturn(t, shopper.headers, order._id, payload);
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json();
    const refundPaise = Math.round(ret.refundAmount * 100);
    const paidPaise = Math.round((order.totalPayable + order.giftCardPaid) * 100);
    const cardShare = Math.floor((refundPaise * 50_000) / paidPaise);
    const shares = { payment: (refundPaise - cardShare) / 100, storeCredit: 0, giftCard: cardShare / 100 };
    expect(ret.refundShares).toEqual(shares);
    for (const step of ['approve', 'receive'])
      expect((await adminPut(`/api/admin/returns/${ret._id}/${step}`)).statusCode).toBe(200);
    const refunded = await adminPut(`/api/admin/returns/${ret._id}/refund`, {
      payoutReference: '412345678901',
    });
    expect(refunded.json()).toMatchObject({ status: 'REFUNDED', refundShares: shares });
    const balance = await t.app.inject({ method: 'GET', url: `/api/gift-cards/balance?code=${code}` });
    expect(balance.json().balance).toBe(cardShare / 100);
    const [paidOut] = (await t.db.select().from(outbox).where(eq(outbox.to, shopper.email))).filter((m) =>
      /is paid/.test(m.subject),
    );
    expect(paidOut?.subject).toContain(formatPaise(refundPaise - cardShare));
    expect(paidOut?.text).toContain(`${formatPaise(cardShare)} went back to your gift card`);
  });

  it('S65 guessing codes is limited like coupons: wrong codes count per account and address, then 429', async () => {
    const guesser = await createUser(t);
    await addToCart(t, guesser, ring.id, 'm');
    const replies = [];
    for (let i = 0; i < 12; i++) replies.push(await applyCard(guesser, `AAAA-BBBB-CCCC-DDDD-EE${i}`));
    expect(replies.slice(0, 10).every((r) => r.statusCode === 409)).toBe(true);
    expect(replies.at(-1)?.statusCode).toBe(429);
    const checks = [];
    for (let i = 0; i < 32; i++)
      checks.push(
        await t.app.inject({
          method: 'GET',
          url: `/api/gift-cards/balance?code=ZZZZ-ZZZZ-ZZZZ-ZZZZ-Z${i}`,
          remoteAddress: '10.9.8.7',
        }),
      );
    expect(checks.at(-1)?.statusCode).toBe(429);
  });

  it('S64 thirty parallel spends of one card never take it below zero', async () => {
    const buyer = await createUser(t);
    const { giftCardOrderId } = await buyAndPay(buyer, 1000);
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.purchaseId, giftCardOrderId));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.db
          .insert(giftCardEntries)
          .values({ giftCardId: card?.id ?? '', amountPaise: -10_000, reason: 'order' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [after] = await t.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, card?.id ?? ''));
    expect(after?.balancePaise).toBe(0);
    const [sum] = await t.db
      .select({ paise: sql<string>`sum(${giftCardEntries.amountPaise})` })
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, card?.id ?? '')));
    expect(Number(sum?.paise)).toBe(0);
  });
});
