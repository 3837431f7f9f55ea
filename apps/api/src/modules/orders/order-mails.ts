import { orderNumber, paiseToRupees } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, users } from '../../db/schema/index.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { queueOrderAlert } from './order-alert.ts';
import { type OrderRow, orderPayablePaise } from './order-view.ts';

export type OrderMail = 'orderPlaced' | 'shipped' | 'outForDelivery' | 'delivered' | 'cancelled';

const rupees = (paise: number) =>
  paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * Queues the customer's mail about a move of their order, in the move's transaction; a placed order also
 * tells the owner (order-alert.ts).
 */
export async function queueOrderMail(tx: Tx, order: OrderRow, kind: OrderMail): Promise<void> {
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  const common = {
    firstName: customer.firstName,
    orderNumber: orderNumber(order.id),
    orderUrl: `${mailSettings().appUrl}/account/order/${order.id}`,
  };
  if (kind === 'orderPlaced') {
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const mailLines = lines.map((line) => ({
      title: line.title,
      size: line.size,
      quantity: line.quantity,
      amount: rupees(line.unitDiscountedPricePaise * line.quantity),
    }));
    const total = rupees(orderPayablePaise(order));
    await queueMail(tx, customer.email, kind, { ...common, lines: mailLines, total }, order.id);
    await queueOrderAlert(tx, order, mailLines, total);
    return;
  }
  if (kind === 'shipped') {
    const shipment = order.shipment;
    await queueMail(
      tx,
      customer.email,
      kind,
      {
        ...common,
        courier: shipment?.courier ?? null,
        trackingNumber: shipment?.trackingNumber ?? null,
        trackingUrl: shipment?.trackingUrl ?? null,
      },
      order.id,
    );
    return;
  }
  await queueMail(tx, customer.email, kind, common, order.id);
}
