CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text NOT NULL,
	"reject_reason" text,
	"items" jsonb NOT NULL,
	"refund_amount_paise" bigint NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('REQUESTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "order_returns_amount_check" CHECK ("order_returns"."refund_amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid,
	"gateway" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gateway_refund_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('PENDING', 'PROCESSED', 'FAILED')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_full_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_key" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'PENDING';--> statement-breakpoint
-- S42: whatever the code does, the refunds of an order never add up to more than its captured payment
-- (failed refunds moved no money). Callers hold the order's row lock, so the sum read here is stable.
CREATE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
  refunded bigint;
BEGIN
  SELECT amount_paise INTO paid FROM payments WHERE order_id = NEW.order_id;
  SELECT coalesce(sum(amount_paise), 0) INTO refunded FROM refunds
    WHERE order_id = NEW.order_id AND status <> 'FAILED' AND id <> NEW.id;
  IF paid IS NULL OR refunded + NEW.amount_paise > paid THEN
    RAISE EXCEPTION 'refunds of order % would exceed its payment', NEW.order_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_within_payment BEFORE INSERT OR UPDATE OF amount_paise, status ON refunds
  FOR EACH ROW WHEN (NEW.status <> 'FAILED') EXECUTE FUNCTION refunds_within_payment();
