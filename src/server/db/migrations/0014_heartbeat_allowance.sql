DROP INDEX "quiz_attempts_user_item_idx";--> statement-breakpoint
ALTER TABLE "item_progress" ADD COLUMN "credit_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_progress" ADD COLUMN "credit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "attempt" integer;--> statement-breakpoint
-- The attempts kept before the column existed, numbered in the order they were made.
UPDATE "quiz_attempts" qa
SET "attempt" = n."attempt"
FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "user_id", "item_id" ORDER BY "created_at", "id") - 1)::int AS "attempt"
	FROM "quiz_attempts"
) n
WHERE n."id" = qa."id";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "attempt" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_user_item_attempt_uq" ON "quiz_attempts" USING btree ("user_id","item_id","attempt");
