CREATE TABLE "delivery_rules" (
	"prefix" text PRIMARY KEY NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_prefix_digits" CHECK ("delivery_rules"."prefix" ~ '^[1-9][0-9]{0,5}$'),
	CONSTRAINT "delivery_rules_extra_days_range" CHECK ("delivery_rules"."extra_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURNED_TO_ORIGIN'));