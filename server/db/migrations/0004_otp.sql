CREATE TABLE "otp_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"phone" text NOT NULL,
	"client" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_requests" ADD CONSTRAINT "otp_requests_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_requests_phone" ON "otp_requests" USING btree ("website_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_requests_client" ON "otp_requests" USING btree ("client","created_at");