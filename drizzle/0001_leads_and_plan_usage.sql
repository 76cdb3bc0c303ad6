CREATE TYPE "public"."plan_usage" AS ENUM('none', 'included', 'additional');--> statement-breakpoint
DROP INDEX "leads_email_role_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "plan_usage" "plan_usage" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "years_experience" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_current_per_client" ON "subscriptions" USING btree ("client_id") WHERE "subscriptions"."status" <> 'Canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_role_key" ON "leads" USING btree (lower("email"),"role");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_used_within_included" CHECK ("subscriptions"."used_cleans" <= "subscriptions"."included_cleans");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_plan_usage_has_subscription" CHECK ("jobs"."plan_usage" = 'none' OR "jobs"."subscription_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_experience_only_for_cleaners" CHECK ("leads"."years_experience" IS NULL OR ("leads"."role" = 'cleaner' AND "leads"."years_experience" >= 0));