import type { OutboxMail } from '@shop/contracts';
import { count, desc, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { mailSettings } from './mail-settings.ts';
import { type MailData, type MailKind, oneLine, renderMail } from './templates.ts';

/** The channel a committed mail wakes the sender on; PostgreSQL delivers a NOTIFY only when its transaction commits. */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Writes one mail to the outbox inside the caller's transaction, so it exists exactly when the event that
 * caused it does; the NOTIFY wakes the sender right after the commit (and never if the transaction rolls back).
 */
export async function queueMail<K extends MailKind>(
  tx: DbOrTx,
  to: string,
  kind: K,
  data: MailData[K],
  /** The order the mail is about (its admin page lists it); for a mail with a hidden link (S46), what its token is derived from when the mail is sent. */
  about: { orderId?: string | null; secretRef?: string; listUnsubscribe?: string } = {},
): Promise<void> {
  const mail = renderMail(kind, data, mailSettings());
  await tx.insert(outbox).values({
    to: oneLine(to),
    orderId: about.orderId ?? null,
    ...mail,
    secretRef: about.secretRef,
    listUnsubscribe: about.listUnsubscribe,
  });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

type OutboxRow = typeof outbox.$inferSelect;

const outboxReply = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveryStatus: row.deliveryStatus,
});

/** The admin's view of the outbox, newest first. */
export async function listOutbox(db: Database, pageNumber: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(outbox);
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map(outboxReply),
    totalPages: Math.ceil(totalElements / pageSize),
    totalElements,
    pageNumber,
    pageSize,
  };
}
