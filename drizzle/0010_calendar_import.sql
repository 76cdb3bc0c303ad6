CREATE TABLE "unit_calendars" (
	"calendar_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"events_found" integer,
	"jobs_created" integer DEFAULT 0 NOT NULL,
	"etag" text,
	"last_modified" text,
	CONSTRAINT "unit_calendars_failures_non_negative" CHECK ("unit_calendars"."consecutive_failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "calendar_event_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "calendar_label" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "same_day_turnover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "calendar_overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "turnover_day" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "turnover_type" text DEFAULT 'Airbnb Turnover' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "turnover_duration_hours" numeric(4, 1) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "checkout_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "checkin_time" text DEFAULT '16:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "client_units" ADD COLUMN "ignore_blocks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_calendars" ADD CONSTRAINT "unit_calendars_unit_id_client_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."client_units"("unit_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_calendars" ADD CONSTRAINT "unit_calendars_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_calendars_unit_id_url_key" ON "unit_calendars" USING btree ("unit_id","url");--> statement-breakpoint
CREATE INDEX "unit_calendars_client_id_idx" ON "unit_calendars" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "unit_calendars_next_sync_at_idx" ON "unit_calendars" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_calendar_id_unit_calendars_calendar_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."unit_calendars"("calendar_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_calendar_event_key" ON "jobs" USING btree ("calendar_id","calendar_event_key") WHERE "jobs"."calendar_event_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "client_units" ADD CONSTRAINT "client_units_turnover_day" CHECK ("client_units"."turnover_day" IN ('checkout', 'checkin'));--> statement-breakpoint
ALTER TABLE "client_units" ADD CONSTRAINT "client_units_turnover_times" CHECK ("client_units"."checkout_time" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "client_units"."checkin_time" ~ '^[0-2][0-9]:[0-5][0-9]$');