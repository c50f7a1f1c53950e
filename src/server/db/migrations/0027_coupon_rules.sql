ALTER TABLE "coupons" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_minor" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "every_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_person_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_ids" integer[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "checkouts_coupon_idx" ON "checkouts" USING btree ("coupon_code","user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off_minor" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_minor" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_person_positive" CHECK ("coupons"."per_person_limit" > 0);