CREATE TABLE "mail_opt_outs" (
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_topic_pk" PRIMARY KEY("user_id","topic")
);
--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;