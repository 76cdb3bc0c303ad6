CREATE TABLE "scheduled_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"job_id" uuid,
	"event" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "scheduled_notices_key_unique" UNIQUE("key"),
	CONSTRAINT "scheduled_notices_outcome" CHECK ("scheduled_notices"."outcome" IS NULL OR "scheduled_notices"."outcome" IN ('sent', 'late', 'stale'))
);
--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "on_my_way_eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_notices_due_idx" ON "scheduled_notices" USING btree ("due_at") WHERE "scheduled_notices"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "scheduled_notices_job_idx" ON "scheduled_notices" USING btree ("job_id") WHERE "scheduled_notices"."job_id" IS NOT NULL;