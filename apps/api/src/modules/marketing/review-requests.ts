import { orderNumber } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queueMarketingMail } from './marketing-mail.ts';

/**
 * Orders delivered longer ago than this past their due moment are never asked: when the feature is first
 * switched on (or the jobs were off for long), old orders do not all get a request at once.
 */
export const REVIEW_REQUEST_LATEST_DAYS = 14;

/** The product page opens its review form from this address (`?review=1`), scrolled to the reviews. */
export const reviewFormUrl = (appUrl: string, productId: string) =>
  `${appUrl}/product/${productId}?review=1#reviews`;

/**
 * Asks the customer of each order delivered `days` ago to review its items: one mail per order, linking to
 * the review form of each product they have not reviewed yet. It is marketing mail (S59): sent only with the
 * checkbox's consent, with the unsubscribe link and headers. Each order is decided once, when it falls due,
 * and claimed in `review_requests` in the transaction that queues the mail (a second instance waits on the
 * claim and then skips it); an order whose customer had not agreed then is not asked later. Answers how many
 * mails were queued.
 */
export async function sendReviewRequests(
  db: Database,
  shop: { appUrl: string; secret: string },
  days: number,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{
      order_id: string;
      user_id: string;
      email: string;
      first_name: string;
    }>(sql`
      with delivered as (
        select o.id, o.user_id,
          (select max((h->>'at')::timestamptz) from jsonb_array_elements(o.status_history) h
            where h->>'status' = 'DELIVERED') as delivered_at
        from orders o
        where o.status = 'DELIVERED' and o.archived_at is null
          and not exists (select 1 from review_requests r where r.order_id = o.id)),
      due as (
        select id, user_id from delivered
        where delivered_at <= ${at}::timestamptz - make_interval(secs => ${days * 86400})
          and delivered_at > ${at}::timestamptz - make_interval(secs => ${(days + REVIEW_REQUEST_LATEST_DAYS) * 86400})
        order by delivered_at limit 200),
      claim as (
        insert into review_requests (order_id, mailed) select id, false from due
        on conflict do nothing returning order_id)
      select c.order_id, u.id as user_id, u.email, u.first_name
      from claim c join orders o on o.id = c.order_id join users u on u.id = o.user_id`);
    let queued = 0;
    for (const order of claimed.rows) {
      // Each product of the order once, while it is still in the shop and not reviewed by this customer yet.
      const items = await tx.execute<{ product_id: string; title: string }>(sql`
        select distinct on (i.product_id) i.product_id, p.title
        from order_items i join products p on p.id = i.product_id
        where i.order_id = ${order.order_id} and p.deleted_at is null
          and not exists (select 1 from reviews r where r.product_id = i.product_id and r.user_id = ${order.user_id})
        order by i.product_id, i.id`);
      if (items.rows.length === 0) continue;
      const data = {
        firstName: order.first_name,
        orderNumber: orderNumber(order.order_id),
        items: items.rows.map((item) => ({
          title: item.title,
          reviewUrl: reviewFormUrl(shop.appUrl, item.product_id),
        })),
      };
      const mailed = await queueMarketingMail(
        tx,
        shop,
        order.email,
        'reviewRequest',
        data,
        { consent: true },
        { orderId: order.order_id },
      );
      if (!mailed) continue;
      await tx.execute(sql`update review_requests set mailed = true where order_id = ${order.order_id}`);
      queued += 1;
    }
    return queued;
  });
}
