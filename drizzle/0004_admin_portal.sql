CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"application_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "jobs_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "cleaner_drafts" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "cleaner_drafts" ADD COLUMN "info_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaner_drafts" ADD COLUMN "converted_user_id" text;--> statement-breakpoint
ALTER TABLE "client_drafts" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "client_drafts" ADD COLUMN "info_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_drafts" ADD COLUMN "converted_user_id" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_id_cleaner_id_key" ON "job_applications" USING btree ("job_id","cleaner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_approved_key" ON "job_applications" USING btree ("job_id") WHERE "job_applications"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "job_applications_cleaner_id_idx" ON "job_applications" USING btree ("cleaner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cleaner_drafts" ADD CONSTRAINT "cleaner_drafts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_drafts" ADD CONSTRAINT "cleaner_drafts_converted_user_id_auth_users_id_fk" FOREIGN KEY ("converted_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_drafts" ADD CONSTRAINT "client_drafts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_drafts" ADD CONSTRAINT "client_drafts_converted_user_id_auth_users_id_fk" FOREIGN KEY ("converted_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cleaner_drafts_lead_id_key" ON "cleaner_drafts" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cleaner_drafts_converted_user_id_key" ON "cleaner_drafts" USING btree ("converted_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_drafts_lead_id_key" ON "client_drafts" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_drafts_converted_user_id_key" ON "client_drafts" USING btree ("converted_user_id");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);