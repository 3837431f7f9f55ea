DROP INDEX "refunds_order_full_key";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cod_online_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cod_online_payment_id_cod_online_payments_id_fk" FOREIGN KEY ("cod_online_payment_id") REFERENCES "public"."cod_online_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cod_online_payment_key" ON "refunds" USING btree ("cod_online_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_full_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."return_id" is null and "refunds"."cod_online_payment_id" is null;--> statement-breakpoint
-- Hand-written: a refund of a COD "pay online" capture the order could not take is bounded by that capture
-- (its link row's payment and amount), and it is not counted against the order's own payment.
CREATE OR REPLACE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
  refunded bigint;
BEGIN
  IF NEW.cod_online_payment_id IS NOT NULL THEN
    SELECT amount_paise INTO paid FROM cod_online_payments
      WHERE id = NEW.cod_online_payment_id AND order_id = NEW.order_id AND payment_id = NEW.payment_id;
    IF paid IS NULL OR NEW.amount_paise > paid THEN
      RAISE EXCEPTION 'refund of a COD link capture of order % would exceed it', NEW.order_id USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  SELECT amount_paise INTO paid FROM payments WHERE order_id = NEW.order_id;
  SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds
    WHERE order_id = NEW.order_id AND status <> 'FAILED' AND id <> NEW.id AND cod_online_payment_id IS NULL;
  IF paid IS NULL OR refunded + NEW.amount_paise > paid THEN
    RAISE EXCEPTION 'refunds of order % would exceed its payment', NEW.order_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
