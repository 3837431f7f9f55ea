import { orderNumber } from '@shop/contracts';
import type { Tx } from '../../db/client.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import type { OrderLine } from '../mail/order-line.ts';
import { queueMail } from '../mail/outbox.service.ts';
import type { OrderAdjustment } from '../mail/templates.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The owner's "new order" mail (to ORDER_ALERT_EMAIL, else SUPPORT_EMAIL), queued with the customer's
 * "order placed" mail when an order is paid online or placed for cash on delivery: what to pack and where
 * to send it, with a link to the order's admin page.
 */
export async function queueOrderAlert(
  tx: Tx,
  order: OrderRow,
  lines: OrderLine[],
  adjustments: OrderAdjustment[],
  total: string,
) {
  const settings = mailSettings();
  const a = order.shippingAddress;
  const address = [a.streetAddress, a.landmark, a.city, `${a.state} ${a.pincode}`]
    .filter((part) => part?.trim())
    .join(', ');
  await queueMail(
    tx,
    settings.orderAlertEmail,
    'newOrder',
    {
      orderNumber: orderNumber(order.id),
      payment: order.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online',
      customerName: `${a.firstName} ${a.lastName}`.trim(),
      phone: a.phoneNumber,
      address,
      lines,
      adjustments,
      gift: order.gift ?? null,
      total,
      adminUrl: `${settings.appUrl}/admin/orders/${order.id}`,
    },
    { orderId: order.id },
  );
}
