import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { giftCardPurchases } from '../../db/schema/index.ts';
import { linkStateFromEntity, type WebhookBody } from '../../gateways/payments/razorpay-wire.ts';
import { settleGiftCardPayment } from './gift-card-sales.ts';

/**
 * A verified, first-seen webhook whose link's reference is a gift card purchase, not an order: a paid link
 * settles it once (the same checks as the return path); an expired or cancelled one ends an unpaid purchase.
 */
export async function giftCardLinkEvent(
  tx: Tx,
  body: WebhookBody,
  purchaseId: string,
): Promise<'paid' | 'already' | 'cancelled' | 'ignored'> {
  const entity = body.payload.payment_link?.entity;
  if (!entity) return 'ignored';
  if (body.event === 'payment_link.paid') {
    const link = linkStateFromEntity(entity);
    const payment = body.payload.payment?.entity;
    if (payment)
      link.payments = [{ paymentId: payment.id, amountPaise: payment.amount, status: payment.status }];
    return settleGiftCardPayment(tx, purchaseId, link, payment?.id);
  }
  if (body.event === 'payment_link.expired' || body.event === 'payment_link.cancelled') {
    const ended = await tx
      .update(giftCardPurchases)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(
        and(
          eq(giftCardPurchases.id, purchaseId),
          eq(giftCardPurchases.status, 'PENDING'),
          eq(giftCardPurchases.paymentLinkId, entity.id),
        ),
      )
      .returning({ id: giftCardPurchases.id });
    return ended.length > 0 ? 'cancelled' : 'ignored';
  }
  return 'ignored';
}
