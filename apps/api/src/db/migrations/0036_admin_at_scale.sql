CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_listed_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_listed_idx" ON "orders" USING btree ("status","created_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (right("id"::text, 8));--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("shipping_address" ->> 'email'));--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree (("shipping_address" ->> 'phoneNumber'));--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" = 'customer';