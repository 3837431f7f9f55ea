ALTER TABLE "products" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
-- A product's readable address from its title: lower case letters and digits joined by hyphens, at most 60.
CREATE FUNCTION product_slug_base(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select coalesce(nullif(trim(both '-' from left(trim(both '-' from
    regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), 60)), ''), 'piece')
$$;--> statement-breakpoint
-- Every new product gets its slug here, however it is created (form, import, seed); a taken one gets the end of
-- the product's id. The slug is kept when the title changes (decision 0085).
CREATE FUNCTION products_set_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF NEW.slug <> '' THEN
    RETURN NEW;
  END IF;
  base := product_slug_base(NEW.title);
  NEW.slug := base;
  IF EXISTS (SELECT 1 FROM products WHERE slug = base AND id <> NEW.id) THEN
    NEW.slug := base || '-' || right(replace(NEW.id::text, '-', ''), 8);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_slug BEFORE INSERT OR UPDATE OF slug ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_slug();--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM products ORDER BY created_at, id LOOP
    UPDATE products SET slug = '' WHERE id = r.id;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "picture_imports_unfinished_idx" ON "picture_imports" USING btree ("product_id","source_url") WHERE "picture_imports"."status" <> 'done';
