CREATE TABLE "item_progress" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"played_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "item_progress_position_nonnegative" CHECK ("item_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_item_id_program_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."program_items"("id") ON DELETE cascade ON UPDATE no action;