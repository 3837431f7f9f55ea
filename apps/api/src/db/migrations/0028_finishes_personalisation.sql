DROP INDEX "cart_items_cart_product_size_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalisation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "design_group_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish_swatch" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_text" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_size_text_key" ON "cart_items" USING btree ("cart_id","product_id","size","personalisation");--> statement-breakpoint
CREATE INDEX "products_design_group_idx" ON "products" USING btree ("design_group_id") WHERE "products"."design_group_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_finish_swatch_check" CHECK ("products"."finish_swatch" ~ '^#[0-9a-f]{6}$');