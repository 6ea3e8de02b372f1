CREATE TABLE "shared_marks" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_marks_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "shared_marks_expires" ON "shared_marks" USING btree ("expires_at");