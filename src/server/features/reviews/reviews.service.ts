import { and, eq, sql } from "drizzle-orm";
import type { Review } from "../../../shared/schemas/review";
import type { Database } from "../../db/client";
import { jobAssignments, jobs, reviews } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { AppError, notFound } from "../../lib/errors";

/**
 * spec 6: a client leaves or edits the review of their own Completed job that has a cleaner; one
 * review per job (editing updates it). The cleaner's rating_avg and rating_count are recomputed
 * from the reviews while the cleaner's row is locked, so concurrent reviews keep them exact.
 */
export async function saveReview({ db, clientId, jobId, input }: { db: Database; clientId: string; jobId: string; input: Review }) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobs.status, cleanerId: jobAssignments.cleanerId })
      .from(jobs)
      .leftJoin(jobAssignments, eq(jobAssignments.jobId, jobs.jobId))
      .where(and(eq(jobs.jobId, jobId), eq(jobs.clientId, clientId)))
      .limit(1);
    if (!job) throw notFound("Job not found.");
    if (job.status !== "Completed") throw new AppError("JOB_NOT_COMPLETED", 409, "Only completed cleanings can be reviewed.");
    if (!job.cleanerId) throw new AppError("JOB_HAS_NO_CLEANER", 409, "This cleaning has no cleaner to review.");
    const { cleanerId } = job;

    await tx.execute(sql`SELECT 1 FROM ${cleaners} WHERE ${cleaners.cleanerId} = ${cleanerId} FOR UPDATE`);
    const now = new Date();
    const [review] = await tx
      .insert(reviews)
      .values({ jobId, cleanerId, clientId, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({ target: reviews.jobId, set: { rating: input.rating, comment: input.comment, updatedAt: now } })
      .returning({ reviewId: reviews.reviewId, rating: reviews.rating, comment: reviews.comment, updatedAt: reviews.updatedAt });
    await refreshCleanerRating(tx, cleanerId);
    return review!;
  });
}

type Executor = Pick<Database, "execute">;

/** rating_avg and rating_count from the cleaner's reviews (all of them: hiding is about display). */
export async function refreshCleanerRating(db: Executor, cleanerId: string) {
  await db.execute(sql`
    UPDATE ${cleaners} SET
      rating_count = stats.count,
      rating_avg = stats.average
    FROM (
      SELECT count(*)::int AS count, round(avg(${reviews.rating}), 2) AS average
      FROM ${reviews} WHERE ${reviews.cleanerId} = ${cleanerId}
    ) AS stats
    WHERE ${cleaners.cleanerId} = ${cleanerId}`);
}
