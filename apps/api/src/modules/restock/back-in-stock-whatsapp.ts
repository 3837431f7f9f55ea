import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { marketingContacts } from '../../db/schema/index.ts';
import { queueWhatsapp } from '../whatsapp/whatsapp-outbox.ts';
import { lastPhone } from '../whatsapp/whatsapp-phone.ts';

/**
 * "Back in stock" on WhatsApp, beside the notify request's mail, for a signed-in request: a marketing message, so
 * it needs the address's marketing consent as well as the WhatsApp one (queueWhatsapp checks that and STOP).
 */
export async function queueBackInStockWhatsapp(
  tx: DbOrTx,
  userId: string,
  email: string,
  product: { title: string; size: string; productUrl: string },
): Promise<void> {
  const [agreed] = await tx
    .select({ id: marketingContacts.id })
    .from(marketingContacts)
    .where(and(eq(marketingContacts.email, email.toLowerCase()), eq(marketingContacts.consent, true)));
  if (!agreed) return;
  const phone = await lastPhone(tx, userId);
  if (!phone) return;
  const size = product.size.toUpperCase();
  await queueWhatsapp(tx, {
    event: 'backInStock',
    purpose: 'marketing',
    userId,
    phone,
    params: [product.title, size, product.productUrl],
    preview: `${product.title} in size ${size} is back in stock: ${product.productUrl}`,
  });
}
