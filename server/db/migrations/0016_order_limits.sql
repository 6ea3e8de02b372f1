-- Issue 36: what one shopper can hold. A pack may limit how many of it one order holds (a deal's limit,
-- set by the store; null is the cart's general limit), and unpaid online orders are counted per client
-- network as well as per shopper.
ALTER TABLE "orders" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_unpaid_network" ON "orders" USING btree ("website_id","client_network") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_max_per_order_positive" CHECK ("packs"."max_per_order" > 0);