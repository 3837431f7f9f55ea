ALTER TABLE "orders" ADD COLUMN "gift_wrap_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_check" CHECK ("orders"."gift_wrap_paise" >= 0);