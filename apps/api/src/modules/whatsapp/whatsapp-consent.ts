import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox, users, whatsappConsents, whatsappStops } from '../../db/schema/index.ts';
import { type ConsentSource, recordConsent } from '../consents/consent-ledger.ts';

/** The number as WhatsApp names it: India's 91 and the 10 digits. */
export const whatsappNumber = (phone: string) => `91${phone.replace(/\D/g, '').slice(-10)}`;

/**
 * The one writer of "Order updates on WhatsApp" for an account (a guest's row too), so every change also lands
 * in the consent ledger (purpose `whatsapp_updates`; a guest's by email only).
 */
export async function setWhatsappOptIn(
  tx: DbOrTx,
  userId: string,
  optIn: boolean,
  source: ConsentSource,
  at = new Date(),
): Promise<void> {
  // The role's type leaves out `guest`, which only SQL writes (db/schema/users.ts).
  const [person] = await tx
    .select({ email: users.email, isGuest: sql<boolean>`${users.role} = 'guest'` })
    .from(users)
    .where(eq(users.id, userId));
  if (person) {
    const account = person.isGuest ? null : userId;
    await recordConsent(tx, {
      userId: account,
      email: person.email,
      purpose: 'whatsapp_updates',
      given: optIn,
      source,
    });
  }
  await tx
    .insert(whatsappConsents)
    .values({ userId, optIn, updatedAt: at })
    .onConflictDoUpdate({ target: whatsappConsents.userId, set: { optIn, updatedAt: at } });
}

export async function whatsappOptIn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ optIn: whatsappConsents.optIn })
    .from(whatsappConsents)
    .where(eq(whatsappConsents.userId, userId));
  return row?.optIn ?? false;
}

export async function isStopped(db: DbOrTx, number: string): Promise<boolean> {
  const [row] = await db.select().from(whatsappStops).where(eq(whatsappStops.phone, number));
  return row !== undefined;
}

/**
 * "STOP" from a phone: nothing goes to it on WhatsApp again, whatever any account's consent says, and the
 * messages still waiting for it are dropped.
 */
export async function stopWhatsapp(tx: DbOrTx, number: string, at = new Date()): Promise<void> {
  await tx.insert(whatsappStops).values({ phone: number, stoppedAt: at }).onConflictDoNothing();
  await tx
    .update(outbox)
    .set({ status: 'SKIPPED', lastError: 'the phone sent STOP' })
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.to, number), eq(outbox.status, 'PENDING')));
}
