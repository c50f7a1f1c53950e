ALTER TABLE "course_progress" ADD COLUMN "share" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_progress" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "resource_downloads_created_idx" ON "resource_downloads" USING btree ("created_at");--> statement-breakpoint
-- The rows kept before these columns existed (queries/course-progress.ts keeps them from now on).
UPDATE "course_progress" cp
SET "share" = least(cp."items_completed", t."total")::float8 / t."total",
	"completed_at" = CASE WHEN cp."items_completed" >= t."total" THEN cp."last_completed_at" END
FROM (
	SELECT pt."course_id", count(*)::int AS "total"
	FROM "program_items" pi
	JOIN "program_topics" pt ON pt."id" = pi."topic_id"
	GROUP BY pt."course_id"
) t
WHERE t."course_id" = cp."course_id";
