-- docs/decisions/064: a job keeps its place's zone, and a turnover its deadline (the next check-in).
ALTER TABLE "unit_calendars" ADD COLUMN "last_sync_summary" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
-- A job booked before: its unit's zone, else its city's (shared/domain/cities.ts timeZoneOfCity).
UPDATE "jobs" AS j SET "time_zone" = COALESCE(
  (SELECT u."time_zone" FROM "client_units" AS u WHERE u."unit_id" = j."unit_id"),
  CASE j."city" WHEN 'Chicago' THEN 'America/Chicago' WHEN 'Austin' THEN 'America/Chicago' ELSE 'America/New_York' END
) WHERE j."time_zone" IS DISTINCT FROM COALESCE(
  (SELECT u."time_zone" FROM "client_units" AS u WHERE u."unit_id" = j."unit_id"),
  CASE j."city" WHEN 'Chicago' THEN 'America/Chicago' WHEN 'Austin' THEN 'America/Chicago' ELSE 'America/New_York' END
);--> statement-breakpoint
-- A turnover made before kept its whole window as its length: its deadline is its end.
UPDATE "jobs" SET "ready_by" = "scheduled_end" WHERE "calendar_id" IS NOT NULL OR "calendar_label" IS NOT NULL;--> statement-breakpoint
-- Two feeds of one unit with the same label: the later ones get " (2)", " (3)"… so the index holds.
UPDATE "unit_calendars" AS c SET "label" = c."label" || ' (' || d.n || ')'
  FROM (SELECT "calendar_id", row_number() OVER (PARTITION BY "unit_id", lower("label") ORDER BY "created_at", "calendar_id") AS n FROM "unit_calendars") AS d
  WHERE d."calendar_id" = c."calendar_id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_calendars_unit_id_label_key" ON "unit_calendars" USING btree ("unit_id",lower("label"));
