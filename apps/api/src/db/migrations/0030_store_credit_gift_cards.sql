CREATE TABLE "gift_card_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_amount_check" CHECK ("gift_card_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text,
	"send_at" timestamp with time zone,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_link_id" text,
	"payment_link_url" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_purchases_status_check" CHECK ("gift_card_purchases"."status" in ('PENDING', 'PAID', 'SENT', 'CANCELLED')),
	CONSTRAINT "gift_card_purchases_amount_check" CHECK ("gift_card_purchases"."amount_paise" between 50000 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_ref" text NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"initial_paise" bigint NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"purchase_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_paise" >= 0 and "gift_cards"."balance_paise" <= "gift_cards"."initial_paise")
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_credit_accounts_balance_check" CHECK ("store_credit_accounts"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"order_id" uuid,
	"return_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_check" CHECK ("store_credit_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "use_store_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_for_return_id" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_entries_order_idx" ON "gift_card_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_link_key" ON "gift_card_purchases" USING btree ("payment_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_payment_key" ON "gift_card_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_due_idx" ON "gift_card_purchases" USING btree ("send_at") WHERE "gift_card_purchases"."status" = 'PAID';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_key" ON "gift_cards" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_idx" ON "store_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_idx" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_key" ON "store_credit_entries" USING btree ("return_id","reason") WHERE "store_credit_entries"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_exchange_for_return_key" ON "orders" USING btree ("exchange_for_return_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_wallet_check" CHECK ("orders"."store_credit_paise" >= 0 and "orders"."gift_card_paise" >= 0 and "orders"."total_discounted_price_paise" - "orders"."coupon_discount_paise" - "orders"."prepaid_discount_paise" + "orders"."delivery_charge_paise" + "orders"."gift_wrap_paise" + "orders"."cod_fee_paise" - "orders"."store_credit_paise" - "orders"."gift_card_paise" >= 0);