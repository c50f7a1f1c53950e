ALTER TABLE "audit_log" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "complimentary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_request_key_uq" ON "audit_log" USING btree ("request_key");