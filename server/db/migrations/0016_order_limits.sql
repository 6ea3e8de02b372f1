-- Issue 36: what one shopper can hold. A pack may limit how many of it one order holds (a deal's limit,
-- set by the store; null is the cart's general limit), and unpaid online orders are counted per client
-- network as well as per shopper.
ALTER TABLE "orders" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_unpaid_network" ON "orders" USING btree ("website_id","client_network") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_max_per_order_positive" CHECK ("packs"."max_per_order" > 0);--> statement-breakpoint
-- A pack's limit shows on its product's pages (`max_quantity`): its change drops them from page caches like a price's.
DROP TRIGGER packs_content_changed ON packs;
--> statement-breakpoint
CREATE TRIGGER packs_content_changed AFTER INSERT OR UPDATE OF product_id, name, price_paise, act_price_paise, discount_type,
  warehouse_id, weight_grams, position, max_per_order OR DELETE ON packs FOR EACH ROW EXECUTE FUNCTION notify_pack_change();
