ALTER TABLE "products" ADD COLUMN "parcel_length_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_breadth_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_height_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_box_check" CHECK (("products"."parcel_length_cm" is null and "products"."parcel_breadth_cm" is null and "products"."parcel_height_cm" is null) or ("products"."parcel_length_cm" between 0.5 and 200 and "products"."parcel_breadth_cm" between 0.5 and 200 and "products"."parcel_height_cm" between 0.5 and 200));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_packed_weight_check" CHECK ("products"."packed_weight_grams" between 1 and 30000);