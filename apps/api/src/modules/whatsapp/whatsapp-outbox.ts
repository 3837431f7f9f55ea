import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { TemplateObject } from '../../gateways/whatsapp/cloud-api.ts';
import { OUTBOX_CHANNEL } from '../mail/outbox.service.ts';
import { isStopped, whatsappNumber, whatsappOptIn } from './whatsapp-consent.ts';
import { type WhatsappEvent, whatsappSettings } from './whatsapp-settings.ts';

export interface WhatsappMessage {
  event: WhatsappEvent;
  /**
   * The account whose consent it needs (a guest's row too); null when the caller holds the message's own
   * consent (a guest's "Notify me" with its WhatsApp and marketing boxes ticked). STOP is checked either way.
   */
  userId: string | null;
  /** The order's phone, 10 digits. */
  phone: string;
  orderId?: string | null;
  /** The template body's {{1}}, {{2}}… in order. */
  params: string[];
  /** Payloads of the template's quick-reply buttons, in their order. */
  quickReplies?: string[];
  /** What the message says, for the admin's outbox (the approved template's text with the values in). */
  preview: string;
  /** `marketing`: the caller has checked the marketing consent too (cart reminder, back in stock). */
  purpose?: 'updates' | 'marketing';
  /** A link with a hidden token (S46): what it is derived from when the message is sent. */
  secretRef?: string;
}

function templateObject(message: WhatsappMessage, name: string, language: string): TemplateObject {
  const components: Record<string, unknown>[] = [];
  if (message.params.length > 0)
    components.push({ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) });
  (message.quickReplies ?? []).forEach((payload, index) => {
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload }],
    });
  });
  return { name, language: { code: language }, components };
}

/**
 * Writes one WhatsApp message to the outbox inside the caller's transaction, like queueMail: it exists
 * exactly when its event does and the sender sends it after the commit. Nothing is queued while WhatsApp is
 * off, without the account's consent, or to a phone that said STOP. Answers whether it was queued.
 */
export async function queueWhatsapp(tx: DbOrTx, message: WhatsappMessage): Promise<boolean> {
  const settings = whatsappSettings();
  if (!settings?.api) return false;
  const to = whatsappNumber(message.phone);
  if (message.userId !== null && !(await whatsappOptIn(tx, message.userId))) return false;
  if (await isStopped(tx, to)) return false;
  const name = settings.templates[message.event];
  await tx.insert(outbox).values({
    channel: 'whatsapp',
    to,
    orderId: message.orderId ?? null,
    subject: `WhatsApp · ${name}`,
    text: message.preview,
    html: '',
    template: templateObject(message, name, settings.language) as unknown as Record<string, unknown>,
    secretRef: message.secretRef,
  });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return true;
}
