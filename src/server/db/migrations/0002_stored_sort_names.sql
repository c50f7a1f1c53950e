ALTER TABLE "categories" ADD COLUMN "search_name" text GENERATED ALWAYS AS (campus_search_normalize(name)) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (campus_search_normalize(name)) STORED;--> statement-breakpoint
CREATE INDEX "courses_sort_name_idx" ON "courses" USING btree ("sort_name");