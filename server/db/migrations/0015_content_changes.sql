-- Every change to what a shopper's page is built from announces itself on the `content_changed` channel,
-- whoever makes it (the editor, the seed, a script, another server process): server caches of rendered
-- pages drop what it touched (server/db/content-changes.ts). The payload is `table:website_id:version`,
-- with `*` when the row names no website (every website's entries go).
-- A website's content version (0: changes that concern every website), bumped with each notice: a process
-- that reads it knows whether a notice is still on its way to it (ContentChanges.settle).
CREATE TABLE content_versions (website_id integer PRIMARY KEY, version bigint NOT NULL);
--> statement-breakpoint
CREATE FUNCTION announce_content_change(changed text, website text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  INSERT INTO content_versions AS c (website_id, version) VALUES (COALESCE(website::integer, 0), 1)
    ON CONFLICT (website_id) DO UPDATE SET version = c.version + 1
    RETURNING version INTO bumped;
  PERFORM pg_notify('content_changed', changed || ':' || COALESCE(website, '*') || ':' || bumped);
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column naming the website. TRUNCATE (statement level) has neither row: every website.
  -- An update that changes nothing (a product's prices refreshed to the same values) changes no page.
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM announce_content_change(TG_TABLE_NAME, to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM announce_content_change(TG_TABLE_NAME, to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock taken by an order refreshed its product's prices (0001_catalogue_search.sql) to the values they
-- had: now only a price that moves is written.
CREATE OR REPLACE FUNCTION refresh_product_prices(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
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
    AND (p.min_price_paise, p.best_discount) IS DISTINCT FROM (s.min_price, s.best_discount)
$$;
--> statement-breakpoint
-- A pack names its product, not its website: the product does.
CREATE FUNCTION notify_pack_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_content_change('packs',
    (SELECT website_id::text FROM products WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row triggers name the website; TRUNCATE (the seed's reset) fires only statement triggers. A host bound
-- anew was serving the default website until then: a binding's change concerns every website ('').
-- The default website moving names both websites (the row losing the flag and the row getting it).
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['websites', 'id'], ['website_hosts', ''], ['categories', 'website_id'], ['brands', 'website_id'],
    ['products', 'website_id'], ['search_words', 'website_id'], ['pages', 'website_id'], ['page_redirects', 'website_id'],
    ['media_files', 'website_id'], ['coupons', 'website_id'], ['pincodes', 'website_id'], ['warehouses', 'website_id'],
    ['delivery_charges', 'website_id'], ['warehouse_pincodes', 'website_id'], ['packs', '']];
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY watched LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE%s OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %s',
      pair[1] || '_content_changed',
      -- Stock shows on no page (only in a cart, which is never cached): orders taking it drop nothing.
      CASE WHEN pair[1] = 'packs'
        THEN ' OF product_id, name, price_paise, act_price_paise, discount_type, warehouse_id, weight_grams, position' ELSE '' END,
      pair[1],
      CASE WHEN pair[1] = 'packs' THEN 'notify_pack_change()' ELSE format('notify_content_change(%L)', pair[2]) END);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change()',
      pair[1] || '_truncated', pair[1]);
  END LOOP;
END $$;
