import { orderNumber } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { greetingName } from './greeting-name.ts';
import { queueMail } from './outbox.service.ts';
import type { MailData, MailKind } from './templates.ts';

/** The kinds of mail about one order: each greets its reader and names the order. */
type OrderMailKind = {
  [K in MailKind]: MailData[K] extends { firstName: string; orderNumber: string } ? K : never;
}[MailKind];

/**
 * A mail about an order to its customer, listed on the order's admin page: it greets the name `greetingName`
 * picks and names the order by its number; `data` is the rest of what its template shows.
 */
export async function queueMailAboutOrder<K extends OrderMailKind>(
  tx: DbOrTx,
  order: { id: string; accessRef: string | null; shippingAddress: { firstName: string } },
  customer: { email: string; firstName: string },
  kind: K,
  data: Omit<MailData[K], 'firstName' | 'orderNumber'>,
  about: { secretRef?: string } = {},
): Promise<void> {
  const greeting = { firstName: greetingName(order, customer.firstName), orderNumber: orderNumber(order.id) };
  // The spread is the whole of MailData[K]; TypeScript cannot see that through Omit of a generic kind.
  const whole = { ...greeting, ...data } as MailData[K];
  await queueMail(tx, customer.email, kind, whole, { ...about, orderId: order.id });
}
