DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("third_level_category","discounted_price_paise","id","color","discount_percent","total_quantity") WHERE "products"."deleted_at" is null and "products"."listed";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("discounted_price_paise","id","color","discount_percent","total_quantity") WHERE "products"."deleted_at" is null and "products"."listed";