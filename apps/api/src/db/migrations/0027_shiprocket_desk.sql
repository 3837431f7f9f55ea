ALTER TABLE "shipping_bookings" ADD COLUMN "status_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "next_poll_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "poll_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "pickup_scheduled_date" text;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "manifest_url" text;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "parcel" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD COLUMN "ndr_actions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "shipping_bookings_poll_idx" ON "shipping_bookings" USING btree ("next_poll_at");