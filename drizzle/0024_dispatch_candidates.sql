-- docs/decisions/061: automatic choice at a city's size. Its candidates, the Active cleaners working
-- the job's city and offering its cleaning, come from a GIN index over areas and services instead of
-- every cleaner; each candidate's score reads only their assignments in the score's window (90 days
-- before the job, 14 after), by the assignment's copy of the job's time (migration 0020).
CREATE INDEX "job_assignments_cleaner_id_job_start_idx" ON "job_assignments" USING btree ("cleaner_id","job_start");--> statement-breakpoint
CREATE INDEX "cleaners_dispatch_idx" ON "cleaners" USING gin ("work_areas","services") WHERE "cleaners"."status" = 'Active';
