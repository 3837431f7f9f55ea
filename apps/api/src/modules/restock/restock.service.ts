import type { RestockDemandRow } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { restockRequests } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordConsent } from '../consents/consent-ledger.ts';
import { queueMarketingMail } from '../marketing/marketing-mail.ts';
import { queueBackInStockWhatsapp } from './back-in-stock-whatsapp.ts';

export interface NotifyRequest {
  productId: string;
  /** Lower case (the contract's sizeName). */
  size: string;
  email: string;
  userId: string | null;
  /** A guest's phone, given with the WhatsApp and marketing boxes ticked (both recorded in the consent ledger). */
  whatsappPhone: string | null;
}

/**
 * Records "tell me when this size is back". A size that can be bought now is 409 IN_STOCK; an unknown product
 * or size 404. Asking again for the same address and size keeps the one waiting request.
 */
export async function requestRestockMail(db: Database, request: NotifyRequest): Promise<void> {
  const found = await db.execute<{ quantity: number }>(sql`
    select s.quantity from product_sizes s join products p on p.id = s.product_id
    where p.id = ${request.productId} and p.deleted_at is null and p.listed and s.name = ${request.size}`);
  const size = found.rows[0];
  if (!size) throw notFound('Product size');
  if (size.quantity > 0) throw conflict('IN_STOCK', 'This size is in stock: you can buy it now');
  const email = request.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .insert(restockRequests)
      .values({ ...request, email })
      .onConflictDoUpdate({
        target: [restockRequests.productId, restockRequests.size, restockRequests.email],
        targetWhere: sql`${restockRequests.notifiedAt} is null`,
        set: { whatsappPhone: sql`coalesce(excluded.whatsapp_phone, ${restockRequests.whatsappPhone})` },
      });
    if (request.whatsappPhone)
      await recordConsent(tx, {
        userId: null,
        email,
        purpose: 'whatsapp_marketing',
        given: true,
        source: 'notify_me',
      });
  });
}

/**
 * Mails every waiting request whose size has stock again, whatever changed it (an admin edit, an import, a
 * bulk edit, a cancelled or expired order, a return). The requests are marked in the transaction that queues
 * their mails; a second run (or instance) at the same time waits on those rows and then finds them taken,
 * so each request gets at most one mail. Answers how many were queued.
 */
export async function mailRestockedSizes(
  db: Database,
  shop: { appUrl: string; secret: string },
  batch = 200,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      email: string;
      title: string;
      size: string;
      product_id: string;
      created_at: string;
      user_id: string | null;
      whatsapp_phone: string | null;
    }>(sql`
      with due as (
        select r.id from restock_requests r
        join product_sizes s on s.product_id = r.product_id and s.name = r.size
        join products p on p.id = r.product_id
        where r.notified_at is null and s.quantity > 0 and p.deleted_at is null
        order by r.created_at limit ${batch}
        for update of r skip locked)
      update restock_requests r set notified_at = now()
      from due, products p
      where r.id = due.id and p.id = r.product_id and r.notified_at is null
      returning r.email, p.title, r.size, r.product_id, r.created_at::text, r.user_id, r.whatsapp_phone`);
    let queued = 0;
    const toldOnWhatsapp = new Set<string>();
    for (const row of due.rows) {
      const data = {
        title: row.title,
        size: row.size,
        productUrl: `${shop.appUrl}/product/${row.product_id}`,
      };
      // The request is its own consent (S59), unless the address unsubscribed after making it.
      const askedAt = new Date(row.created_at);
      if (await queueMarketingMail(tx, shop, row.email, 'backInStock', data, { askedAt })) {
        const request = { userId: row.user_id, email: row.email, guestPhone: row.whatsapp_phone };
        await queueBackInStockWhatsapp(tx, request, data, toldOnWhatsapp);
        queued += 1;
      }
    }
    return queued;
  });
}

/** The owner's list: sold-out sizes people are waiting for, the most wanted first. */
export async function restockDemand(db: DbOrTx, limit = 200): Promise<RestockDemandRow[]> {
  const rows = await db.execute<{ product_id: string; title: string; size: string; waiting: number }>(sql`
    select r.product_id, p.title, r.size, count(*)::int as waiting
    from restock_requests r join products p on p.id = r.product_id
    where r.notified_at is null and p.deleted_at is null
    group by r.product_id, p.title, r.size
    order by waiting desc, p.title, r.size limit ${limit}`);
  return rows.rows.map((r) => ({
    productId: r.product_id,
    title: r.title,
    size: r.size,
    waiting: r.waiting,
  }));
}
