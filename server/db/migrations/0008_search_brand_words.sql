-- Product names often begin with their brand ("Sona Mills Maida"). Counted as name words, a brand's
-- words outranked real matches: "mil" listed maida and urad dal with the milk. The brand's words now
-- weigh as the brand (B) wherever they appear; the name (A) keeps the rest.
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  brand_vector tsvector;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  brand_vector := to_tsvector('simple', coalesce(brand_name, ''));
  NEW.search_vector :=
    setweight(ts_delete(to_tsvector('simple', NEW.name), tsvector_to_array(brand_vector)), 'A') ||
    setweight(brand_vector, 'B') ||
    setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'C');
  INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE products SET brand_id = brand_id;
