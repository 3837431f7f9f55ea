import { formatPaise, orderNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { greetingName } from '../mail/greeting-name.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';

/** The customer's "refunded" mail, queued in the transaction that settled the refund. */
export async function queueRefundedMail(tx: DbOrTx, orderId: string, amountPaise: number): Promise<void> {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      accessRef: orders.accessRef,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  await queueMail(
    tx,
    row.email,
    'refunded',
    {
      firstName: greetingName(row, row.firstName),
      orderNumber: orderNumber(orderId),
      amount: formatPaise(amountPaise),
      orderUrl: `${mailSettings().appUrl}/account/order/${orderId}`,
    },
    { orderId },
  );
}
