CREATE TABLE "job_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_keys_created_idx" ON "job_keys" USING btree ("created_at");