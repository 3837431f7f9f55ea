CREATE TABLE "low_stock_mails" (
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_mails_day_pk" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "picture_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"source_url" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"stored_url" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_imports_status_check" CHECK ("picture_imports"."status" in ('waiting', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "product_handles" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	CONSTRAINT "product_handles_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "picture_imports" ADD CONSTRAINT "picture_imports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_handles" ADD CONSTRAINT "product_handles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_imports_waiting_idx" ON "picture_imports" USING btree ("created_at") WHERE "picture_imports"."status" = 'waiting';