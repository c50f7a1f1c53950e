CREATE TYPE "public"."uploaded_file_kind" AS ENUM('logo', 'video', 'pdf');--> statement-breakpoint
CREATE TABLE "itinerary_pharmacies" (
	"itinerary_id" integer NOT NULL,
	"pharmacy_id" integer NOT NULL,
	CONSTRAINT "itinerary_pharmacies_itinerary_id_pharmacy_id_pk" PRIMARY KEY("itinerary_id","pharmacy_id")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pharmacy_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"holder_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pharmacy_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pharmacy_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pharmacy_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_members" (
	"pharmacy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_members_pharmacy_id_user_id_pk" PRIMARY KEY("pharmacy_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"kind" "uploaded_file_kind" NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "itineraries" ALTER COLUMN "pharmacy_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "pharmacy_id" integer;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "itinerary_pharmacies" ADD CONSTRAINT "itinerary_pharmacies_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_pharmacies" ADD CONSTRAINT "itinerary_pharmacies_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_groups" ADD CONSTRAINT "pharmacy_groups_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_invitations" ADD CONSTRAINT "pharmacy_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_members" ADD CONSTRAINT "pharmacy_members_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_members" ADD CONSTRAINT "pharmacy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_pharmacies_pharmacy_idx" ON "itinerary_pharmacies" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_groups_name_lower_uq" ON "pharmacy_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pharmacy_groups_holder_idx" ON "pharmacy_groups" USING btree ("holder_user_id");--> statement-breakpoint
CREATE INDEX "pharmacy_invitations_pharmacy_idx" ON "pharmacy_invitations" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_invitations_open_email_uq" ON "pharmacy_invitations" USING btree ("pharmacy_id",lower("email")) WHERE "pharmacy_invitations"."accepted_at" is null and "pharmacy_invitations"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_members_user_uq" ON "pharmacy_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_pharmacy_idx" ON "uploaded_files" USING btree ("pharmacy_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_group_id_pharmacy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pharmacy_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_group_id_pharmacy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pharmacy_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacies" ADD CONSTRAINT "pharmacies_logo_file_id_uploaded_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_pharmacy_idx" ON "courses" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE INDEX "itineraries_group_idx" ON "itineraries" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_pharmacy_name_uq" ON "itineraries" USING btree ("pharmacy_id",lower("name")) WHERE "itineraries"."pharmacy_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_group_name_uq" ON "itineraries" USING btree ("group_id",lower("name")) WHERE "itineraries"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_campus_template_name_uq" ON "itineraries" USING btree (lower("name")) WHERE "itineraries"."pharmacy_id" is null and "itineraries"."group_id" is null;--> statement-breakpoint
CREATE INDEX "pharmacies_group_idx" ON "pharmacies" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_one_owner" CHECK (not ("itineraries"."pharmacy_id" is not null and "itineraries"."group_id" is not null));--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_campus_only_templates" CHECK ("itineraries"."pharmacy_id" is not null or "itineraries"."group_id" is not null or "itineraries"."status" = 'template');