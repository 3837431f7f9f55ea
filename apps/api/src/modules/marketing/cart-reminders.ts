import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queueCartReminderWhatsapp } from './cart-reminder-whatsapp.ts';
import { queueMarketingMail } from './marketing-mail.ts';

/**
 * Reminds signed-in customers who agreed to marketing mail (S59) of a cart left unchanged for `hours`: one mail
 * per cart and contents (a fingerprint of its lines), claimed in `cart_reminders` in the transaction that queues
 * it, so runs on several instances send it once. An emptied cart has no lines and a checked-out one has an order since its last change: neither is reminded.
 * Answers how many were queued.
 */
export async function sendCartReminders(
  db: Database,
  shop: { appUrl: string; secret: string },
  hours: number,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ cart_id: string; email: string; first_name: string }>(sql`
      with left_carts as (
        select c.id as cart_id, c.user_id, u.email, u.first_name,
          max(greatest(i.created_at, i.updated_at)) as last_change,
          md5(string_agg(i.product_id || ':' || i.size || ':' || i.quantity, ',' order by i.product_id, i.size))
            as contents
        from carts c join users u on u.id = c.user_id join cart_items i on i.cart_id = c.id
        -- A guest row's cart is filled by its checkout in the order's own transaction (the items on the database's
        -- clock, the order on the app's): never a cart left behind, and the unpaid order has its own mail.
        where u.role <> 'guest'
        group by c.id, u.email, u.first_name
        having max(greatest(i.created_at, i.updated_at)) <= ${now.toISOString()}::timestamptz - make_interval(secs => ${hours * 3600}))
      insert into cart_reminders (cart_id, contents)
      select l.cart_id, l.contents from left_carts l
      where exists (select 1 from marketing_contacts m where m.email = lower(l.email) and m.consent)
        -- Checked out since (an online order keeps the cart until it is paid): the unpaid order has its own mail.
        and not exists (select 1 from orders o where o.user_id = l.user_id and o.created_at >= l.last_change)
      on conflict do nothing
      returning cart_id, (select email from left_carts where left_carts.cart_id = cart_reminders.cart_id),
        (select first_name from left_carts where left_carts.cart_id = cart_reminders.cart_id)`);
    let queued = 0;
    for (const cart of claimed.rows) {
      const lines = await tx.execute<{ title: string; size: string; quantity: number }>(sql`
        select p.title, i.size, i.quantity from cart_items i join products p on p.id = i.product_id
        where i.cart_id = ${cart.cart_id} order by i.created_at, i.id`);
      const data = { firstName: cart.first_name, lines: lines.rows, cartUrl: `${shop.appUrl}/cart` };
      if (await queueMarketingMail(tx, shop, cart.email, 'cartReminder', data, { consent: true })) {
        await queueCartReminderWhatsapp(tx, cart.cart_id, cart.first_name, lines.rows, data.cartUrl);
        queued += 1;
      }
    }
    return queued;
  });
}
