CREATE TABLE "payment_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"decline_code" text,
	"amount_minor" integer NOT NULL,
	"recovered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_failures" ADD CONSTRAINT "payment_failures_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_failures_period_uq" ON "payment_failures" USING btree ("enrollment_id","period_start");--> statement-breakpoint
CREATE INDEX "payment_failures_failed_idx" ON "payment_failures" USING btree ("failed_at");