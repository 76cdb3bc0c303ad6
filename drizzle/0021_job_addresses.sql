-- docs/decisions/053: a street search's trigram bitmap covered every job on the street (125,000 at a
-- million jobs: 22 ms before the count's cap could stop anything). The addresses are matched once
-- each in job_addresses, and their jobs read by address, index-only and stopping at the cap.
CREATE TABLE "job_addresses" (
	"address" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "job_addresses" ("address") SELECT DISTINCT "address" FROM "jobs";--> statement-breakpoint
CREATE INDEX "job_addresses_trgm_idx" ON "job_addresses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
-- A booking's address, once: statement-level, so a load of many jobs adds them in one statement.
CREATE FUNCTION add_job_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_addresses (address) SELECT DISTINCT address FROM new_rows ORDER BY address ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_addresses_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_job_addresses();--> statement-breakpoint
-- A job's address changed (rare): per row, as a column list allows no transition table, and only
-- when it changed, so a claim's or any other UPDATE does not call it.
CREATE FUNCTION add_job_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_addresses (address) VALUES (NEW.address) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_address_update AFTER UPDATE OF address ON jobs
  FOR EACH ROW WHEN (OLD.address IS DISTINCT FROM NEW.address) EXECUTE FUNCTION add_job_address();--> statement-breakpoint
-- The jobs at an address with what the search counts and pages by: read index-only.
CREATE INDEX "jobs_address_idx" ON "jobs" USING btree ("address") INCLUDE ("created_at", "job_id", "client_id", "status", "type");--> statement-breakpoint
DROP INDEX "jobs_address_trgm_idx";
