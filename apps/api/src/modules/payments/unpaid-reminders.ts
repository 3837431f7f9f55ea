import { formatPaise, orderNumber } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { payablePaise } from '../orders/payable-order.ts';
import { createPaymentLink, type PaymentsContext } from './payments.service.ts';
import { lockOrder } from './settle.ts';

/** An online order still unpaid this long after it was placed gets its one reminder. */
export const UNPAID_REMINDER_MINUTES = 15;

/**
 * Reminds customers of online orders left unpaid for UNPAID_REMINDER_MINUTES, once per order, with the order's
 * live payment link: the one the order page's Pay button opens (createPaymentLink answers the stored link, or
 * makes one when there is none, outside any transaction). The mail is queued in a transaction that locks the
 * order and claims it in `payment_reminders`, only if it is still PENDING with that same link: an order paid,
 * cancelled or expired meanwhile gets nothing, and one whose link was replaced is taken up by the next run.
 * A service mail about the customer's own order, so no marketing consent is asked (decision 0073). Answers
 * how many were queued.
 */
export async function sendUnpaidOrderReminders(ctx: PaymentsContext, now = new Date()): Promise<number> {
  const due = await ctx.db.execute<{ id: string; user_id: string }>(sql`
    select o.id, o.user_id from orders o
    where o.status = 'PENDING' and o.payment_method = 'ONLINE' and o.archived_at is null
      and o.created_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${UNPAID_REMINDER_MINUTES})
      and o.expires_at > ${now.toISOString()}::timestamptz
      and not exists (select 1 from payment_reminders r where r.order_id = o.id)
    order by o.created_at limit 100`);
  let queued = 0;
  for (const order of due.rows) {
    let link: { url: string };
    try {
      link = await createPaymentLink(ctx, order.user_id, order.id, now);
    } catch (error) {
      // Paid, cancelled or expired since the query, or the gateway did not answer: the next run looks again.
      ctx.log.warn({ orderId: order.id, err: error }, 'no payment link for the unpaid-order reminder');
      continue;
    }
    if (await queueReminder(ctx.db, order.id, link.url)) queued += 1;
  }
  return queued;
}

async function queueReminder(db: Database, orderId: string, payUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'PENDING' || order.paymentLinkUrl !== payUrl) return false;
    const claimed = await tx.execute(sql`
      insert into payment_reminders (order_id) values (${orderId}) on conflict do nothing returning order_id`);
    if (claimed.rows.length === 0) return false;
    const customer = await tx.execute<{ email: string; first_name: string }>(
      sql`select email, first_name from users where id = ${order.userId}`,
    );
    const lines = await tx.execute<{ title: string; size: string; quantity: number }>(sql`
      select title, size, quantity from order_items where order_id = ${orderId} order by id`);
    const to = customer.rows[0];
    if (!to) return false;
    const data = {
      firstName: to.first_name,
      orderNumber: orderNumber(orderId),
      lines: lines.rows,
      total: formatPaise(payablePaise(order)),
      payUrl,
      orderUrl: `${mailSettings().appUrl}/account/order/${orderId}`,
    };
    await queueMail(tx, to.email, 'paymentReminder', data, { orderId });
    return true;
  });
}
