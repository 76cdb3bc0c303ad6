-- docs/decisions/061: automatic choice without reading each candidate's jobs. An assignment carries
-- its job's client, status and address's ZIP beside the job's time (migration 0020), copied by the
-- same triggers, so a candidate's load, the cleaners who worked near the job and those who worked
-- for its client are each read from one index of the assignments alone.
DROP INDEX "job_assignments_cleaner_id_job_start_idx";--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "job_client_id" uuid;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "job_status" "job_status";--> statement-breakpoint
ALTER TABLE "job_assignments" ADD COLUMN "job_zip" text;--> statement-breakpoint
-- The ZIP an address ends with as shared/domain/job-area.ts's zipAtEndPattern matches one: five
-- digits after a comma and a non-digit, then perhaps "-1234" and spaces, at the very end. An address
-- matches that pattern for a ZIP exactly when this gives that ZIP.
CREATE FUNCTION address_zip(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT substring(address from ',.*[^0-9]([0-9]{5})(?:-[0-9]{4})?[[:space:]]*$') $$;--> statement-breakpoint
UPDATE "job_assignments" AS a SET "job_client_id" = j."client_id", "job_status" = j."status", "job_zip" = address_zip(j."address") FROM "jobs" AS j WHERE j."job_id" = a."job_id";--> statement-breakpoint
-- Every writer of an assignment gets the job's figures without naming them (the writer's are overridden).
CREATE OR REPLACE FUNCTION assignment_job_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT scheduled_start, scheduled_end, client_id, status, address_zip(address)
    INTO NEW.job_start, NEW.job_end, NEW.job_client_id, NEW.job_status, NEW.job_zip FROM jobs WHERE job_id = NEW.job_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER job_assignments_job_time ON job_assignments;--> statement-breakpoint
CREATE TRIGGER job_assignments_job_time BEFORE INSERT OR UPDATE OF job_id, job_start, job_end, job_client_id, job_status, job_zip ON job_assignments
  FOR EACH ROW EXECUTE FUNCTION assignment_job_time();--> statement-breakpoint
-- A job's move (claimed, completed, canceled, put back), a changed address or client reaches its assignment.
CREATE FUNCTION job_figures_to_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_assignments SET job_client_id = NEW.client_id, job_status = NEW.status, job_zip = address_zip(NEW.address)
    WHERE job_id = NEW.job_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_figures_to_assignment AFTER UPDATE OF status, address, client_id ON jobs
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.address IS DISTINCT FROM NEW.address OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION job_figures_to_assignment();--> statement-breakpoint
-- A candidate's work in the score's window, counted from the index alone (held: both statuses).
CREATE INDEX "job_assignments_cleaner_id_job_start_idx" ON "job_assignments" USING btree ("cleaner_id", "job_start")
  INCLUDE ("job_id", "status", "job_status");--> statement-breakpoint
-- The cleaners who worked near the job: its ZIP's assignments in the score's window, one range.
CREATE INDEX "job_assignments_job_zip_job_start_idx" ON "job_assignments" USING btree ("job_zip", "job_start")
  INCLUDE ("cleaner_id", "job_id", "status", "job_status") WHERE "job_zip" IS NOT NULL;--> statement-breakpoint
-- The cleaners who did jobs for the client, and how many: one range of the client's completed ones.
CREATE INDEX "job_assignments_job_client_id_idx" ON "job_assignments" USING btree ("job_client_id", "job_status")
  INCLUDE ("cleaner_id");
