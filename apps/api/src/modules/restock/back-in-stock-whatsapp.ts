import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { marketingContacts } from '../../db/schema/index.ts';
import { whatsappNumber } from '../whatsapp/whatsapp-consent.ts';
import { queueWhatsapp } from '../whatsapp/whatsapp-outbox.ts';
import { lastPhone } from '../whatsapp/whatsapp-phone.ts';

interface Restocked {
  title: string;
  size: string;
  productUrl: string;
}

/**
 * "Back in stock" on WhatsApp, beside the notify request's mail: a marketing message. A signed-in request needs
 * the address's marketing consent and the account's WhatsApp one (queueWhatsapp checks that and STOP), to the
 * phone of the customer's last order or address; a guest's goes to the phone the request gave with both boxes
 * ticked (`guestPhone`). `sent` holds the numbers told of this size in this run, so one phone is told once.
 */
export async function queueBackInStockWhatsapp(
  tx: DbOrTx,
  request: { userId: string | null; email: string; guestPhone: string | null },
  product: Restocked,
  sent: Set<string>,
): Promise<void> {
  let phone: string | null | undefined;
  if (request.userId) {
    const [agreed] = await tx
      .select({ id: marketingContacts.id })
      .from(marketingContacts)
      .where(
        and(eq(marketingContacts.email, request.email.toLowerCase()), eq(marketingContacts.consent, true)),
      );
    if (!agreed) return;
    phone = await lastPhone(tx, request.userId);
  } else phone = request.guestPhone;
  if (!phone) return;
  const once = `${whatsappNumber(phone)} ${product.productUrl} ${product.size}`;
  if (sent.has(once)) return;
  const size = product.size.toUpperCase();
  const queued = await queueWhatsapp(tx, {
    event: 'backInStock',
    purpose: 'marketing',
    userId: request.userId,
    phone,
    params: [product.title, size, product.productUrl],
    preview: `${product.title} in size ${size} is back in stock: ${product.productUrl}`,
  });
  if (queued) sent.add(once);
}
