CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigram" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_sort_newest" ON "products" USING btree ("website_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_sort_price_asc" ON "products" USING btree ("website_id","min_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_sort_price_desc" ON "products" USING btree ("website_id","min_price_paise" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sort_name" ON "products" USING btree ("website_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_sort_discount" ON "products" USING btree ("website_id","best_discount","id");--> statement-breakpoint
-- The search document follows the product's own fields and its brand's name, whoever writes them.
CREATE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.name), 'A') ||
    setweight(to_tsvector('simple', coalesce(brand_name, '')), 'B') ||
    setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'C');
  INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, description, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint
CREATE FUNCTION brands_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER brands_renamed AFTER UPDATE OF name ON brands
  FOR EACH ROW EXECUTE FUNCTION brands_renamed();--> statement-breakpoint
-- Price and discount sorts read one column per product instead of aggregating packs on every query.
CREATE FUNCTION refresh_product_prices(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    min_price_paise = s.min_price,
    best_discount = s.best_discount
  FROM (
    SELECT u.product_id,
      (SELECT min(k.price_paise) FROM packs k WHERE k.product_id = u.product_id) AS min_price,
      coalesce((SELECT max(round(100.0 * (k.act_price_paise - k.price_paise) / k.act_price_paise)::int)
        FROM packs k WHERE k.product_id = u.product_id AND k.act_price_paise > 0), 0) AS best_discount
    FROM unnest(product_ids) AS u(product_id)
  ) s
  WHERE p.id = s.product_id
$$;--> statement-breakpoint
CREATE FUNCTION packs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT product_id FROM new_packs));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_prices(ARRAY(SELECT DISTINCT product_id FROM old_packs));
  ELSE
    PERFORM refresh_product_prices(ARRAY(SELECT product_id FROM new_packs UNION SELECT product_id FROM old_packs));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER packs_inserted AFTER INSERT ON packs REFERENCING NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_changed();--> statement-breakpoint
CREATE TRIGGER packs_updated AFTER UPDATE ON packs REFERENCING OLD TABLE AS old_packs NEW TABLE AS new_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_changed();--> statement-breakpoint
CREATE TRIGGER packs_deleted AFTER DELETE ON packs REFERENCING OLD TABLE AS old_packs
  FOR EACH STATEMENT EXECUTE FUNCTION packs_changed();--> statement-breakpoint
-- Databases seeded before this migration get their columns filled now.
UPDATE products SET name = name;--> statement-breakpoint
SELECT refresh_product_prices(ARRAY(SELECT id FROM products));
