CREATE TABLE "marketing_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_contacts_email_unique" UNIQUE("email"),
	CONSTRAINT "marketing_contacts_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;