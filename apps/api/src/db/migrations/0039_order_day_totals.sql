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
-- Hand-written (decision 0115): every change that moves an order between the groups of order_day_totals appends
-- its −1 and +1 to order_day_deltas; nothing updates a shared row, so concurrent checkouts never wait on each other.
CREATE FUNCTION order_day_deltas_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN
    INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
    VALUES ((OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date, OLD.status,
            OLD.status = 'CANCELLED' AND coalesce(OLD.status_history -> -1 ->> 'reason' = 'replaced', false),
            OLD.payment_method = 'COD', OLD.paid_at IS NOT NULL, OLD.coupon_code,
            -1, -OLD.total_item, -OLD.order_total_paise, -OLD.coupon_discount_paise);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN
    INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
    VALUES ((NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date, NEW.status,
            NEW.status = 'CANCELLED' AND coalesce(NEW.status_history -> -1 ->> 'reason' = 'replaced', false),
            NEW.payment_method = 'COD', NEW.paid_at IS NOT NULL, NEW.coupon_code,
            1, NEW.total_item, NEW.order_total_paise, NEW.coupon_discount_paise);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_day_deltas_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_day_deltas_append();
--> statement-breakpoint
-- Only the updates that change what the order adds to (a payment link stored, an address edited: nothing appended).
CREATE TRIGGER orders_day_deltas_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN ((OLD.created_at, OLD.status, OLD.status_history -> -1 ->> 'reason', OLD.payment_method,
                      OLD.paid_at IS NULL, OLD.coupon_code, OLD.total_item, OLD.order_total_paise,
                      OLD.coupon_discount_paise, OLD.archived_at IS NULL)
                     IS DISTINCT FROM
                     (NEW.created_at, NEW.status, NEW.status_history -> -1 ->> 'reason', NEW.payment_method,
                      NEW.paid_at IS NULL, NEW.coupon_code, NEW.total_item, NEW.order_total_paise,
                      NEW.coupon_discount_paise, NEW.archived_at IS NULL))
  EXECUTE FUNCTION order_day_deltas_append();
--> statement-breakpoint
-- The orders made before this migration, folded at once (the triggers above already hold the table's writers).
INSERT INTO order_day_totals (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise, coupon_discount_paise)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status,
       status = 'CANCELLED' AND coalesce(status_history -> -1 ->> 'reason' = 'replaced', false),
       payment_method = 'COD', paid_at IS NOT NULL, coupon_code,
       count(*), sum(total_item), sum(order_total_paise), sum(coupon_discount_paise)
FROM orders WHERE archived_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
