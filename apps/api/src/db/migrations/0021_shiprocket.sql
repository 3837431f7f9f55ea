CREATE TABLE "shipping_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_order_id" bigint,
	"shipment_id" bigint,
	"awb" text,
	"courier" text,
	"courier_id" integer,
	"label_url" text,
	"pickup_requested_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"awb" text NOT NULL,
	"status_id" integer NOT NULL,
	"event_at" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_events_awb_check" CHECK (length("shipping_events"."awb") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "shipping_bookings" ADD CONSTRAINT "shipping_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_bookings_awb_idx" ON "shipping_bookings" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipping_bookings_event_idx" ON "shipping_bookings" USING btree ("last_event_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_events_once_idx" ON "shipping_events" USING btree ("awb","status_id","event_at");