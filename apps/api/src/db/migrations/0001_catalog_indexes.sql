DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "product_sizes_in_stock_idx" ON "product_sizes" USING btree ("name","product_id") WHERE "product_sizes"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("third_level_category","discounted_price_paise","id","color","discount_percent","total_quantity") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("discounted_price_paise","id","color","discount_percent","total_quantity") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_name_lower_check" CHECK ("product_sizes"."name" = lower("product_sizes"."name"));