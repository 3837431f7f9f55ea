import { randomBytes } from 'node:crypto';
import { formatPaise, type GiftCardPurchaseInput, rupeesToPaise } from '@shop/contracts';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { giftCardPurchases, giftCards, users } from '../../db/schema/index.ts';
import type { LinkState, PaymentGateway } from '../../gateways/payments/gateway.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { giftCardCode, HIDDEN_GIFT_CARD_CODE } from '../mail/hidden-links.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { addCardEntry, codeHash } from './gift-card-ledger.ts';

/**
 * Selling a gift card (decision 0095): a purchase is paid through a payment link like an order, its reference
 * the purchase's id. The card exists from the start with a zero balance (so its code's hash can be made with
 * the server's secret when the buyer asks); the payment, verified with the gateway, issues its value in the
 * card's ledger exactly once, and the recipient is mailed on the day the buyer chose.
 */

export interface GiftCardSalesContext {
  db: Database;
  gateway: PaymentGateway;
  appUrl: string;
  log: PaymentsLog;
  secret: string;
}

/** How long a gift card purchase waits for its payment: the unpaid orders' PAYMENT_WINDOW_MINUTES. */
let payWithinMinutes = 30;
export const setGiftCardPaymentWindow = (minutes: number) => {
  payWithinMinutes = minutes;
};
/** Razorpay wants a link to live at least 15 minutes. */
const LINK_MIN_LIFETIME_MINUTES = 20;
let validDays = 365;
export const setGiftCardValidDays = (days: number) => {
  validDays = days;
};

type PurchaseRow = typeof giftCardPurchases.$inferSelect;

export async function findPurchase(db: DbOrTx, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id));
  return row;
}

/** The day to mail it: a date is the morning of that day in India (00:00 IST); none, at once. */
function sendMoment(sendAt: string | undefined, now: Date): Date | null {
  if (!sendAt) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(sendAt) ? new Date(`${sendAt}T00:00:00+05:30`) : new Date(sendAt);
  if (at.getTime() > now.getTime() + 366 * 86_400_000)
    throw badRequest('Choose a day within a year to send the gift card.', { field: 'sendAt' });
  return at.getTime() <= now.getTime() ? null : at;
}

/** `POST /api/gift-cards`: the purchase, its card (balance 0) and its payment link. */
export async function buyGiftCard(
  ctx: GiftCardSalesContext,
  buyerId: string,
  input: GiftCardPurchaseInput,
  now = new Date(),
): Promise<{ giftCardOrderId: string; paymentLink: string }> {
  const sendAt = sendMoment(input.sendAt, now);
  const amountPaise = rupeesToPaise(input.amount);
  const expiresAt = new Date(now.getTime() + payWithinMinutes * 60_000);
  const purchase = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCardPurchases)
      .values({
        buyerId,
        amountPaise,
        recipientEmail: input.recipientEmail,
        recipientName: input.recipientName,
        senderName: input.senderName,
        message: input.message ?? null,
        sendAt,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('gift card purchase insert returned nothing');
    const codeRef = `gift-card:${randomBytes(16).toString('base64url')}`;
    const code = giftCardCode(ctx.secret, codeRef);
    await tx.insert(giftCards).values({
      codeRef,
      codeHash: codeHash(code),
      last4: code.slice(-4),
      initialPaise: amountPaise,
      purchaseId: row.id,
      expiresAt: new Date(now.getTime() + validDays * 86_400_000),
    });
    return row;
  });
  // The buyer pays and gets the gateway's receipt; the recipient hears of it only from the gift card's own mail.
  const [buyer] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, buyerId));
  const link = await ctx.gateway.createLink({
    orderId: purchase.id,
    amountPaise,
    expireBy: new Date(Math.max(expiresAt.getTime(), now.getTime() + LINK_MIN_LIFETIME_MINUTES * 60_000)),
    callbackUrl: `${ctx.appUrl}/gift-cards/paid/${purchase.id}`,
    description: `MoonMade gift card ${formatPaise(amountPaise)}`,
    customer: { name: input.senderName, email: buyer?.email ?? '', contact: '' },
  });
  await ctx.db
    .update(giftCardPurchases)
    .set({ paymentLinkId: link.id, paymentLinkUrl: link.shortUrl, updatedAt: new Date() })
    .where(and(eq(giftCardPurchases.id, purchase.id), isNull(giftCardPurchases.paymentLinkId)));
  ctx.log.info({ giftCardOrderId: purchase.id, linkId: link.id }, 'gift card payment link created');
  return { giftCardOrderId: purchase.id, paymentLink: link.shortUrl };
}

