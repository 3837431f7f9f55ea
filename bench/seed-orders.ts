import pg from 'pg';

/**
 * An owner's year of orders for the admin bench (issue 47), made by PostgreSQL itself (generate_series, one
 * statement per table): customers who joined over thirteen months, orders spread evenly over the last twelve
 * with one to three lines, a third cash on delivery, coupons on about a fifth, statuses by age (the last days
 * still on their way, a few cancelled, replaced or returned to origin), captured payments, GST invoices with
 * their numbering per financial year, returns (most refunded, with refunds and credit notes) and the mails sent.
 * The rows keep the schema's checks and triggers (COD round-off, wallet sums, refunds within their payment).
 */
export interface OrdersSeed {
  orders: number;
  customers: number;
}

const FIRST = `array['Aarav','Ananya','Diya','Ishaan','Kavya','Meera','Nikhil','Priya','Rohan','Saanvi','Tara','Vihaan']`;
const LAST = `array['Sharma','Iyer','Reddy','Nair','Gupta','Das','Menon','Patel','Rao','Singh','Joshi','Kulkarni']`;
// Place of supply: a spread of states with their GST codes; the seller is in Karnataka (29).
const STATES = `array[['Karnataka','29'],['Maharashtra','27'],['Tamil Nadu','33'],['Delhi','07'],['Kerala','32'],['Telangana','36'],['West Bengal','19'],['Gujarat','24']]`;
const SELLER = `jsonb_build_object('legalName','MoonMade Jewellery','gstin','29ABCDE1234F1Z5','address','12 MG Road, Bengaluru','state','Karnataka','stateCode','29')`;
/** What the customer pays (orderPayablePaise in SQL). */
const PAYABLE =
  '(o.total_discounted_price_paise - o.coupon_discount_paise - o.prepaid_discount_paise + o.delivery_charge_paise + o.gift_wrap_paise + o.cod_fee_paise + o.cod_round_off_paise)';
/** The Indian financial year of an instant, as `26-27`. */
const FY = (at: string) =>
  `(select to_char(y, 'FM00') || '-' || to_char(y + 1, 'FM00') from (select (extract(year from (${at}) at time zone 'Asia/Kolkata')::int - case when extract(month from (${at}) at time zone 'Asia/Kolkata') < 4 then 1 else 0 end) % 100 as y) f)`;

