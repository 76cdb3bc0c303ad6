CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid');--> statement-breakpoint
CREATE TABLE "message_reads" (
	"job_id" uuid NOT NULL,
	"reader_id" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_job_id_reader_id_pk" PRIMARY KEY("job_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"payout_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_non_negative" CHECK ("payouts"."amount_cents" >= 0),
	CONSTRAINT "payouts_paid_at_when_paid" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_checkpoints" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "work_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "years_experience" integer;--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_reader_id_auth_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_job_id_key" ON "payouts" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "payouts_cleaner_id_created_at_idx" ON "payouts" USING btree ("cleaner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "job_checkpoints" ADD CONSTRAINT "job_checkpoints_uploaded_by_auth_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_board_idx" ON "jobs" USING btree ("claim_window_ends") WHERE "jobs"."status" = 'Posted';--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "is_read";--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000);--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_years_experience_range" CHECK ("cleaners"."years_experience" IS NULL OR "cleaners"."years_experience" BETWEEN 0 AND 60);--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_bio_length" CHECK ("cleaners"."bio" IS NULL OR char_length("cleaners"."bio") <= 500);--> statement-breakpoint
-- Jobs booked before this migration: their city from the address, as cityOfAddress reads it.
UPDATE "jobs" SET "city" = CASE
  WHEN "address" ~* '(^|[^a-z])boston([^a-z]|$)' THEN 'Boston'
  WHEN "address" ~* '(^|[^a-z])manhattan([^a-z]|$)' THEN 'Manhattan'
  WHEN "address" ~* '(^|[^a-z])chicago([^a-z]|$)' THEN 'Chicago'
  WHEN "address" ~* '(^|[^a-z])atlanta([^a-z]|$)' THEN 'Atlanta'
  WHEN "address" ~* '(^|[^a-z])miami([^a-z]|$)' THEN 'Miami'
  WHEN "address" ~* '(^|[^a-z])austin([^a-z]|$)' THEN 'Austin'
  ELSE 'Other' END;--> statement-breakpoint
-- Assignments already started or completed: the job report's timeline from the job's own times.
UPDATE "job_assignments" a SET "started_at" = j."scheduled_start", "completed_at" = j."completed_at"
  FROM "jobs" j WHERE j."job_id" = a."job_id" AND a."status" IN ('In Progress', 'Completed');--> statement-breakpoint
-- Completed assigned jobs owe their cleaner a payout, and count in the cleaner's earnings.
INSERT INTO "payouts" ("cleaner_id", "job_id", "amount_cents", "created_at")
  SELECT a."cleaner_id", j."job_id", j."cleaner_payout_cents", coalesce(j."completed_at", now())
  FROM "jobs" j JOIN "job_assignments" a ON a."job_id" = j."job_id" WHERE j."status" = 'Completed'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "cleaners" c SET "total_earnings_cents" = coalesce((SELECT sum(p."amount_cents") FROM "payouts" p WHERE p."cleaner_id" = c."cleaner_id"), 0);
