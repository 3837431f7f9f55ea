CREATE TABLE "cart_reminders" (
	"cart_id" uuid NOT NULL,
	"contents" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminders_cart_id_contents_pk" PRIMARY KEY("cart_id","contents")
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;