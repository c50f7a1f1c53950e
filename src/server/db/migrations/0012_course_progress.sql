CREATE TABLE "course_progress" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"items_completed" integer DEFAULT 0 NOT NULL,
	"last_completed_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_progress_course_idx" ON "course_progress" USING btree ("course_id");--> statement-breakpoint
-- Progress made before this table existed (queries/course-progress.ts keeps it from now on).
INSERT INTO "course_progress" ("user_id", "course_id", "items_completed", "last_completed_at", "started_at")
SELECT ip."user_id", pt."course_id", count(ip."completed_at")::int, max(ip."completed_at"), min(ip."updated_at")
FROM "item_progress" ip
JOIN "program_items" pi ON pi."id" = ip."item_id"
JOIN "program_topics" pt ON pt."id" = pi."topic_id"
GROUP BY ip."user_id", pt."course_id";
