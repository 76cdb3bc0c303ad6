import { and, eq } from "drizzle-orm";
import { KEEP_CLEANER_MIN_RATING } from "../../../shared/domain/dispatch";
import type { Review } from "../../../shared/schemas/review";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { lockCleanerForRating, refreshCleanerRating } from "../../domain/cleaners/rating";
import { keepOfferFor } from "../../domain/dispatch/unit-cleaners";
import { isFlagEnabled, SERVER_FLAGS } from "../../domain/flags/feature-flags";
import { AppError, notFound } from "../../lib/errors";

/**
 * spec 6: a client leaves or edits the review of their own Completed job that has a cleaner; one
 * review per job (editing updates it). The cleaner's rating_avg and rating_count are recomputed
 * from the visible reviews while the cleaner's row is locked, so concurrent reviews keep them exact.
 * An edit leaves is_visible alone: a review an admin hid stays hidden when its author edits it
 * (the author still sees and edits it; docs/decisions/046).
 * A good review (KEEP_CLEANER_MIN_RATING stars or more) of a cleaning at a unit comes back with the
 * offer to keep the cleaner for the unit, unless they are already preferred there (docs/decisions/055);
 * only while dispatch (`auto_assign`) is on: off, reviewing is exactly as before.
 */
export async function saveReview(options: { db: Database; clientId: string; jobId: string; input: Review }) {
  try {
    return await saveInTransaction(options);
  } catch (error) {
    // An admin deleted the job between the read below and the review's insert (which waits for the
    // delete on the job's row and then finds it gone): the job is not found, as it would be a moment later.
    if (isForeignKeyViolation(error)) throw notFound("Job not found.");
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null && "code" in value ? value.code : undefined);
  return codeOf(error) === "23503" || (error instanceof Error && codeOf(error.cause) === "23503");
}

async function saveInTransaction({ db, clientId, jobId, input }: { db: Database; clientId: string; jobId: string; input: Review }) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobs.status, cleanerId: jobAssignments.cleanerId, unitId: jobs.unitId })
      .from(jobs)
      .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
      .where(and(eq(jobs.jobId, jobId), eq(jobs.clientId, clientId)))
      .limit(1);
    if (!job) throw notFound("Job not found.");
    if (job.status !== "Completed") throw new AppError("JOB_NOT_COMPLETED", 409, "Only completed cleanings can be reviewed.");
    if (!job.cleanerId) throw new AppError("JOB_HAS_NO_CLEANER", 409, "This cleaning has no cleaner to review.");
    const { cleanerId } = job;

    await lockCleanerForRating(tx, cleanerId);
    const now = new Date();
    const [review] = await tx
      .insert(reviews)
      .values({ jobId, cleanerId, clientId, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({ target: reviews.jobId, set: { rating: input.rating, comment: input.comment, updatedAt: now } })
      .returning({ reviewId: reviews.reviewId, rating: reviews.rating, comment: reviews.comment, updatedAt: reviews.updatedAt });
    await refreshCleanerRating(tx, cleanerId);
    const offersKeep = input.rating >= KEEP_CLEANER_MIN_RATING && job.unitId && (await isFlagEnabled(tx, SERVER_FLAGS.autoAssign));
    const keepOffer = offersKeep && job.unitId ? await keepOfferFor(tx, job.unitId, cleanerId) : null;
    return { review: review!, keepOffer };
  });
}