const STEPS: string[] = [
  // The customers: signed up over the thirteen months before now, verified, one phone each.
  `insert into users (id, email, password_hash, first_name, last_name, role, email_verified_at, created_at, updated_at)
   select gen_random_uuid(), 'customer' || c || '@example.in', 'bench-no-sign-in',
          (${FIRST})[1 + c % 12], (${LAST})[1 + (c / 12) % 12], 'customer', t, t, t
   from generate_series(1, $customers::int) c,
        lateral (select now() - interval '395 days' + (c::float8 / $customers) * interval '394 days' as t) j`,
  `create temp table seed_customers on commit drop as
   select row_number() over (order by created_at, id) as c, id, email, first_name, last_name, created_at
   from users where role = 'customer' and password_hash = 'bench-no-sign-in'`,
  `create unique index on seed_customers (c)`,
  `create temp table seed_products on commit drop as
   select row_number() over (order by id) - 1 as n, id, title, color, image_url, price_paise, discounted_price_paise, discount_percent
   from products`,
  `create unique index on seed_products (n)`,
  // Each order: its moment, customer (one who had joined by then: repeat buyers come back), method and fate.
  `create temp table seed_orders on commit drop as
   select g, gen_random_uuid() as id, t as created_at, extract(epoch from now() - t) / 86400 as age_days,
          1 + (g * 7919) % greatest(1, floor($customers * (30 + 365 * g::float8 / $orders) / 395)::int) as c,
          case when g % 3 = 0 then 'COD' else 'ONLINE' end as method,
          (g * 37) % 100 as fate,
          (${STATES})[1 + (g * 13) % 8][1] as state, (${STATES})[1 + (g * 13) % 8][2] as state_code
   from generate_series(1, $orders::int) g,
        lateral (select now() - interval '365 days' + (g::float8 / $orders) * interval '365 days' - interval '1 minute' as t) j`,
  `create unique index on seed_orders (g)`,
  // One to three lines (more often one), now and then two of a piece.
  `create temp table seed_lines on commit drop as
   select o.g, k, gen_random_uuid() as id, p.id as product_id, p.title, p.color, p.image_url,
          p.price_paise, p.discounted_price_paise, p.discount_percent,
          1 + ((o.g + k) % 6 = 0)::int as quantity
   from seed_orders o
   cross join lateral generate_series(1, case when o.g % 4 < 2 then 1 when o.g % 4 = 2 then 2 else 3 end) k
   join seed_products p on p.n = (o.g * 31 + k * 17) % (select count(*) from seed_products)`,
  `create index on seed_lines (g)`,
  `create temp table seed_totals on commit drop as
   select g, sum(price_paise * quantity)::bigint as price, sum(discounted_price_paise * quantity)::bigint as discounted,
          sum(quantity)::int as units
   from seed_lines group by g`,
  `create unique index on seed_totals (g)`,
  // Statuses by age and fate; charges: delivery under ₹999, COD fee ₹49 and the whole-rupee round-off, coupons.
  `create temp table seed_shaped on commit drop as
   select o.*, t.price, t.discounted, t.units, coupon.code as coupon_code, coupon.discount as coupon_discount,
          case when t.discounted >= 99900 then 0 else 4900 end as delivery,
          case when o.method = 'COD' then 4900 else 0 end as cod_fee,
          case
            when o.fate < 5 then 'CANCELLED'
            when o.fate < 7 then 'CANCELLED'
            when o.method = 'COD' and o.fate < 12 and o.age_days > 8 then 'RETURNED_TO_ORIGIN'
            when o.age_days > 9 then 'DELIVERED'
            when o.age_days > 6 then 'OUT_FOR_DELIVERY'
            when o.age_days > 3 then 'SHIPPED'
            when o.age_days > 1 then 'CONFIRMED'
            when o.method = 'ONLINE' and o.age_days < 0.02 then 'PENDING'
            else 'PLACED' end as status,
          case when o.fate < 5 then (array['expired','customer','admin'])[1 + o.g % 3] when o.fate < 7 then 'replaced' end as cancel_reason
   from seed_orders o join seed_totals t using (g)
   left join lateral (
     select 'WELCOME10' as code, least(t.discounted / 10, 50000) as discount where o.g % 7 = 0
     union all
     select 'FESTIVE200', 20000 where o.g % 7 <> 0 and o.g % 11 = 0 and t.discounted >= 100000
   ) coupon on true`,
  `create unique index on seed_shaped (g)`,
  `analyze seed_customers, seed_products, seed_orders, seed_lines, seed_totals, seed_shaped`,
  `insert into orders (id, user_id, status, shipping_address, total_price_paise, total_discounted_price_paise,
     delivery_charge_paise, total_item, status_history, shipment, expires_at, payment_link_id, payment_link_url, paid_at,
     payment_method, cod_fee_paise, cod_round_off_paise, coupon_code, coupon_discount_paise, cod_confirmed_at, tax,
     created_at, updated_at)
   select s.id, c.id, s.status,
     jsonb_build_object('firstName', c.first_name, 'lastName', c.last_name, 'phoneNumber', '9' || lpad(s.c::text, 9, '0'),
       'streetAddress', (s.c % 200 + 1) || ' Main Road', 'city', 'City ' || (s.c % 50), 'state', s.state,
       'pincode', (560001 + s.c % 900)::text, 'landmark', '', 'email', c.email),
     s.price, s.discounted, s.delivery, s.units,
     (select jsonb_agg(step order by at) from (
        select jsonb_build_object('status', 'PENDING', 'at', s.created_at) as step, s.created_at as at where s.method = 'ONLINE'
        union all select jsonb_build_object('status', 'PLACED', 'at', s.created_at + interval '2 minutes'), s.created_at + interval '2 minutes'
          where s.status not in ('PENDING', 'CANCELLED')
        union all select jsonb_build_object('status', 'CONFIRMED', 'at', s.created_at + interval '1 day'), s.created_at + interval '1 day'
          where s.status in ('CONFIRMED','SHIPPED','OUT_FOR_DELIVERY','DELIVERED','RETURNED_TO_ORIGIN')
        union all select jsonb_build_object('status', 'SHIPPED', 'at', s.created_at + interval '3 days'), s.created_at + interval '3 days'
          where s.status in ('SHIPPED','OUT_FOR_DELIVERY','DELIVERED','RETURNED_TO_ORIGIN')
        union all select jsonb_build_object('status', 'OUT_FOR_DELIVERY', 'at', s.created_at + interval '6 days'), s.created_at + interval '6 days'
          where s.status in ('OUT_FOR_DELIVERY','DELIVERED')
        union all select jsonb_build_object('status', 'DELIVERED', 'at', s.created_at + interval '7 days'), s.created_at + interval '7 days'
          where s.status = 'DELIVERED'
        union all select jsonb_build_object('status', 'RETURNED_TO_ORIGIN', 'at', s.created_at + interval '8 days'), s.created_at + interval '8 days'
          where s.status = 'RETURNED_TO_ORIGIN'
        union all select jsonb_build_object('status', 'CANCELLED', 'at', s.created_at + interval '30 minutes', 'reason', s.cancel_reason), s.created_at + interval '30 minutes'
          where s.status = 'CANCELLED') h),
     case when s.status in ('SHIPPED','OUT_FOR_DELIVERY','DELIVERED','RETURNED_TO_ORIGIN') then
       jsonb_build_object('courier', 'Delhivery', 'trackingNumber', 'DL' || lpad(s.g::text, 10, '0'), 'trackingUrl', null,
                          'shippedAt', s.created_at + interval '3 days') end,
     s.created_at + interval '30 minutes',
     case when s.method = 'ONLINE' then 'plink_' || replace(s.id::text, '-', '') end,
     case when s.method = 'ONLINE' then 'https://rzp.io/i/' || left(replace(s.id::text, '-', ''), 10) end,
     case when s.method = 'ONLINE' and s.status not in ('PENDING', 'CANCELLED') then s.created_at + interval '2 minutes'
          when s.method = 'COD' and s.status = 'DELIVERED' and s.age_days > 14 then s.created_at + interval '9 days' end,
     s.method, s.cod_fee,
     case when s.method = 'COD' then
       case when r.rest <= 49 then -r.rest else 100 - r.rest end else 0 end,
     s.coupon_code, coalesce(s.coupon_discount, 0),
     case when s.method = 'COD' and s.status <> 'CANCELLED' then s.created_at + interval '1 hour' end,
     tax.copy, s.created_at, s.created_at
   from seed_shaped s
   join seed_customers c on c.c = s.c
   cross join lateral (select (s.discounted - coalesce(s.coupon_discount, 0) + s.delivery + s.cod_fee) % 100 as rest) r
   cross join lateral (
     select jsonb_build_object('placeOfSupply', s.state, 'placeOfSupplyCode', s.state_code, 'sellerState', 'Karnataka',
              'intraState', s.state_code = '29', 'taxableValuePaise', sum(x.taxable), 'cgstPaise', sum(x.cgst),
              'sgstPaise', sum(x.sgst), 'igstPaise', sum(x.igst), 'totalPaise', sum(x.total),
              'lines', jsonb_agg(jsonb_build_object('itemId', x.id, 'title', x.title, 'hsn', '7113', 'quantity', x.quantity,
                'rate', 3, 'pricePaise', x.price, 'discountPaise', x.discount, 'deliveryPaise', x.delivery,
                'totalPaise', x.total, 'taxableValuePaise', x.taxable, 'cgstPaise', x.cgst, 'sgstPaise', x.sgst,
                'igstPaise', x.igst) order by x.k),
              'seller', ${SELLER}, 'invoicePrefix', 'MM') as copy
     from (
       select l.k, l.id, l.title, l.quantity, v.price, v.discount, v.delivery, v.total, v.taxable,
              case when s.state_code = '29' then (v.total - v.taxable) / 2 else 0 end as cgst,
              case when s.state_code = '29' then (v.total - v.taxable) - (v.total - v.taxable) / 2 else 0 end as sgst,
              case when s.state_code = '29' then 0 else v.total - v.taxable end as igst
       from seed_lines l
       cross join lateral (
         select l.discounted_price_paise * l.quantity as price,
                case when l.k = 1 then coalesce(s.coupon_discount, 0) else 0 end as discount,
                case when l.k = 1 then s.delivery else 0 end as delivery) p
       cross join lateral (
         select p.price, p.discount, p.delivery, p.price - p.discount + p.delivery as total,
                round((p.price - p.discount + p.delivery) * 100 / 103.0)::bigint as taxable) v
       where l.g = s.g) x
   ) tax`,
  `insert into order_items (id, order_id, product_id, size, quantity, title, image_url, color, unit_price_paise,
     unit_discounted_price_paise, discount_percent)
   select l.id, o.id, l.product_id, (array['s','m','l'])[1 + (l.g + l.k) % 3], l.quantity, l.title, l.image_url, l.color,
          l.price_paise, l.discounted_price_paise, l.discount_percent
   from seed_lines l join seed_orders o using (g)`,
  // Fresh tables have no statistics: without them the planner joins 200,000 rows as if they were a handful.
  `analyze orders, order_items`,
  `insert into payments (id, order_id, gateway, payment_id, payment_link_id, amount_paise, status, created_at)
   select gen_random_uuid(), o.id, 'razorpay', 'pay_' || left(replace(o.id::text, '-', ''), 14), o.payment_link_id,
          ${PAYABLE}, 'captured', o.paid_at
   from orders o where o.payment_method = 'ONLINE' and o.paid_at is not null`,
  // Invoices: each paid order's, at its payment (COD: when the cash came in), numbered per financial year.
  `insert into tax_documents (id, kind, number, financial_year, sequence, order_id, issued_at, taxable_value_paise,
     cgst_paise, sgst_paise, igst_paise, total_paise, details)
   select gen_random_uuid(), 'invoice', 'MM/' || d.fy || '/' || lpad(d.seq::text, 6, '0'), d.fy, d.seq, d.id, d.paid_at,
          (d.tax ->> 'taxableValuePaise')::bigint, (d.tax ->> 'cgstPaise')::bigint, (d.tax ->> 'sgstPaise')::bigint,
          (d.tax ->> 'igstPaise')::bigint, (d.tax ->> 'totalPaise')::bigint,
          jsonb_build_object('seller', d.tax -> 'seller', 'buyer', d.shipping_address, 'tax', d.tax,
            'orderNumber', '#' || upper(right(d.id::text, 8)),
            'charges', jsonb_build_object('couponCode', d.coupon_code, 'couponPaise', d.coupon_discount_paise,
              'prepaidPaise', 0, 'deliveryPaise', d.delivery_charge_paise, 'giftWrapPaise', 0,
              'codFeePaise', d.cod_fee_paise, 'roundOffPaise', d.cod_round_off_paise))
   from (select o.*, f.fy, row_number() over (partition by f.fy order by o.paid_at, o.id) as seq
         from orders o cross join lateral (select ${FY('o.paid_at')} as fy) f where o.paid_at is not null) d`,
  `analyze payments, tax_documents`,
  // Returns of one delivered order in 25: the first line's piece (at most what was paid), mostly refunded.
  `insert into order_returns (id, order_id, user_id, status, reason, reject_reason, items, refund_amount_paise,
     decided_at, received_at, refunded_at, payout, created_at, updated_at)
   select gen_random_uuid(), o.id, o.user_id, r.status, 'Size did not fit', case when r.status = 'REJECTED' then 'Worn' end,
          jsonb_build_array(jsonb_build_object('itemId', i.id, 'quantity', 1, 'refundPaise', least(i.unit_discounted_price_paise, ${PAYABLE}))),
          least(i.unit_discounted_price_paise, ${PAYABLE}),
          case when r.status <> 'REQUESTED' then o.created_at + interval '9 days' end,
          case when r.status in ('RECEIVED', 'REFUNDED') then o.created_at + interval '12 days' end,
          case when r.status = 'REFUNDED' then o.created_at + interval '13 days' end,
          case when o.payment_method = 'COD' then jsonb_build_object('method', 'UPI', 'upiId', 'customer@upi') end,
          o.created_at + interval '8 days', o.created_at + interval '8 days'
   from orders o
   cross join lateral (select * from order_items i where i.order_id = o.id order by i.id limit 1) i
   cross join lateral (select case when o.created_at > now() - interval '20 days' then 'REQUESTED'
                                   else (array['REFUNDED','REFUNDED','REFUNDED','REFUNDED','REFUNDED','REFUNDED','REJECTED','RECEIVED','APPROVED','REFUNDED'])[1 + (abs(hashtext(o.id::text)) / 25 % 10)] end as status) r
   where o.status = 'DELIVERED' and abs(hashtext(o.id::text)) % 25 = 0 and (o.paid_at is not null or o.payment_method = 'COD')`,
  `analyze order_returns`,
  `insert into refunds (id, order_id, return_id, gateway, payment_id, amount_paise, gateway_refund_id, status, attempts,
     processed_at, created_at, updated_at)
   select gen_random_uuid(), r.order_id, r.id, 'razorpay', p.payment_id, r.refund_amount_paise,
          'rfnd_' || left(replace(r.id::text, '-', ''), 14), 'PROCESSED', 1, r.refunded_at, r.refunded_at, r.refunded_at
   from order_returns r join payments p on p.order_id = r.order_id where r.status = 'REFUNDED'`,
  `insert into tax_documents (id, kind, number, financial_year, sequence, order_id, return_id, issued_at,
     taxable_value_paise, cgst_paise, sgst_paise, igst_paise, total_paise, details)
   select gen_random_uuid(), 'credit_note', 'CN/' || d.fy || '/' || lpad(d.seq::text, 6, '0'), d.fy, d.seq, d.order_id, d.id,
          d.refunded_at, d.taxable, d.cgst, d.sgst, d.igst, d.refund_amount_paise,
          jsonb_build_object('seller', d.tax -> 'seller', 'buyer', d.shipping_address, 'tax', d.tax,
            'orderNumber', '#' || upper(right(d.order_id::text, 8)), 'invoiceNumber', d.invoice_number, 'reason', 'Return')
   from (select r.id, r.order_id, r.refunded_at, r.refund_amount_paise, o.tax, o.shipping_address, inv.number as invoice_number, f.fy,
                row_number() over (partition by f.fy order by r.refunded_at, r.id) as seq, v.taxable,
                case when (o.tax ->> 'intraState')::boolean then (r.refund_amount_paise - v.taxable) / 2 else 0 end as cgst,
                case when (o.tax ->> 'intraState')::boolean then (r.refund_amount_paise - v.taxable) - (r.refund_amount_paise - v.taxable) / 2 else 0 end as sgst,
                case when (o.tax ->> 'intraState')::boolean then 0 else r.refund_amount_paise - v.taxable end as igst
         from order_returns r join orders o on o.id = r.order_id
         join tax_documents inv on inv.order_id = o.id and inv.kind = 'invoice' and inv.return_id is null
         cross join lateral (select ${FY('r.refunded_at')} as fy) f
         cross join lateral (select round(r.refund_amount_paise * 100 / 103.0)::bigint as taxable) v
         where r.status = 'REFUNDED') d`,
  `insert into document_counters (kind, financial_year, last)
   select kind, financial_year, max(sequence) from tax_documents group by 1, 2`,
  `insert into coupons (id, code, kind, value, min_order_paise, max_discount_paise, times_used)
   values (gen_random_uuid(), 'WELCOME10', 'percent', 10, 0, 50000,
           (select count(*) from orders where coupon_code = 'WELCOME10' and status <> 'CANCELLED')),
          (gen_random_uuid(), 'FESTIVE200', 'flat', 20000, 100000, null,
           (select count(*) from orders where coupon_code = 'FESTIVE200' and status <> 'CANCELLED'))`,
  `insert into coupon_redemptions (id, coupon_id, user_id, order_id, discount_paise, released_at, created_at)
   select gen_random_uuid(), c.id, o.user_id, o.id, o.coupon_discount_paise,
          case when o.status = 'CANCELLED' then o.created_at + interval '30 minutes' end, o.created_at
   from orders o join coupons c on c.code = o.coupon_code`,
  // The mails: the order's confirmation for every placed order, and the delivery mail for delivered ones.
  `insert into outbox (id, channel, "to", order_id, subject, text, html, status, attempts, next_attempt_at, created_at, sent_at)
   select gen_random_uuid(), 'email', o.shipping_address ->> 'email', o.id, m.subject,
          m.subject || '. Thank you for shopping with MoonMade.', '<p>' || m.subject || '</p>', 'SENT', 1, m.at, m.at, m.at + interval '5 seconds'
   from orders o
   cross join lateral (
     select 'Your order ' || '#' || upper(right(o.id::text, 8)) || ' is placed' as subject, o.created_at + interval '2 minutes' as at
       where o.status not in ('PENDING', 'CANCELLED')
     union all
     select 'Your order ' || '#' || upper(right(o.id::text, 8)) || ' was delivered', o.created_at + interval '7 days'
       where o.status = 'DELIVERED') m`,
];

export async function seedOrders(databaseUrl: string, seed: OrdersSeed): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    for (const step of STEPS) {
      const text = step
        .replaceAll('$customers', String(seed.customers))
        .replaceAll('$orders', String(seed.orders));
      const started = performance.now();
      await client.query(text).catch((error: Error) => {
        throw new Error(`${error.message} in: ${text.slice(0, 120)}`);
      });
      if (process.env.BENCH_VERBOSE)
        console.log(`    ${Math.round(performance.now() - started)} ms: ${text.trim().slice(0, 60)}`);
    }
    await client.query('commit');
    // A shop's tables that have lived a year have been vacuumed and analysed.
    await client.query('vacuum analyze');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
