import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client.ts';
import { outbox, whatsappEvents } from '../../db/schema/index.ts';
import { answerCodConfirmation, type CodAnswer } from '../orders/cod-confirmation.ts';
import { stopWhatsapp, whatsappNumber } from '../whatsapp/whatsapp-consent.ts';

/*
 * The parts of Meta's `messages` webhook the shop reads (Meta's "Messages webhook reference": statuses, text
 * and button messages): `{ object, entry: [{ changes: [{ field: "messages", value: { statuses?, messages? } }] }] }`.
 */
const status = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
});
const message = z.object({
  id: z.string(),
  from: z.string(),
  type: z.string(),
  context: z.object({ id: z.string() }).optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string(), text: z.string().optional() }).optional(),
  interactive: z.object({ button_reply: z.object({ id: z.string() }).optional() }).optional(),
});
export const webhookBody = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(status).optional(),
            messages: z.array(message).optional(),
          }),
        }),
      ),
    }),
  ),
});
type WebhookBody = z.infer<typeof webhookBody>;

const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** True the first time a key is seen (in the caller's transaction, so a failed action is seen again). */
async function firstTime(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx.insert(whatsappEvents).values({ key }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** A status moves its message forward only (sent → delivered → read); failed is kept unless it was delivered (rank 2). */
async function applyStatus(tx: Tx, item: z.infer<typeof status>): Promise<void> {
  const rank = STATUS_RANK[item.status];
  if (!rank || !(await firstTime(tx, `status:${item.id}:${item.status}`))) return;
  const [row] = await tx
    .select({ id: outbox.id, current: outbox.deliveryStatus })
    .from(outbox)
    .where(eq(outbox.providerMessageId, item.id))
    .for('update');
  if (!row) return;
  const currentRank = row.current ? (STATUS_RANK[row.current] ?? 0) : 0;
  const moves = item.status === 'failed' ? currentRank < 2 : rank > currentRank;
  if (!moves) return;
  await tx
    .update(outbox)
    .set({ deliveryStatus: item.status as DeliveryStatus, deliveryStatusAt: new Date() })
    .where(eq(outbox.id, row.id));
}

const REPLY = /^cod-(confirm|cancel):([0-9a-f-]{36})$/;

/**
 * A quick-reply button's answer acts only on the order the tapped message was sent for: the message named by
 * `context.id` must be ours, to the phone that answers, about the order the payload names (S63).
 */
async function applyButton(
  tx: Tx,
  item: z.infer<typeof message>,
  payload: string,
): Promise<CodAnswer | 'ignored'> {
  const match = REPLY.exec(payload);
  if (!match || !item.context) return 'ignored';
  const [action, orderId] = [match[1] as 'confirm' | 'cancel', match[2]];
  const [sent] = await tx
    .select({ orderId: outbox.orderId, to: outbox.to })
    .from(outbox)
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.providerMessageId, item.context.id)));
  if (!sent?.orderId || sent.orderId !== orderId || sent.to !== whatsappNumber(item.from)) return 'ignored';
  return answerCodConfirmation(tx, orderId, action);
}

async function applyMessage(tx: Tx, item: z.infer<typeof message>): Promise<string> {
  if (!(await firstTime(tx, `message:${item.id}`))) return 'repeated';
  const payload = item.button?.payload ?? item.interactive?.button_reply?.id;
  if (payload) return applyButton(tx, item, payload);
  if (item.type === 'text' && item.text?.body.trim().toUpperCase() === 'STOP') {
    await stopWhatsapp(tx, whatsappNumber(item.from));
    return 'stopped';
  }
  return 'ignored';
}

/** Each status and message of a verified webhook, in a transaction of its own, each acted on once. */
export async function applyWebhook(db: Database, body: WebhookBody): Promise<string[]> {
  const outcomes: string[] = [];
  for (const change of body.entry.flatMap((e) => e.changes)) {
    if (change.field !== 'messages') continue;
    for (const item of change.value.statuses ?? []) await db.transaction((tx) => applyStatus(tx, item));
    for (const item of change.value.messages ?? [])
      outcomes.push(await db.transaction((tx) => applyMessage(tx, item)));
  }
  return outcomes;
}
