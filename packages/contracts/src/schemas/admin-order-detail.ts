// The admin's order page (GET /api/admin/orders/{id}): the order with everything that happened to it.
import { z } from 'zod';
import { adminOrderReply } from './orders.ts';
import { adminReturnReply } from './returns.ts';

/** One thing that happened to the order, oldest first: a status move, an admin's action, a mail or WhatsApp message queued. */
export const orderTimelineEntry = z.object({
  at: z.string(),
  kind: z.enum(['status', 'action', 'mail', 'whatsapp']),
  /** The status moved to, the audit action (`order.confirmed`, `return.approve`) or the mail's subject. */
  title: z.string(),
  /** Why (a cancel's reason), who (the admin's email) or to whom (the mail's address). */
  detail: z.string().nullable(),
  /** Mails and WhatsApp messages: PENDING until the sender has handed it over (SKIPPED: a WhatsApp message not sent). */
  mailStatus: z.enum(['PENDING', 'SENT', 'SKIPPED']).nullable(),
  /** WhatsApp only: the last status Meta reported (sent, delivered, read, failed). */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).nullable().optional(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

export const orderDocumentLink = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  /** The return a partial credit note is for; null for the invoice and a full credit note. */
  returnId: z.string().nullable(),
  /** The PDF's path on the API. */
  url: z.string(),
});
export type OrderDocumentLink = z.infer<typeof orderDocumentLink>;

export const adminOrderDetail = adminOrderReply.extend({
  timeline: z.array(orderTimelineEntry),
  documents: z.array(orderDocumentLink),
  returns: z.array(adminReturnReply),
  /** Set when the order is an unpaid checkout the customer replaced with a newer one. */
  replacedCheckout: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
