CREATE TABLE "guest_order_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_order_claims_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "guest_order_claims" ADD CONSTRAINT "guest_order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_order_claims_user_idx" ON "guest_order_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."role" = 'guest';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."role" <> 'guest';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prepaid_discount_check" CHECK ("orders"."prepaid_discount_paise" >= 0 and "orders"."coupon_discount_paise" + "orders"."prepaid_discount_paise" <= "orders"."total_discounted_price_paise");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin', 'guest'));