-- My Assignments' All tab reads a cleaner's assignments newest first, ties by job: with the job in the
-- index its page is read in that order, each job joined once it is on the page, instead of joining every
-- assignment the cleaner ever had and sorting them (docs/decisions/053).
DROP INDEX "job_assignments_cleaner_id_assigned_at_idx";--> statement-breakpoint
CREATE INDEX "job_assignments_cleaner_id_assigned_at_idx" ON "job_assignments" USING btree ("cleaner_id","assigned_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);