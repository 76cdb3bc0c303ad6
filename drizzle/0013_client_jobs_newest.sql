-- The admin jobs list's search by a client's name or email (docs/decisions/053): the matching
-- clients' jobs with their status, type and created_at from one index, newest first per client, so
-- the search counts and pages them by an index-only scan instead of reading each job's row (a name
-- such as "Harper Chen" matches 641 clients and 6,412 jobs at a million: 2,771 buffers instead of
-- 8,689). Not in schema/jobs.ts: Drizzle's index builder has no INCLUDE.
CREATE INDEX "jobs_client_id_created_at_idx" ON "jobs" USING btree ("client_id", "created_at" DESC, "job_id" DESC) INCLUDE ("status", "type");
