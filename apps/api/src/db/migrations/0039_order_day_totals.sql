CREATE TABLE "customer_order_days" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"days" date[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"status" text NOT NULL,
	"replaced" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"coupon_code" text,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"coupon_discount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"replaced" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"coupon_code" text,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"coupon_discount_paise" bigint NOT NULL,
	CONSTRAINT "order_day_totals_key" UNIQUE NULLS NOT DISTINCT("day","status","replaced","cod","paid","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "order_item_day_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_item_day_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"product_id" uuid,
	"units" integer NOT NULL,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_totals" (
	"span" text NOT NULL,
	"period" date NOT NULL,
	"product_id" uuid,
	"units" integer NOT NULL,
	"revenue_paise" bigint NOT NULL,
	CONSTRAINT "order_item_totals_key" UNIQUE NULLS NOT DISTINCT("span","period","product_id"),
	CONSTRAINT "order_item_totals_span_check" CHECK ("order_item_totals"."span" in ('day', 'month'))
);
--> statement-breakpoint
ALTER TABLE "customer_order_days" ADD CONSTRAINT "customer_order_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_totals_product_day_idx" ON "order_item_totals" USING btree ("product_id","period") WHERE "order_item_totals"."span" = 'day';--> statement-breakpoint
-- Hand-written (decision 0115). Every change of an order appends what it moves: its −1 and +1 between the groups of
-- order_day_totals, and its lines' units and revenue when it starts or stops being sold (placed or further, not
-- cancelled, not archived). Nothing updates a row other checkouts share, so concurrent checkouts never wait on
-- each other; the only row updated in place is the customer's own list of days in customer_order_days.
CREATE FUNCTION orders_figures_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sold boolean := false;
  new_sold boolean := false;
  old_day date;
  new_day date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_day := (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date;
    old_sold := OLD.archived_at IS NULL AND OLD.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    IF OLD.archived_at IS NULL THEN
      INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
      VALUES (old_day, OLD.status,
              OLD.status = 'CANCELLED' AND coalesce(OLD.status_history -> -1 ->> 'reason' = 'replaced', false),
              OLD.payment_method = 'COD', OLD.paid_at IS NOT NULL, OLD.coupon_code,
              -1, -OLD.total_item, -OLD.order_total_paise, -OLD.coupon_discount_paise);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_day := (NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date;
    new_sold := NEW.archived_at IS NULL AND NEW.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    IF NEW.archived_at IS NULL THEN
      INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
      VALUES (new_day, NEW.status,
              NEW.status = 'CANCELLED' AND coalesce(NEW.status_history -> -1 ->> 'reason' = 'replaced', false),
              NEW.payment_method = 'COD', NEW.paid_at IS NOT NULL, NEW.coupon_code,
              1, NEW.total_item, NEW.order_total_paise, NEW.coupon_discount_paise);
    END IF;
  END IF;
  IF old_sold AND (NOT new_sold OR old_day <> new_day OR OLD.user_id <> NEW.user_id) THEN
    INSERT INTO order_item_day_deltas (day, product_id, units, revenue_paise)
    SELECT old_day, product_id, -quantity, -(unit_discounted_price_paise * quantity) FROM order_items WHERE order_id = OLD.id;
    UPDATE customer_order_days
    SET days = days[:array_position(days, old_day) - 1] || days[array_position(days, old_day) + 1:]
    WHERE user_id = OLD.user_id AND old_day = ANY (days);
  END IF;
  IF new_sold AND (NOT old_sold OR old_day <> new_day OR OLD.user_id <> NEW.user_id) THEN
    INSERT INTO order_item_day_deltas (day, product_id, units, revenue_paise)
    SELECT new_day, product_id, quantity, unit_discounted_price_paise * quantity FROM order_items WHERE order_id = NEW.id;
    INSERT INTO customer_order_days (user_id, days) VALUES (NEW.user_id, ARRAY[new_day])
    ON CONFLICT (user_id) DO UPDATE
    SET days = (SELECT array_agg(d ORDER BY d) FROM unnest(customer_order_days.days || new_day) d);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_figures_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_figures_append();
--> statement-breakpoint
-- Before the delete: its lines are still there to be taken off (the cascade removes them after).
CREATE TRIGGER orders_figures_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_figures_append();
--> statement-breakpoint
-- Only the updates that change what the order adds to (a payment link stored, an address edited: nothing appended).
CREATE TRIGGER orders_figures_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN ((OLD.created_at, OLD.status, OLD.status_history -> -1 ->> 'reason', OLD.payment_method,
                      OLD.paid_at IS NULL, OLD.coupon_code, OLD.total_item, OLD.order_total_paise,
                      OLD.coupon_discount_paise, OLD.archived_at IS NULL, OLD.user_id)
                     IS DISTINCT FROM
                     (NEW.created_at, NEW.status, NEW.status_history -> -1 ->> 'reason', NEW.payment_method,
                      NEW.paid_at IS NULL, NEW.coupon_code, NEW.total_item, NEW.order_total_paise,
                      NEW.coupon_discount_paise, NEW.archived_at IS NULL, NEW.user_id))
  EXECUTE FUNCTION orders_figures_append();
--> statement-breakpoint
-- A line added to, changed in or taken from an order that is already sold (a line of an order being placed is
-- counted when the order becomes sold, by the trigger above).
CREATE FUNCTION order_items_figures_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sold_day date;
BEGIN
  SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date INTO sold_day FROM orders o
  WHERE o.id = coalesce(NEW.order_id, OLD.order_id) AND o.archived_at IS NULL
    AND o.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
  IF sold_day IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO order_item_day_deltas (day, product_id, units, revenue_paise)
    VALUES (sold_day, OLD.product_id, -OLD.quantity, -(OLD.unit_discounted_price_paise * OLD.quantity));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO order_item_day_deltas (day, product_id, units, revenue_paise)
    VALUES (sold_day, NEW.product_id, NEW.quantity, NEW.unit_discounted_price_paise * NEW.quantity);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_figures AFTER INSERT OR DELETE OR UPDATE OF product_id, quantity, unit_discounted_price_paise
  ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_figures_append();
--> statement-breakpoint
-- The orders made before this migration, folded at once (the triggers above already hold the tables' writers).
INSERT INTO order_day_totals (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status,
       status = 'CANCELLED' AND coalesce(status_history -> -1 ->> 'reason' = 'replaced', false),
       payment_method = 'COD', paid_at IS NOT NULL, coupon_code,
       count(*), sum(total_item), sum(order_total_paise), sum(coupon_discount_paise)
FROM orders WHERE archived_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO order_item_totals (span, period, product_id, units, revenue_paise)
SELECT 'day', d.day, d.product_id, sum(d.units), sum(d.revenue) FROM (
  SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, i.product_id, i.quantity AS units,
         i.unit_discounted_price_paise * i.quantity AS revenue
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE o.archived_at IS NULL AND o.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')) d
GROUP BY d.day, d.product_id;
--> statement-breakpoint
INSERT INTO order_item_totals (span, period, product_id, units, revenue_paise)
SELECT 'month', date_trunc('month', period)::date, product_id, sum(units), sum(revenue_paise)
FROM order_item_totals WHERE span = 'day' GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO customer_order_days (user_id, days)
SELECT user_id, array_agg((created_at AT TIME ZONE 'Asia/Kolkata')::date ORDER BY created_at)
FROM orders WHERE archived_at IS NULL AND status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')
GROUP BY user_id;
