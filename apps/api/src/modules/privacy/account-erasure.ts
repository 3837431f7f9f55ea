import { randomBytes } from 'node:crypto';
import { CONSENT_PURPOSES } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { countAttempt } from '../../lib/rate-limit.ts';
import { givenPurposes, recordConsent } from '../consents/consent-ledger.ts';
import { redactOrdersOf } from '../orders/order-owners.ts';
import { refreshProductRating } from '../reviews/reviews.service.ts';
import { SIGNIN_FAILURES } from '../users/account-security.ts';

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'Your password is not right');

/** What stands for the person once erased: unique per account, never a deliverable address (.invalid, RFC 2606). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
const ERASED = '[erased at the customer’s request]';

/**
 * GST invoices of ₹50,000 or more must name an unregistered buyer and their address (CGST Rules, rule 46(e));
 * below that only the place of supply is needed, so smaller documents keep just the state, city and PIN.
 * Kept for CGST Act s.36's 72 months either way (decision 0091).
 */
const NAMED_BUYER_FROM_PAISE = 50_000_00;

/** The shipping address copy without the person: the place of supply (state, city, PIN) stays. */
const anonymousAddress = (column: string) =>
  sql.raw(`${column} || jsonb_build_object('firstName', 'Erased', 'lastName', 'customer', 'phoneNumber', '',
    'streetAddress', '', 'landmark', '', 'email', '')`);

/**
 * Closes an account (DPDP Act, 2023, s.12; docs/api.md `DELETE /api/users/me`): the password is asked again, counted
 * like a sign-in (S67). In one transaction: the person's name, email, password and sessions go; saved addresses,
 * wishlist, cart, reviews, notify requests and marketing contact are deleted; every consent still given is
 * withdrawn in the ledger; orders, returns and GST documents stay for the legal retention period, without the
 * person; mails to them are redacted; the email is free to sign up again.
 */
export async function closeAccount(
  db: Database,
  userId: string,
  password: string,
  ip: string,
): Promise<void> {
  const attempt = await countAttempt(
    db,
    [`close-account:user:${userId}`, `signin:ip:${ip}`],
    SIGNIN_FAILURES,
  );
  const [user] = await db
    .select({ passwordHash: users.passwordHash, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (user.role === 'admin')
    throw forbidden("An administrator's account cannot be closed: make it a customer first");
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
  await attempt.giveBack();
  // An unusable password: the hash of random bytes nobody knows.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    await withdrawConsents(tx, userId, user.email);
    await redactWhatsappMessages(tx, userId);
    await erasePersonalRows(tx, userId, user.email);
    await redactKeptRecords(tx, userId, user.email);
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        firstName: 'Erased',
        lastName: 'customer',
        passwordHash: unusable,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
  });
}

async function withdrawConsents(tx: DbOrTx, userId: string, email: string) {
  const given = new Set(await givenPurposes(tx, userId));
  const marketing = await tx.execute(
    sql`select 1 from marketing_contacts where email = ${email.toLowerCase()} and consent`,
  );
  if (marketing.rows.length > 0) given.add('marketing_email');
  for (const purpose of CONSENT_PURPOSES.filter((p) => given.has(p)))
    await recordConsent(tx, { userId, email, purpose, given: false, source: 'account_closed' });
  // The ledger keeps its proof of what was agreed, under the anonymous address.
  await tx.execute(sql`update consent_events set email = ${erasedEmail(userId)} where user_id = ${userId}`);
}

/** WhatsApp messages go to phones, not addresses: found by the phones of the person's addresses and orders. */
async function redactWhatsappMessages(tx: DbOrTx, userId: string) {
  await tx.execute(sql`delete from whatsapp_consents where user_id = ${userId}`);
  await tx.execute(sql`
    update outbox set "to" = ${ERASED}, subject = ${ERASED}, text = ${ERASED}, html = ${ERASED}, template = null,
      secret_ref = null, status = case when status = 'PENDING' then 'SKIPPED' else status end
    where channel = 'whatsapp' and "to" in (
      select '91' || right(regexp_replace(phone, '\\D', '', 'g'), 10) from (
        select phone_number as phone from addresses where user_id = ${userId}
        union select shipping_address->>'phoneNumber' from orders where user_id = ${userId}) phones)`);
}

async function erasePersonalRows(tx: DbOrTx, userId: string, email: string) {
  const lower = email.toLowerCase();
  await tx.execute(sql`delete from addresses where user_id = ${userId}`);
  await tx.execute(sql`delete from wishlist_items where user_id = ${userId}`);
  await tx.execute(sql`delete from carts where user_id = ${userId}`);
  await tx.execute(sql`delete from restock_requests where user_id = ${userId} or email = ${lower}`);
  await tx.execute(sql`delete from marketing_contacts where email = ${lower}`);
  await tx.execute(sql`delete from password_resets where user_id = ${userId}`);
  await tx.execute(sql`delete from guest_order_claims where user_id = ${userId}`);
  const reviewed = await tx.execute<{ product_id: string }>(
    sql`delete from reviews where user_id = ${userId} returning product_id`,
  );
  for (const productId of new Set(reviewed.rows.map((row) => row.product_id)))
    await refreshProductRating(tx, productId);
}

async function redactKeptRecords(tx: DbOrTx, userId: string, email: string) {
  const lower = email.toLowerCase();
  await redactOrdersOf(tx, userId, anonymousAddress);
  await tx.execute(sql`
    update order_returns set payout = case when payout is null then null
      else jsonb_build_object('method', payout->>'method') end
    where user_id = ${userId}`);
  const small = await tx.execute<{ id: string }>(sql`
    update tax_documents d set details = jsonb_set(details, '{buyer}', ${anonymousAddress("details->'buyer'")})
    from orders o where o.id = d.order_id and o.user_id = ${userId} and d.total_paise < ${NAMED_BUYER_FROM_PAISE}
    returning d.id`);
  // Kept PDFs are made again from the anonymised details on the next download.
  for (const { id } of small.rows)
    await tx.execute(sql`delete from tax_document_files where document_id = ${id}`);
  await tx.execute(sql`
    update grievances set name = 'Erased customer', email = ${erasedEmail(userId)}, phone = null,
      message = ${ERASED}
    where user_id = ${userId} or email = ${lower}`);
  // Every mail to the person, and every mail about their orders (the owner's alerts name them): bodies redacted.
  await tx.execute(sql`
    update outbox set "to" = ${erasedEmail(userId)}, subject = ${ERASED}, text = ${ERASED}, html = ${ERASED},
      list_unsubscribe = null, secret_ref = null,
      status = 'SENT', sent_at = coalesce(sent_at, now())
    where lower("to") = ${lower} or order_id in (select id from orders where user_id = ${userId})
      or position(${lower} in lower(text)) > 0`);
  await tx.execute(sql`
    update audit_log set
      before = replace(before::text, ${email}, ${erasedEmail(userId)})::jsonb,
      after = replace(after::text, ${email}, ${erasedEmail(userId)})::jsonb
    where before::text like ${`%${email}%`} or after::text like ${`%${email}%`}`);
}
