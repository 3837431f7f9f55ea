-- A sale must not empty the catalogue cache (decision 0060). An UPDATE of a product or a size that changes only
-- its stock (and the product's version, which orders raise) and leaves it on the same side of sold out notifies
-- 'catalog_changed' with 'stock:{product id}': instances then drop only that product's page. Any other update
-- notifies the table's name as before, and instances drop everything. Inserts, deletes and truncates keep the
-- statement-level triggers of migration 0009.
CREATE FUNCTION notify_catalog_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_column text := CASE TG_TABLE_NAME WHEN 'products' THEN 'total_quantity' ELSE 'quantity' END;
  product_column text := CASE TG_TABLE_NAME WHEN 'products' THEN 'id' ELSE 'product_id' END;
  old_row jsonb := to_jsonb(OLD);
  new_row jsonb := to_jsonb(NEW);
BEGIN
  IF (old_row - stock_column - 'version' - 'updated_at') = (new_row - stock_column - 'version' - 'updated_at')
     AND ((old_row ->> stock_column)::int > 0) = ((new_row ->> stock_column)::int > 0) THEN
    PERFORM pg_notify('catalog_changed', 'stock:' || (new_row ->> product_column));
  ELSE
    PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER products_catalog_changed ON products;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER products_catalog_row_updated AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_row_updated();--> statement-breakpoint
DROP TRIGGER product_sizes_catalog_changed ON product_sizes;--> statement-breakpoint
CREATE TRIGGER product_sizes_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_sizes_catalog_row_updated AFTER UPDATE ON product_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_row_updated();
