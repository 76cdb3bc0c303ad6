DROP INDEX "jobs_open_board_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
DROP INDEX "reviews_visible_created_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_board_idx" ON "jobs" USING btree ("claim_window_ends","scheduled_start","cleaner_payout_cents","duration_hours","type","city","job_id") WHERE "jobs"."status" = 'Posted';--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_visible_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST) WHERE "reviews"."is_visible";