ALTER TABLE "order_returns" DROP CONSTRAINT "order_returns_status_check";--> statement-breakpoint
DROP INDEX "tax_documents_order_kind_key";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "payout" jsonb;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_return_key" ON "tax_documents" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_key" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."return_id" is null;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'REJECTED'));