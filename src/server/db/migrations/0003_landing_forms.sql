CREATE TYPE "public"."contact_request_kind" AS ENUM('contact', 'carrion');--> statement-breakpoint
CREATE TYPE "public"."newsletter_source" AS ENUM('newsletter', 'contact', 'carrion');--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "contact_request_kind" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"course" text,
	"accepted_terms" boolean DEFAULT false NOT NULL,
	"wants_newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_contact_fields" CHECK ("contact_requests"."kind" <> 'contact' or ("contact_requests"."message" is not null and "contact_requests"."accepted_terms")),
	CONSTRAINT "contact_requests_carrion_fields" CHECK ("contact_requests"."kind" <> 'carrion' or ("contact_requests"."course" is not null and "contact_requests"."last_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_id" integer NOT NULL,
	"license_id" integer NOT NULL,
	"funnel" text NOT NULL,
	"user_type" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"app_id" integer,
	"user_type" integer,
	"source" "newsletter_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_requests_kind_created_idx" ON "contact_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");