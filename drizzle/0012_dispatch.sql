CREATE TYPE "public"."dispatch_state" AS ENUM('offering', 'accepted', 'board');--> statement-breakpoint
CREATE TYPE "public"."offer_source" AS ENUM('preferred', 'backup', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('open', 'accepted', 'declined', 'expired', 'skipped', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."unit_cleaner_role" AS ENUM('preferred', 'backup');--> statement-breakpoint
CREATE TABLE "job_offers" (
	"offer_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"source" "offer_source" NOT NULL,
	"status" "offer_status" NOT NULL,
	"reason" text,
	"score" numeric(5, 4),
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "job_offers_open_expires" CHECK ("job_offers"."status" <> 'open' OR "job_offers"."expires_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "unit_cleaners" (
	"unit_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"role" "unit_cleaner_role" NOT NULL,
	"position" integer NOT NULL,
	"added_by" text DEFAULT 'client' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_cleaners_unit_id_cleaner_id_pk" PRIMARY KEY("unit_id","cleaner_id"),
	CONSTRAINT "unit_cleaners_added_by" CHECK ("unit_cleaners"."added_by" IN ('client', 'admin')),
	CONSTRAINT "unit_cleaners_position" CHECK ("unit_cleaners"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dispatch_state" "dispatch_state";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "offered_to" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dispatch_note" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "offer_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_cleaners" ADD CONSTRAINT "unit_cleaners_unit_id_client_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."client_units"("unit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_cleaners" ADD CONSTRAINT "unit_cleaners_cleaner_id_cleaners_cleaner_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_one_open_per_job" ON "job_offers" USING btree ("job_id") WHERE "job_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_offers_job_id_idx" ON "job_offers" USING btree ("job_id","offered_at");--> statement-breakpoint
CREATE INDEX "job_offers_open_expires_idx" ON "job_offers" USING btree ("expires_at") WHERE "job_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_offers_cleaner_id_idx" ON "job_offers" USING btree ("cleaner_id","offered_at");--> statement-breakpoint
CREATE INDEX "unit_cleaners_cleaner_id_idx" ON "unit_cleaners" USING btree ("cleaner_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_offered_to_cleaners_cleaner_id_fk" FOREIGN KEY ("offered_to") REFERENCES "public"."cleaners"("cleaner_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_offered_to_idx" ON "jobs" USING btree ("offered_to") WHERE "jobs"."offered_to" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_dispatch_board_idx" ON "jobs" USING btree ("scheduled_start") WHERE "jobs"."dispatch_state" = 'board' AND "jobs"."status" = 'Posted';--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_offer_minutes_range" CHECK ("clients"."offer_minutes" BETWEEN 15 AND 1440);