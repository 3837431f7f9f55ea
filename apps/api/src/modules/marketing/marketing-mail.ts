import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../db/client.ts';
import { type ConsentSource, recordConsent } from '../consents/consent-ledger.ts';
import { HIDDEN_TOKEN, hiddenLinkToken } from '../mail/hidden-links.ts';
import { queueMail } from '../mail/outbox.service.ts';
import type { MailData, MailKind } from '../mail/templates.ts';

export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reference an address's unsubscribe token is derived from (and a mail's secretRef, S46). */
const unsubscribeRef = (contactId: string) => `unsubscribe:${contactId}`;

export interface MarketingContact {
  id: string;
  consent: boolean;
  unsubscribedAt: Date | null;
}

/** The address's row, made on first need. */
export async function marketingContact(tx: DbOrTx, email: string): Promise<MarketingContact> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`
    insert into marketing_contacts (id, email) values (${uuidv7()}, ${address}) on conflict (email) do nothing`);
  const rows = await tx.execute<{ id: string; consent: boolean; unsubscribed_at: string | null }>(
    sql`select id, consent, unsubscribed_at::text from marketing_contacts where email = ${address}`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error('marketing contact not stored');
  return {
    id: row.id,
    consent: row.consent,
    unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at) : null,
  };
}

/**
 * The sign-up or profile checkbox: ticking it agrees from now on, unticking withdraws (S59); each change goes in
 * the consent ledger with where it happened.
 */
export async function setMarketingConsent(
  tx: DbOrTx,
  email: string,
  consent: boolean,
  source: ConsentSource = 'profile',
  userId: string | null = null,
) {
  const contact = await marketingContact(tx, email);
  await recordConsent(tx, { userId, email, purpose: 'marketing_email', given: consent, source });
  await tx.execute(sql`
    update marketing_contacts set consent = ${consent},
      consented_at = case when ${consent} then now() else consented_at end,
      unsubscribed_at = case when ${consent} then unsubscribed_at else now() end
    where id = ${contact.id}`);
}

export async function hasMarketingConsent(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.execute<{ consent: boolean }>(
    sql`select consent from marketing_contacts where email = ${email.trim().toLowerCase()}`,
  );
  return rows.rows[0]?.consent ?? false;
}

type WithUnsubscribe = { unsubscribeUrl: string };
type MarketingKind = { [K in MailKind]: MailData[K] extends WithUnsubscribe ? K : never }[MailKind];

/**
 * Queues a marketing mail only when the address may get it (S59): with the checkbox's consent, or, for a
 * mail the shopper asked for (a notify request made at `askedAt`), unless they unsubscribed after asking.
 * Each carries a visible unsubscribe link and List-Unsubscribe headers (RFC 8058), their token hidden in the
 * outbox (S46). Answers whether it was queued.
 */
export async function queueMarketingMail<K extends MarketingKind>(
  tx: DbOrTx,
  shop: { secret: string; appUrl: string },
  email: string,
  kind: K,
  data: Omit<MailData[K], 'unsubscribeUrl'>,
  agreed: { consent: true } | { askedAt: Date },
  about: { orderId?: string } = {},
): Promise<boolean> {
  const contact = await marketingContact(tx, email);
  const allowed =
    'consent' in agreed
      ? contact.consent
      : !contact.unsubscribedAt || contact.unsubscribedAt < agreed.askedAt;
  if (!allowed) return false;
  // The link's token is derived from the row, so every instance renders it at send time; only its hash is kept.
  const tokenHash = hashUnsubscribeToken(hiddenLinkToken(shop.secret, unsubscribeRef(contact.id)));
  await tx.execute(sql`
    update marketing_contacts set unsubscribe_token_hash = ${tokenHash}
    where id = ${contact.id} and unsubscribe_token_hash is null`);
  const unsubscribeUrl = `${shop.appUrl}/unsubscribe?token=${HIDDEN_TOKEN}`;
  await queueMail(tx, email, kind, { ...data, unsubscribeUrl } as MailData[K], {
    orderId: about.orderId ?? null,
    secretRef: unsubscribeRef(contact.id),
    listUnsubscribe: `${shop.appUrl}/api/unsubscribe?token=${HIDDEN_TOKEN}`,
  });
  return true;
}

/** Withdraws the consent of the address the token belongs to; answers false for an unknown token. */
export async function unsubscribe(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db.execute<{ email: string; user_id: string | null }>(sql`
    update marketing_contacts set consent = false, unsubscribed_at = now()
    where unsubscribe_token_hash = ${hashUnsubscribeToken(token)}
    returning email, (select u.id from users u where lower(u.email) = marketing_contacts.email and u.role <> 'guest') as user_id`);
  const row = rows.rows[0];
  // The link was mailed to the address, so the withdrawal is that address's owner's: the account's, if any.
  if (row)
    await recordConsent(db, {
      userId: row.user_id,
      email: row.email,
      purpose: 'marketing_email',
      given: false,
      source: 'unsubscribe_link',
    });
  return rows.rows.length > 0;
}
