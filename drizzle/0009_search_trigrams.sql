-- The admin jobs list's search (ILIKE '%...%' over addresses, job ids, clients' names and emails) through
-- trigram indexes (docs/decisions/053). PGlite loads pg_trgm at start (db/client.ts createPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "jobs_address_trgm_idx" ON "jobs" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_job_id_trgm_idx" ON "jobs" USING gin (("job_id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);