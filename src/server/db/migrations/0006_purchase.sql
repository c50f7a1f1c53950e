CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_code" text NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"app" integer NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_sale_code_unique" UNIQUE("sale_code")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"coupon_code" text,
	"trial" boolean NOT NULL,
	"amount_subtotal_minor" integer NOT NULL,
	"amount_discount_minor" integer NOT NULL,
	"amount_total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_subscription_id" text,
	"status" text NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_gateway_subscription_id_unique" UNIQUE("gateway_subscription_id"),
	CONSTRAINT "checkouts_status_known" CHECK ("checkouts"."status" in ('pending', 'requires_action', 'paid', 'failed')),
	CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."amount_total_minor" >= 0 and "checkouts"."amount_discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"licence_type" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_redemptions_within_limit" CHECK ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_plan_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pharmacy_plan_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_type" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"plan_id" integer,
	"pharmacy_name" text,
	"coupon_code" text,
	"newsletter" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_customers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"first_amount_minor" integer NOT NULL,
	"amount_paid_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"period" smallint NOT NULL,
	"transaction_id" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "checkout_id" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "gateway_subscription_id" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gateway_customer_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_plan_requests" ADD CONSTRAINT "pharmacy_plan_requests_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_live_per_cart_uq" ON "checkouts" USING btree ("cart_id") WHERE "checkouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_checkout_uq" ON "enrollments" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_one_trial_per_user_uq" ON "enrollments" USING btree ("user_id") WHERE "enrollments"."trial";--> statement-breakpoint
CREATE INDEX "enrollments_gateway_subscription_idx" ON "enrollments" USING btree ("gateway_subscription_id");