CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_kind_known" CHECK ("support_messages"."kind" in ('note', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"support_request_id" integer,
	"contact_request_id" integer,
	"plan_request_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_threads_status_known" CHECK ("support_threads"."status" in ('new', 'in_progress', 'answered', 'closed')),
	CONSTRAINT "support_threads_one_source" CHECK (("support_threads"."kind" = 'support' and "support_threads"."support_request_id" is not null and "support_threads"."contact_request_id" is null and "support_threads"."plan_request_id" is null)
			or ("support_threads"."kind" in ('contact', 'carrion') and "support_threads"."contact_request_id" is not null and "support_threads"."support_request_id" is null and "support_threads"."plan_request_id" is null)
			or ("support_threads"."kind" = 'call_request' and "support_threads"."plan_request_id" is not null and "support_threads"."support_request_id" is null and "support_threads"."contact_request_id" is null))
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_plan_request_id_pharmacy_plan_requests_id_fk" FOREIGN KEY ("plan_request_id") REFERENCES "public"."pharmacy_plan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_support_request_uq" ON "support_threads" USING btree ("support_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_contact_request_uq" ON "support_threads" USING btree ("contact_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_threads_plan_request_uq" ON "support_threads" USING btree ("plan_request_id");--> statement-breakpoint
CREATE INDEX "support_threads_status_created_idx" ON "support_threads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_threads_created_idx" ON "support_threads" USING btree ("created_at");--> statement-breakpoint
-- Every request sent before the inbox existed gets its thread, new and unassigned (ADR 019).
INSERT INTO "support_threads" ("kind", "support_request_id", "created_at", "updated_at")
	SELECT 'support', "id", "created_at", "created_at" FROM "support_requests";--> statement-breakpoint
INSERT INTO "support_threads" ("kind", "contact_request_id", "created_at", "updated_at")
	SELECT "kind"::text, "id", "created_at", "created_at" FROM "contact_requests";--> statement-breakpoint
INSERT INTO "support_threads" ("kind", "plan_request_id", "created_at", "updated_at")
	SELECT 'call_request', "id", "created_at", "created_at" FROM "pharmacy_plan_requests";
