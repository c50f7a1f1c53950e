CREATE TYPE "public"."itinerary_status" AS ENUM('draft', 'published', 'template');--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pharmacy_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "itinerary_status" DEFAULT 'draft' NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_courses" (
	"itinerary_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"opens_on" date,
	CONSTRAINT "itinerary_courses_itinerary_id_course_id_pk" PRIMARY KEY("itinerary_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_members" (
	"itinerary_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "itinerary_members_itinerary_id_user_id_pk" PRIMARY KEY("itinerary_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_courses" ADD CONSTRAINT "itinerary_courses_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_courses" ADD CONSTRAINT "itinerary_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_members" ADD CONSTRAINT "itinerary_members_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_members" ADD CONSTRAINT "itinerary_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_pharmacy_idx" ON "itineraries" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_courses_position_uq" ON "itinerary_courses" USING btree ("itinerary_id","position");--> statement-breakpoint
CREATE INDEX "itinerary_members_user_idx" ON "itinerary_members" USING btree ("user_id");