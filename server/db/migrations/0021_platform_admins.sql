CREATE TABLE "platform_admins" (
	"phone" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Whoever was a superadmin on any website stays one, now as the platform role.
INSERT INTO "platform_admins" ("phone") SELECT DISTINCT "phone" FROM "users" WHERE "is_superadmin" ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_superadmin";
