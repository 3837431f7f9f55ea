CREATE TABLE "cod_online_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"prepaid_discount_paise" bigint NOT NULL,
	"payment_link_id" text NOT NULL,
	"payment_link_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" text,
	"outcome" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_online_payments_payment_link_id_unique" UNIQUE("payment_link_id"),
	CONSTRAINT "cod_online_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "restock_requests" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
ALTER TABLE "cod_online_payments" ADD CONSTRAINT "cod_online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_online_payments_order_idx" ON "cod_online_payments" USING btree ("order_id");