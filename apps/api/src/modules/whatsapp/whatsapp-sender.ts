import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import {
  CloudApiError,
  type CloudApiSettings,
  sendTemplateMessage,
  type TemplateObject,
} from '../../gateways/whatsapp/cloud-api.ts';
import { revealHiddenToken } from '../mail/hidden-links.ts';
import { claimDueRows, retryDelaySeconds, type SendSummary } from '../mail/mail-sender.ts';
import { isStopped } from './whatsapp-consent.ts';

/**
 * Sends the WhatsApp messages that are due, as the mail sender does: each claimed first by moving its next
 * attempt a lease ahead (SKIP LOCKED, no transaction open while Meta answers), a failure kept with the next
 * try after a growing delay, so nothing is lost while the API is down. A message Meta refuses for good (a
 * template or number problem) is SKIPPED with the reason; one to a phone that said STOP meanwhile, too.
 */
export async function sendDueWhatsapp(
  db: Database,
  api: CloudApiSettings,
  secret: string,
  now = new Date(),
): Promise<SendSummary> {
  const claimed = await claimDueRows(db, 'whatsapp', now);

  const summary: SendSummary = { sent: 0, failed: 0 };
  for (const message of claimed) {
    if (await isStopped(db, message.to)) {
      await db
        .update(outbox)
        .set({ status: 'SKIPPED', lastError: 'the phone sent STOP' })
        .where(eq(outbox.id, message.id));
      continue;
    }
    const json = JSON.stringify(message.template);
    const template = JSON.parse(
      message.secretRef ? revealHiddenToken(json, secret, message.secretRef) : json,
    ) as TemplateObject;
    try {
      const messageId = await sendTemplateMessage(api, message.to, template);
      await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: new Date(), lastError: null, providerMessageId: messageId })
        .where(eq(outbox.id, message.id));
      summary.sent += 1;
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = error instanceof CloudApiError && !error.retryable;
      await db
        .update(outbox)
        .set(
          permanent
            ? { status: 'SKIPPED', lastError: text, deliveryStatus: 'failed', deliveryStatusAt: new Date() }
            : {
                lastError: text,
                nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(message.attempts) * 1000),
              },
        )
        .where(eq(outbox.id, message.id));
      summary.failed += 1;
    }
  }
  return summary;
}
