import type { ConsentEvent, ConsentPurpose } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { consentEvents } from '../../db/schema/index.ts';

/**
 * The consent ledger (DPDP Act, 2023, s.6; docs/law.md): every consent given or withdrawn, per purpose, with the
 * privacy notice version it answered and where it happened. Rows are only ever added; the current state of a
 * purpose is its latest row. Every place where a consent changes calls `recordConsent` in its own transaction.
 */

let currentNoticeVersion = '2026-11-28';

/** PRIVACY_NOTICE_VERSION, set once at start-up (as mail-settings.ts does for the mail's shop details). */
export function setPrivacyNoticeVersion(version: string): void {
  currentNoticeVersion = version;
}

export const privacyNoticeVersion = () => currentNoticeVersion;

export type ConsentSource =
  | 'sign_up'
  | 'checkout'
  /** A guest's "send me offers" box, recorded when the mailed confirmation link is followed (S72). */
  | 'guest_checkout'
  | 'profile'
  | 'privacy_centre'
  | 'unsubscribe_link'
  | 'whatsapp_stop'
  /** A guest's "Notify me" with its WhatsApp and marketing boxes ticked. */
  | 'notify_me'
  | 'account_closed';

export interface ConsentChange {
  /** The account, when the consent is an account's; a guest's is recorded by email only. */
  userId: string | null;
  email: string;
  purpose: ConsentPurpose;
  given: boolean;
  source: ConsentSource | (string & {});
  /** Defaults to the notice the shop shows now. */
  noticeVersion?: string;
}

export async function recordConsent(tx: DbOrTx, change: ConsentChange): Promise<void> {
  await tx.insert(consentEvents).values({
    userId: change.userId,
    email: change.email.trim().toLowerCase(),
    purpose: change.purpose,
    given: change.given,
    noticeVersion: change.noticeVersion ?? currentNoticeVersion,
    source: change.source,
  });
}

/** An account's consents, oldest first (S72: only what was recorded for the account itself). */
export async function consentHistory(db: DbOrTx, userId: string): Promise<ConsentEvent[]> {
  const rows = await db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.at), asc(consentEvents.id));
  return rows.map((row) => ({
    purpose: row.purpose,
    given: row.given,
    at: row.at.toISOString(),
    noticeVersion: row.noticeVersion,
    source: row.source,
  }));
}

/** The purposes an account has given and not withdrawn since. */
export async function givenPurposes(db: DbOrTx, userId: string): Promise<ConsentPurpose[]> {
  const rows = await db.execute<{ purpose: ConsentPurpose }>(sql`
    select purpose from (
      select distinct on (purpose) purpose, given from consent_events
      where user_id = ${userId} order by purpose, at desc, id desc
    ) latest where given`);
  return rows.rows.map((row) => row.purpose);
}
