import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { carts } from '../../db/schema/index.ts';
import { queueWhatsapp } from '../whatsapp/whatsapp-outbox.ts';
import { lastPhone } from '../whatsapp/whatsapp-phone.ts';

/**
 * The cart reminder on WhatsApp, beside its mail: a marketing message, so only called once the marketing
 * consent has let the mail through; queueWhatsapp adds the WhatsApp consent and STOP.
 */
export async function queueCartReminderWhatsapp(
  tx: Tx,
  cartId: string,
  firstName: string,
  lines: { title: string }[],
  cartUrl: string,
): Promise<void> {
  const [cart] = await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  if (!cart) return;
  const phone = await lastPhone(tx, cart.userId);
  if (!phone) return;
  const first = lines[0]?.title ?? 'your pieces';
  const what = lines.length > 1 ? `${first} and ${lines.length - 1} more` : first;
  await queueWhatsapp(tx, {
    event: 'cartReminder',
    purpose: 'marketing',
    userId: cart.userId,
    phone,
    params: [firstName, what, cartUrl],
    preview: `Hi ${firstName}, you left ${what} in your cart. It is waiting for you: ${cartUrl}`,
  });
}
