CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('marketing_email', 'whatsapp_updates', 'whatsapp_marketing'))
);
--> statement-breakpoint
CREATE TABLE "grievance_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"grievance_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_id" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('OPEN', 'RESOLVED'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "huid" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "grievance_replies_grievance_idx" ON "grievance_replies" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grievances_due_idx" ON "grievances" USING btree ("status","resolve_by");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_huid_check" CHECK ("products"."huid" ~ '^[A-Z0-9]{6}$');