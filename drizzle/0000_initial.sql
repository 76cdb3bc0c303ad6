CREATE TYPE "public"."assignment_status" AS ENUM('Assigned', 'In Progress', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."availability_type" AS ENUM('weekly_rule', 'one_off_block');--> statement-breakpoint
CREATE TYPE "public"."background_check_status" AS ENUM('unknown', 'self_attests', 'pending', 'verified', 'failed');--> statement-breakpoint
CREATE TYPE "public"."checkpoint_type" AS ENUM('photo_before', 'photo_after');--> statement-breakpoint
CREATE TYPE "public"."cleaner_status" AS ENUM('Active', 'Pending', 'Inactive');--> statement-breakpoint
CREATE TYPE "public"."client_status" AS ENUM('Active', 'Inactive');--> statement-breakpoint
CREATE TYPE "public"."draft_status" AS ENUM('draft', 'info_requested', 'verified', 'approved', 'converted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('Posted', 'Assigned', 'In Progress', 'Completed', 'Canceled', 'Problem');--> statement-breakpoint
CREATE TYPE "public"."lead_role" AS ENUM('client', 'cleaner');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'in_progress', 'converted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."message_sender_type" AS ENUM('client', 'cleaner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('succeeded', 'pending', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('client', 'cleaner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('Active', 'Canceled', 'Past Due', 'Paused');--> statement-breakpoint
CREATE TYPE "public"."unit_scope" AS ENUM('shared_pool', 'per_unit');--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"description" text,
	"status" "payment_status" NOT NULL,
	"payment_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"included_cleans" integer NOT NULL,
	"extra_clean_price_cents" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_plans_name_unique" UNIQUE("name"),
	CONSTRAINT "subscription_plans_amounts" CHECK ("subscription_plans"."monthly_price_cents" >= 0 AND "subscription_plans"."extra_clean_price_cents" >= 0 AND "subscription_plans"."included_cleans" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"unit_scope" "unit_scope" DEFAULT 'shared_pool' NOT NULL,
	"unit_id" uuid,
	"included_cleans" integer NOT NULL,
	"used_cleans" integer DEFAULT 0 NOT NULL,
	"period_type" text DEFAULT 'monthly' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status" "subscription_status" DEFAULT 'Active' NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"extra_clean_fee_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_cleans_non_negative" CHECK ("subscriptions"."included_cleans" >= 0 AND "subscriptions"."used_cleans" >= 0),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "job_assignments" (
	"assignment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"status" "assignment_status" DEFAULT 'Assigned' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"type" "checkpoint_type" NOT NULL,
	"file_url" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"unit_id" uuid,
	"subscription_id" uuid,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"requested_start" timestamp with time zone NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"duration_hours" numeric(4, 1) NOT NULL,
	"sq_ft" integer,
	"bedrooms" integer,
	"bathrooms" numeric(3, 1),
	"special_instructions" text,
	"is_extra_clean" boolean DEFAULT false NOT NULL,
	"base_price_cents" integer NOT NULL,
	"client_price_cents" integer NOT NULL,
	"cleaner_payout_cents" integer NOT NULL,
	"claim_window_ends" timestamp with time zone,
	"status" "job_status" DEFAULT 'Posted' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_schedule_order" CHECK ("jobs"."scheduled_end" > "jobs"."scheduled_start"),
	CONSTRAINT "jobs_prices_non_negative" CHECK ("jobs"."base_price_cents" >= 0 AND "jobs"."client_price_cents" >= 0 AND "jobs"."cleaner_payout_cents" >= 0),
	CONSTRAINT "jobs_bedrooms_range" CHECK ("jobs"."bedrooms" IS NULL OR "jobs"."bedrooms" BETWEEN 0 AND 5),
	CONSTRAINT "jobs_bathrooms_range" CHECK ("jobs"."bathrooms" IS NULL OR "jobs"."bathrooms" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"sender_type" "message_sender_type" NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"attachment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_not_blank" CHECK (char_length(btrim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK ("reviews"."comment" IS NULL OR char_length("reviews"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "cleaners" (
	"cleaner_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"status" "cleaner_status" DEFAULT 'Pending' NOT NULL,
	"total_earnings_cents" bigint DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "cleaners_rating_avg_range" CHECK ("cleaners"."rating_avg" IS NULL OR "cleaners"."rating_avg" BETWEEN 1 AND 5),
	CONSTRAINT "cleaners_counts_non_negative" CHECK ("cleaners"."rating_count" >= 0 AND "cleaners"."total_earnings_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_units" (
	"unit_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"label" text NOT NULL,
	"full_address" text NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"status" "client_status" DEFAULT 'Active' NOT NULL,
	"default_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"summary" text,
	"actor_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cleaner_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"work_areas" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer,
	"availability_notes" text,
	"background_check_status" "background_check_status" DEFAULT 'unknown' NOT NULL,
	"status" "draft_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_drafts_experience_non_negative" CHECK ("cleaner_drafts"."years_experience" IS NULL OR "cleaner_drafts"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"city" text,
	"state" text,
	"company" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_timing" text,
	"access_instructions" text,
	"status" "draft_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_flag_name_unique" UNIQUE("flag_name")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "lead_role" NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"company" text,
	"notes" text,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_company_only_for_clients" CHECK ("leads"."company" IS NULL OR "leads"."role" = 'client')
);
--> statement-breakpoint
CREATE TABLE "cleaner_availability" (
	"availability_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"type" "availability_type" NOT NULL,
	"weekday" integer,
	"start_time" time,
	"end_time" time,
	"start_ts" timestamp with time zone,
	"end_ts" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_availability_weekday_range" CHECK ("cleaner_availability"."weekday" IS NULL OR "cleaner_availability"."weekday" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "cleaner_time_off" (
	"timeoff_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_time_off_order" CHECK ("cleaner_time_off"."end_date" >= "cleaner_time_off"."start_date")
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_unit_id_client_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."client_units"("unit_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checkpoints" ADD CONSTRAINT "job_checkpoints_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_unit_id_client_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."client_units"("unit_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_auth_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_units" ADD CONSTRAINT "client_units_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_auth_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_availability" ADD CONSTRAINT "cleaner_availability_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_time_off" ADD CONSTRAINT "cleaner_time_off_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "payments_client_id_created_at_idx" ON "payments" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_plans_monthly_price_idx" ON "subscription_plans" USING btree ("monthly_price_cents");--> statement-breakpoint
CREATE INDEX "subscriptions_client_id_idx" ON "subscriptions" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_assignments_job_id_key" ON "job_assignments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_assignments_cleaner_id_assigned_at_idx" ON "job_assignments" USING btree ("cleaner_id","assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_checkpoints_job_id_type_idx" ON "job_checkpoints" USING btree ("job_id","type");--> statement-breakpoint
CREATE INDEX "jobs_client_id_scheduled_start_idx" ON "jobs" USING btree ("client_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "jobs_status_scheduled_start_idx" ON "jobs" USING btree ("status","scheduled_start");--> statement-breakpoint
CREATE INDEX "jobs_completed_at_idx" ON "jobs" USING btree ("completed_at" DESC NULLS LAST) WHERE "jobs"."status" = 'Completed';--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_job_id_created_at_idx" ON "messages" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_job_id_key" ON "reviews" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_visible_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE "reviews"."is_visible";--> statement-breakpoint
CREATE INDEX "reviews_cleaner_id_idx" ON "reviews" USING btree ("cleaner_id");--> statement-breakpoint
CREATE INDEX "cleaners_status_idx" ON "cleaners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "client_units_client_id_idx" ON "client_units" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cleaner_drafts_created_at_idx" ON "cleaner_drafts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_drafts_created_at_idx" ON "client_drafts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_role_idx" ON "leads" USING btree (lower("email"),"role");--> statement-breakpoint
CREATE INDEX "cleaner_availability_cleaner_id_idx" ON "cleaner_availability" USING btree ("cleaner_id");--> statement-breakpoint
CREATE INDEX "cleaner_time_off_cleaner_id_dates_idx" ON "cleaner_time_off" USING btree ("cleaner_id","start_date","end_date");