-- Hand-written (keep when regenerating): pg_trgm must exist before the trigram index below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(color, '') || ' ' || replace(replace(third_level_category, '_', ' '), 'earings', 'earrings')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Hand-written from here (keep when regenerating).
-- Dropping search_vector above dropped its GIN index with it; drizzle's snapshot still lists it.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The words a search can be corrected to: letters only, 3 to 40 of them, lower case. The category text is the
-- one search_vector uses (schema/catalog.ts).
CREATE FUNCTION search_words_of(title text, color text, category text, description text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT m[1]
  FROM regexp_matches(
    lower(concat_ws(' ', title, color, replace(replace(category, '_', ' '), 'earings', 'earrings'), description)),
    '[[:alpha:]]{3,}', 'g') AS m
  WHERE length(m[1]) <= 40
$$;--> statement-breakpoint
-- New words are inserted in sorted order, so two transactions adding the same words never deadlock.
CREATE FUNCTION products_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_products p, search_words_of(p.title, p.color, p.third_level_category, p.description) w
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT w FROM search_words_of(NEW.title, NEW.color, NEW.third_level_category, NEW.description) w
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts once per statement (bulk imports stay fast); updates only when the words can have changed, so stock
-- updates on every order pay nothing.
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_collect_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF title, color, third_level_category, description ON products
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.color IS DISTINCT FROM NEW.color
        OR OLD.third_level_category IS DISTINCT FROM NEW.third_level_category
        OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION products_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products p, search_words_of(p.title, p.color, p.third_level_category, p.description) w
ORDER BY 1
ON CONFLICT DO NOTHING;
