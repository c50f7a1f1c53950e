CREATE TYPE "public"."media_kind" AS ENUM('video', 'pdf');--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "kind" "media_kind" DEFAULT 'video' NOT NULL;