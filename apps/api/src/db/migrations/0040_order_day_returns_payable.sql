ALTER TABLE "order_day_deltas" ADD COLUMN "payable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_deltas" ADD COLUMN "returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_deltas" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD COLUMN "payable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD COLUMN "returned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0122). An order's group also carries what COD leaves to collect (payable_paise), whether
-- it has a return approved or further, and its refunded returns: the dashboard and the report read them from the
-- day figures instead of looking up every return's order. The orders trigger moves them with the order's −1/+1.
CREATE OR REPLACE FUNCTION orders_figures_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sold boolean := false;
  new_sold boolean := false;
  old_day date;
  new_day date;
  has_return integer := 0;
  refunded bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(bool_or(r.status NOT IN ('REQUESTED', 'REJECTED')), false)::int,
           coalesce(sum(r.refund_amount_paise) FILTER (WHERE r.status = 'REFUNDED'), 0)
    INTO has_return, refunded FROM order_returns r WHERE r.order_id = OLD.id;
    old_day := (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date;
    old_sold := OLD.archived_at IS NULL AND OLD.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    IF OLD.archived_at IS NULL THEN
      INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise,
                                    coupon_discount_paise, payable_paise, returned, refunded_paise)
      VALUES (old_day, OLD.status,
              OLD.status = 'CANCELLED' AND coalesce(OLD.status_history -> -1 ->> 'reason' = 'replaced', false),
              OLD.payment_method = 'COD', OLD.paid_at IS NOT NULL, OLD.coupon_code,
              -1, -OLD.total_item, -OLD.order_total_paise, -OLD.coupon_discount_paise, -OLD.payable_paise,
              -has_return, -refunded);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_day := (NEW.created_at AT TIME ZONE 'Asia/Kolkata')::date;
    new_sold := NEW.archived_at IS NULL AND NEW.status IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    IF NEW.archived_at IS NULL THEN
      INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise,
                                    coupon_discount_paise, payable_paise, returned, refunded_paise)
      VALUES (new_day, NEW.status,
              NEW.status = 'CANCELLED' AND coalesce(NEW.status_history -> -1 ->> 'reason' = 'replaced', false),
              NEW.payment_method = 'COD', NEW.paid_at IS NOT NULL, NEW.coupon_code,
              1, NEW.total_item, NEW.order_total_paise, NEW.coupon_discount_paise, NEW.payable_paise,
              has_return, refunded);
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
DROP TRIGGER orders_figures_update ON orders;
--> statement-breakpoint
-- As in 0039, and store credit or a gift card changing what is left to pay (payable_paise) now counts too.
CREATE TRIGGER orders_figures_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN ((OLD.created_at, OLD.status, OLD.status_history -> -1 ->> 'reason', OLD.payment_method,
                      OLD.paid_at IS NULL, OLD.coupon_code, OLD.total_item, OLD.order_total_paise,
                      OLD.coupon_discount_paise, OLD.payable_paise, OLD.archived_at IS NULL, OLD.user_id)
                     IS DISTINCT FROM
                     (NEW.created_at, NEW.status, NEW.status_history -> -1 ->> 'reason', NEW.payment_method,
                      NEW.paid_at IS NULL, NEW.coupon_code, NEW.total_item, NEW.order_total_paise,
                      NEW.coupon_discount_paise, NEW.payable_paise, NEW.archived_at IS NULL, NEW.user_id))
  EXECUTE FUNCTION orders_figures_append();
--> statement-breakpoint
-- A return asked for, moved on or removed: what it changes of its order's "returned" and "refunded" goes to the
-- order's group, as a delta of no order. The order's row is locked first (as an update of it would), so two returns
-- of one order, or a return and a move of its order, take turns: each then reads the other's committed change.
CREATE FUNCTION order_returns_figures_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  o orders%ROWTYPE;
  returned_now integer;
  refunded_now bigint;
  returned_before integer;
  refunded_before bigint;
BEGIN
  FOR target IN SELECT DISTINCT x FROM unnest(ARRAY[OLD.order_id, NEW.order_id]) x WHERE x IS NOT NULL LOOP
    SELECT * INTO o FROM orders WHERE id = target FOR NO KEY UPDATE;
    CONTINUE WHEN NOT FOUND OR o.archived_at IS NOT NULL;
    -- Now, and before this row's change: its new version left out, its old version put back.
    SELECT coalesce(bool_or(r.status NOT IN ('REQUESTED', 'REJECTED')), false)::int,
           coalesce(sum(r.refund_amount_paise) FILTER (WHERE r.status = 'REFUNDED'), 0),
           coalesce(bool_or(r.status NOT IN ('REQUESTED', 'REJECTED')) FILTER (WHERE r.id IS DISTINCT FROM NEW.id), false)::int,
           coalesce(sum(r.refund_amount_paise) FILTER (WHERE r.status = 'REFUNDED' AND r.id IS DISTINCT FROM NEW.id), 0)
    INTO returned_now, refunded_now, returned_before, refunded_before
    FROM order_returns r WHERE r.order_id = target;
    IF OLD.order_id = target THEN
      returned_before := greatest(returned_before, (OLD.status NOT IN ('REQUESTED', 'REJECTED'))::int);
      refunded_before := refunded_before + CASE WHEN OLD.status = 'REFUNDED' THEN OLD.refund_amount_paise ELSE 0 END;
    END IF;
    CONTINUE WHEN returned_now = returned_before AND refunded_now = refunded_before;
    INSERT INTO order_day_deltas (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise,
                                  coupon_discount_paise, payable_paise, returned, refunded_paise)
    VALUES ((o.created_at AT TIME ZONE 'Asia/Kolkata')::date, o.status,
            o.status = 'CANCELLED' AND coalesce(o.status_history -> -1 ->> 'reason' = 'replaced', false),
            o.payment_method = 'COD', o.paid_at IS NOT NULL, o.coupon_code,
            0, 0, 0, 0, 0, returned_now - returned_before, refunded_now - refunded_before);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_returns_figures AFTER INSERT OR DELETE OR UPDATE OF order_id, status, refund_amount_paise
  ON order_returns FOR EACH ROW EXECUTE FUNCTION order_returns_figures_append();
--> statement-breakpoint
-- The day figures rebuilt from the orders and their returns, with the new sums: writers of both tables wait until
-- the commit, so nothing is missed or counted twice.
LOCK TABLE orders, order_returns IN SHARE MODE;
--> statement-breakpoint
DELETE FROM order_day_deltas;
--> statement-breakpoint
DELETE FROM order_day_totals;
--> statement-breakpoint
INSERT INTO order_day_totals (day, status, replaced, cod, paid, coupon_code, orders, units, total_paise,
                              coupon_discount_paise, payable_paise, returned, refunded_paise)
SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date, o.status,
       o.status = 'CANCELLED' AND coalesce(o.status_history -> -1 ->> 'reason' = 'replaced', false),
       o.payment_method = 'COD', o.paid_at IS NOT NULL, o.coupon_code,
       count(*), sum(o.total_item), sum(o.order_total_paise), sum(o.coupon_discount_paise), sum(o.payable_paise),
       coalesce(sum(r.returned), 0), coalesce(sum(r.refunded), 0)
FROM orders o
LEFT JOIN (
  SELECT order_id, bool_or(status NOT IN ('REQUESTED', 'REJECTED'))::int AS returned,
         coalesce(sum(refund_amount_paise) FILTER (WHERE status = 'REFUNDED'), 0) AS refunded
  FROM order_returns GROUP BY order_id) r ON r.order_id = o.id
WHERE o.archived_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
