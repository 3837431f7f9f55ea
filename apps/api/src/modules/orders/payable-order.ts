import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { type OrderAmounts, orderPayablePaise } from './order-amounts.ts';

/** What paying for an order needs to know about it (payments, cash on delivery). */
export interface PayableOrder extends OrderAmounts {
  id: string;
  userId: string;
  status: string;
  /** COD while a switch to cash on delivery is under way (see placeCodOrder). */
  paymentMethod: string;
  expiresAt: Date;
  paymentLinkId: string | null;
  paymentLinkUrl: string | null;
  shippingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    pincode: string;
  };
  archivedAt: Date | null;
}

export const payableColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  totalDiscountedPricePaise: orders.totalDiscountedPricePaise,
  couponDiscountPaise: orders.couponDiscountPaise,
  prepaidDiscountPaise: orders.prepaidDiscountPaise,
  deliveryChargePaise: orders.deliveryChargePaise,
  codFeePaise: orders.codFeePaise,
  codRoundOffPaise: orders.codRoundOffPaise,
  giftWrapPaise: orders.giftWrapPaise,
  storeCreditPaise: orders.storeCreditPaise,
  giftCardPaise: orders.giftCardPaise,
  paymentMethod: orders.paymentMethod,
  expiresAt: orders.expiresAt,
  paymentLinkId: orders.paymentLinkId,
  paymentLinkUrl: orders.paymentLinkUrl,
  shippingAddress: orders.shippingAddress,
  archivedAt: orders.archivedAt,
};

/** What the customer must pay, in paise: the order's totalPayable (see orderPayablePaise). */
export const payablePaise = (order: PayableOrder) => orderPayablePaise(order);

export async function findOrder(db: DbOrTx, orderId: string): Promise<PayableOrder | undefined> {
  const [order] = await db.select(payableColumns).from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * Stores the payment link made for a PENDING order that has none yet, holding the order at least until the link
 * expires. False when the order changed meanwhile (paid, cancelled, archived, or another request stored a link).
 */
export async function storePaymentLink(
  db: DbOrTx,
  orderId: string,
  link: { id: string; url: string },
  expireBy: Date,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .update(orders)
    .set({
      paymentLinkId: link.id,
      paymentLinkUrl: link.url,
      expiresAt: sql`greatest(${orders.expiresAt}, ${expireBy.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'PENDING'),
        isNull(orders.paymentLinkId),
        isNull(orders.archivedAt),
      ),
    )
    .returning({ id: orders.id });
  return saved.length > 0;
}
