import { type CustomerPage, paiseToRupees } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

const PAID = sql`o.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`;
/** Checkouts that never became orders: unpaid and lapsed, or replaced by a newer checkout. */
const NEVER_PLACED = sql`(o.status = 'PENDING' or (o.status = 'CANCELLED' and o.paid_at is null))`;

/** One customer (or a guest checkout's email) for the owner: profile, totals, every order, saved addresses. */
export async function customerPage(db: Database, userId: string): Promise<CustomerPage> {
  const users = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    role: 'customer' | 'guest' | 'admin';
    created_at: Date;
  }>(sql`select id, first_name, last_name, email, role, created_at from users where id = ${userId}`);
  const user = users.rows[0];
  if (!user || user.role === 'admin') throw notFound('Customer');

  const orders = await db.execute<{
    id: string;
    created_at: Date;
    status: string;
    payment_method: string;
    total_item: number;
    payable: number;
    paid: boolean;
    placed: boolean;
  }>(sql`select o.id, o.created_at, o.status, o.payment_method, o.total_item, o.order_total_paise as payable,
           ${PAID} as paid, not ${NEVER_PLACED} as placed
         from orders o where o.user_id = ${userId} order by o.created_at desc, o.id desc`);
  // Money given back in any form: processed gateway refunds, cash orders' refunded returns (whole), and what
  // went back to store credit or a gift card for paid online orders' returns and paid orders' cancellations.
  const refunded = await db.execute<{ paise: number }>(sql`select
      coalesce((select sum(r.amount_paise) from refunds r join orders o on o.id = r.order_id
                where o.user_id = ${userId} and r.status = 'PROCESSED'
                  and r.cod_online_payment_id is null), 0)::bigint
    + coalesce((select sum(x.refund_amount_paise) from order_returns x join orders o on o.id = x.order_id
                where o.user_id = ${userId} and x.status = 'REFUNDED' and o.payment_method = 'COD'), 0)::bigint
    + coalesce((select sum(e.amount_paise) from store_credit_entries e join orders o on o.id = e.order_id
                where o.user_id = ${userId} and o.paid_at is not null
                  and (e.reason in ('cancel', 'cancel_refund')
                       or (o.payment_method = 'ONLINE' and e.reason in ('return', 'return_refund')))), 0)::bigint
    + coalesce((select sum(e.amount_paise) from gift_card_entries e join orders o on o.id = e.order_id
                where o.user_id = ${userId} and o.paid_at is not null
                  and (e.reason = 'cancel_refund'
                       or (o.payment_method = 'ONLINE' and e.reason = 'return_refund'))), 0)::bigint
      as paise`);
  const addresses = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    phone_number: string;
    street_address: string;
    city: string;
    state: string;
    pincode: string;
  }>(sql`select id, first_name, last_name, phone_number, street_address, city, state, pincode
         from addresses where user_id = ${userId} order by created_at desc`);

  const paid = orders.rows.filter((o) => o.paid);
  const spentPaise = paid.reduce((sum, o) => sum + Number(o.payable), 0);
  const placed = orders.rows.filter((o) => o.placed);
  return {
    profile: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role === 'guest' ? 'guest' : 'customer',
      joinedAt: new Date(user.created_at).toISOString(),
    },
    totals: {
      orders: placed.length,
      paidOrders: paid.length,
      totalSpent: paiseToRupees(spentPaise),
      averageOrder: paid.length ? paiseToRupees(Math.round(spentPaise / paid.length)) : 0,
      refunded: paiseToRupees(Number(refunded.rows[0]?.paise ?? 0)),
      lastOrderAt: placed[0] ? new Date(placed[0].created_at).toISOString() : null,
    },
    orders: orders.rows.map((o) => ({
      id: o.id,
      orderDate: new Date(o.created_at).toISOString(),
      status: o.status,
      paymentMethod: o.payment_method,
      items: o.total_item,
      totalPayable: paiseToRupees(Number(o.payable)),
    })),
    addresses: addresses.rows.map((a) => ({
      id: a.id,
      name: `${a.first_name} ${a.last_name}`.trim(),
      phoneNumber: a.phone_number,
      streetAddress: a.street_address,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
    })),
  };
}
