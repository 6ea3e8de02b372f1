CREATE TABLE "delivery_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"charge_paise" integer NOT NULL,
	"free_above_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_pincodes" (
	"warehouse_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"delivery_charge_id" integer NOT NULL,
	CONSTRAINT "warehouse_pincodes_warehouse_id_pincode_pk" PRIMARY KEY("warehouse_id","pincode")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"external_shipping" boolean DEFAULT false NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_charges" ADD CONSTRAINT "delivery_charges_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pincodes" ADD CONSTRAINT "warehouse_pincodes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_pincodes" ADD CONSTRAINT "warehouse_pincodes_delivery_charge_id_delivery_charges_id_fk" FOREIGN KEY ("delivery_charge_id") REFERENCES "public"."delivery_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_charges_code" ON "delivery_charges" USING btree ("website_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code" ON "warehouses" USING btree ("website_id","code");--> statement-breakpoint
-- Existing stores keep delivering as before: one own warehouse per website serving its pincodes at their old charges.
INSERT INTO "warehouses" ("website_id", "code", "name", "slots") SELECT "id", 'city', 'City warehouse', '["07:00-10:00","17:00-20:00"]'::jsonb FROM "websites";--> statement-breakpoint
INSERT INTO "delivery_charges" ("website_id", "code", "label", "charge_paise", "free_above_paise")
  SELECT "website_id", 'pin-' || "pincode", "city", "delivery_charge_paise", "free_delivery_above_paise" FROM "pincodes";--> statement-breakpoint
INSERT INTO "warehouse_pincodes" ("warehouse_id", "pincode", "delivery_charge_id")
  SELECT w."id", p."pincode", c."id" FROM "pincodes" p
  JOIN "warehouses" w ON w."website_id" = p."website_id" AND w."code" = 'city'
  JOIN "delivery_charges" c ON c."website_id" = p."website_id" AND c."code" = 'pin-' || p."pincode";--> statement-breakpoint
UPDATE "packs" SET "warehouse_id" = w."id" FROM "products" pr, "warehouses" w
  WHERE pr."id" = "packs"."product_id" AND w."website_id" = pr."website_id" AND w."code" = 'city';--> statement-breakpoint
ALTER TABLE "pincodes" DROP COLUMN "delivery_charge_paise";--> statement-breakpoint
ALTER TABLE "pincodes" DROP COLUMN "free_delivery_above_paise";