CREATE TABLE "page_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_redirects" ADD CONSTRAINT "page_redirects_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_redirects_from" ON "page_redirects" USING btree ("website_id","from_path");