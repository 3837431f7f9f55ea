CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"taxable_value_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length_check" CHECK (length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_figures_check" CHECK ("tax_documents"."taxable_value_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" = "tax_documents"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '7117' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(4, 2) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_key" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_key" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_check" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" >= 0 and "products"."gst_rate" <= 40);
--> statement-breakpoint
-- Saved addresses: free-text states matched to the 36 states and union territories (former names included), as
-- findIndianState() in packages/contracts/src/states.ts does it. Those that match nothing stay as typed and are
-- answered with needsState: true, for the customer to choose the state (docs/decisions/0022).
UPDATE "addresses" AS a SET "state" = m.name
FROM (VALUES
  ('andaman and nicobar islands', 'Andaman and Nicobar Islands'),
  ('andhra pradesh', 'Andhra Pradesh'),
  ('arunachal pradesh', 'Arunachal Pradesh'),
  ('assam', 'Assam'),
  ('bihar', 'Bihar'),
  ('chandigarh', 'Chandigarh'),
  ('chhattisgarh', 'Chhattisgarh'),
  ('dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('delhi', 'Delhi'),
  ('goa', 'Goa'),
  ('gujarat', 'Gujarat'),
  ('haryana', 'Haryana'),
  ('himachal pradesh', 'Himachal Pradesh'),
  ('jammu and kashmir', 'Jammu and Kashmir'),
  ('jharkhand', 'Jharkhand'),
  ('karnataka', 'Karnataka'),
  ('kerala', 'Kerala'),
  ('ladakh', 'Ladakh'),
  ('lakshadweep', 'Lakshadweep'),
  ('madhya pradesh', 'Madhya Pradesh'),
  ('maharashtra', 'Maharashtra'),
  ('manipur', 'Manipur'),
  ('meghalaya', 'Meghalaya'),
  ('mizoram', 'Mizoram'),
  ('nagaland', 'Nagaland'),
  ('odisha', 'Odisha'),
  ('puducherry', 'Puducherry'),
  ('punjab', 'Punjab'),
  ('rajasthan', 'Rajasthan'),
  ('sikkim', 'Sikkim'),
  ('tamil nadu', 'Tamil Nadu'),
  ('telangana', 'Telangana'),
  ('tripura', 'Tripura'),
  ('uttar pradesh', 'Uttar Pradesh'),
  ('uttarakhand', 'Uttarakhand'),
  ('west bengal', 'West Bengal'),
  ('orissa', 'Odisha'),
  ('pondicherry', 'Puducherry'),
  ('uttaranchal', 'Uttarakhand'),
  ('new delhi', 'Delhi'),
  ('nct of delhi', 'Delhi'),
  ('national capital territory of delhi', 'Delhi'),
  ('tamilnadu', 'Tamil Nadu'),
  ('andaman and nicobar', 'Andaman and Nicobar Islands'),
  ('andaman nicobar islands', 'Andaman and Nicobar Islands'),
  ('dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('jammu kashmir', 'Jammu and Kashmir'),
  ('j and k', 'Jammu and Kashmir')
) AS m(key, name)
WHERE btrim(regexp_replace(replace(lower(a."state"), '&', ' and '), '[^a-z]+', ' ', 'g')) = m.key
  AND a."state" <> m.name;