/** Whether the gateway's view of a link proves this purchase paid (its link, paid, exactly its amount, captured). */
function paidPayment(purchase: PurchaseRow, link: LinkState, paymentId?: string) {
  if (!purchase.paymentLinkId || link.id !== purchase.paymentLinkId || link.referenceId !== purchase.id)
    return undefined;
  if (link.status !== 'paid' || link.amountPaidPaise !== purchase.amountPaise) return undefined;
  const captured = link.payments.filter((p) => p.status === 'captured');
  return paymentId ? captured.find((p) => p.paymentId === paymentId) : captured[0];
}

/**
 * A verified payment of a purchase, in the caller's transaction: PENDING → PAID once (a conditional update),
 * the card's value issued in its ledger, and the recipient mailed now or on the chosen day. A capture that
 * lands after the purchase expired (its link cancelled as the bank took the money) reinstates it the same
 * way: the buyer paid, so the card is theirs (decision 0108).
 */
export async function settleGiftCardPayment(
  tx: Tx,
  purchaseId: string,
  link: LinkState,
  paymentId: string | undefined,
  at = new Date(),
): Promise<'paid' | 'already' | 'ignored'> {
  const [purchase] = await tx
    .select()
    .from(giftCardPurchases)
    .where(eq(giftCardPurchases.id, purchaseId))
    .for('update');
  if (!purchase) return 'ignored';
  if (purchase.status !== 'PENDING' && purchase.status !== 'CANCELLED') return 'already';
  const payment = paidPayment(purchase, link, paymentId);
  if (!payment) return 'ignored';
  await tx
    .update(giftCardPurchases)
    .set({ status: 'PAID', paidAt: at, paymentId: payment.paymentId, updatedAt: at })
    .where(eq(giftCardPurchases.id, purchaseId));
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.purchaseId, purchaseId));
  if (!card) throw new Error('gift card missing for a paid purchase');
  await addCardEntry(tx, { giftCardId: card.id, amountPaise: purchase.amountPaise, reason: 'issued' });
  if (!purchase.sendAt || purchase.sendAt <= at) await mailGiftCard(tx, purchase.id, at);
  return 'paid';
}

/** Mails the recipient once (PAID → SENT); the card's year of use starts now. */
async function mailGiftCard(tx: Tx, purchaseId: string, at: Date): Promise<void> {
  const [purchase] = await tx
    .update(giftCardPurchases)
    .set({ status: 'SENT', sentAt: at, updatedAt: at })
    .where(and(eq(giftCardPurchases.id, purchaseId), eq(giftCardPurchases.status, 'PAID')))
    .returning();
  if (!purchase) return;
  const expiresAt = new Date(at.getTime() + validDays * 86_400_000);
  const [card] = await tx
    .update(giftCards)
    .set({ expiresAt, updatedAt: at })
    .where(eq(giftCards.purchaseId, purchaseId))
    .returning();
  if (!card) return;
  await queueMail(
    tx,
    purchase.recipientEmail,
    'giftCard',
    {
      recipientName: purchase.recipientName,
      senderName: purchase.senderName,
      message: purchase.message,
      amount: formatPaise(purchase.amountPaise),
      code: HIDDEN_GIFT_CARD_CODE,
      expiresOn: expiresAt.toLocaleDateString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      shopUrl: mailSettings().appUrl,
    },
    { secretRef: card.codeRef },
  );
}

/** The job: cards paid for a later day whose day has come. Answers how many were mailed. */
export async function sendDueGiftCards(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: giftCardPurchases.id })
    .from(giftCardPurchases)
    .where(
      and(
        eq(giftCardPurchases.status, 'PAID'),
        or(isNull(giftCardPurchases.sendAt), lte(giftCardPurchases.sendAt, now)),
      ),
    )
    .limit(100);
  for (const { id } of due) await db.transaction((tx) => mailGiftCard(tx, id, now));
  return due.length;
}

/**
 * The buyer is back from the payment page: the link is fetched from the gateway (the only proof trusted) and
 * the purchase settled once. Answers its status.
 */
export async function confirmGiftCardPayment(
  ctx: GiftCardSalesContext,
  buyerId: string,
  purchaseId: string,
): Promise<{ giftCardOrderId: string; status: string }> {
  const purchase = await findPurchase(ctx.db, purchaseId);
  if (!purchase || purchase.buyerId !== buyerId) throw notFound('Gift card order');
  const open = purchase.status === 'PENDING' || purchase.status === 'CANCELLED';
  if (open && purchase.paymentLinkId) {
    const link = await ctx.gateway.fetchLink(purchase.paymentLinkId);
    if (link.status === 'paid')
      await ctx.db.transaction((tx) => settleGiftCardPayment(tx, purchaseId, link, undefined));
    else if (purchase.status === 'PENDING')
      throw conflict('CONFLICT', 'This gift card is not paid yet. Please pay it from the payment page.');
  }
  const after = await findPurchase(ctx.db, purchaseId);
  return { giftCardOrderId: purchaseId, status: after?.status ?? purchase.status };
}
