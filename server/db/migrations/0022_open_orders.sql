DROP INDEX "orders_unpaid_network";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_due" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Orders placed before: due at the end of their last delivery's window (India time), or when placed.
UPDATE "orders" SET "delivery_due" = coalesce((
  SELECT max(((d->>'delivery_date') || 'T' || CASE WHEN split_part(d->>'window', '-', 2) ~ '^([01]\d|2[0-3]):[0-5]\d$' THEN split_part(d->>'window', '-', 2) ELSE '23:59' END || ':00+05:30')::timestamptz)
  FROM jsonb_array_elements("orders"."delivery") AS d
  WHERE d->>'delivery_date' ~ '^\d{4}-\d{2}-\d{2}$'
), "created_at");--> statement-breakpoint
CREATE INDEX "orders_open_network" ON "orders" USING btree ("website_id","client_network") WHERE "orders"."status" in ('pending_payment', 'placed') and "orders"."payment_status" in ('pending', 'on_delivery');