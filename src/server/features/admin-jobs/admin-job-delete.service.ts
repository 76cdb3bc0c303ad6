// spec 6: an admin deletes a job (docs/decisions/041). Its assignment, photos' rows, messages,
// review, applications and pending payout go with it (foreign keys cascade); what they fed is
// put right in the same transaction: the plan clean it held, the cleaner's earnings and rating.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobCheckpoints, jobs, reviews } from "../../db/schema/jobs";
import { payouts } from "../../db/schema/payouts";
import { recordAudit } from "../../domain/audit/audit";
import type { AuditPayload } from "../../domain/audit/audit-actions";
import { refreshCleanerRating } from "../../domain/cleaners/rating";
import { declareLocks, lockCleaners } from "../../domain/locks";
import { AppError, notFound } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { notePendingUploads, removeUploads } from "../../lib/pending-uploads";
import { withdrawPendingPayout } from "../../domain/payouts/payout-record";
import { givePlanCleanBack } from "../../domain/subscriptions/plan-clean";
import type { Storage } from "../../lib/storage";
import { ADMIN_JOB_NOT_FOUND } from "./admin-job-details.service";
import { CHANGED_MEANWHILE } from "../../domain/jobs/lifecycle";

/** A paid payout is money that left: the job is the record of why, so it stays. */
export const PAID_JOB_NOT_DELETABLE = "This job's payout has already been paid to the cleaner, so the job cannot be deleted.";

/** The job as the audit log keeps it (before = the whole row). */
const auditable = (job: typeof jobs.$inferSelect) => JSON.parse(JSON.stringify(job)) as AuditPayload<"job.deleted">["before"];

export async function deleteJob({ db, storage, actorId, jobId }: { db: Database; storage: Storage; actorId: string; jobId: string }) {
  const files = await db.transaction(async (tx) => {
    // The cleaner whose earnings and rating the delete puts right is locked before the job, as every
    // path takes them (docs/decisions/062): a review written meanwhile, which holds that cleaner and
    // then refers to the job, no longer meets a delete holding the job and waiting for the cleaner.
    // Read unlocked first: a finished job keeps its cleaner, and a change meanwhile is refused below.
    const [owed] = await tx
      .select({ paid: payouts.cleanerId, reviewed: reviews.cleanerId })
      .from(jobs)
      .leftJoin(payouts, eq(payouts.jobId, jobs.jobId))
      .leftJoin(reviews, eq(reviews.jobId, jobs.jobId))
      .where(eq(jobs.jobId, jobId));
    if (!owed) throw notFound(ADMIN_JOB_NOT_FOUND);
    // FOR NO KEY UPDATE: the rating's lock (lockCleanerForRating) and the earnings' UPDATE alike.
    const cleanersLocked = await lockCleaners(
      tx,
      [owed.paid, owed.reviewed].filter((id) => id !== null),
      "no key update",
    );
    declareLocks(tx, { kind: "job", ids: [jobId], mode: "update" });
    const [job] = await tx.select().from(jobs).where(eq(jobs.jobId, jobId)).for("update");
    if (!job) throw notFound(ADMIN_JOB_NOT_FOUND);
    const [payout] = await tx
      .select({ cleanerId: payouts.cleanerId, status: payouts.status, amountCents: payouts.amountCents })
      .from(payouts)
      .where(eq(payouts.jobId, jobId))
      .for("update");
    if (payout?.status === "paid") throw new AppError("PAYOUT_PAID", 409, PAID_JOB_NOT_DELETABLE);
    const [review] = await tx.select({ cleanerId: reviews.cleanerId }).from(reviews).where(eq(reviews.jobId, jobId));
    // A payout or review that appeared (or changed hands) between the read and the locks: not deleted blind.
    if ([payout, review].some((row) => row && !cleanersLocked.includes(row.cleanerId)))
      throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);
    const photos = await tx.select({ fileUrl: jobCheckpoints.fileUrl }).from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId));

    // Expects the status read: a job changed meanwhile (say, just paid out) is not deleted blind.
    const [deleted] = await tx
      .delete(jobs)
      .where(and(eq(jobs.jobId, jobId), eq(jobs.status, job.status)))
      .returning({ jobId: jobs.jobId });
    if (!deleted) throw new AppError("JOB_CHANGED", 409, CHANGED_MEANWHILE);

    // A Canceled job gave its clean back when it was canceled.
    const planCleanReturned = job.status === "Canceled" ? false : await givePlanCleanBack(tx, job);
    if (payout) await withdrawPendingPayout(tx, payout);
    if (review) await refreshCleanerRating(tx, review.cleanerId);
    await recordAudit(tx, {
      actorId,
      action: "job.deleted",
      entityType: "job",
      entityId: jobId,
      summary: `Job deleted (${job.type}, ${job.status})`,
      payload: {
        before: auditable(job),
        after: null,
        metadata: {
          planCleanReturned,
          pendingPayoutWithdrawnCents: payout?.amountCents ?? 0,
          reviewRemoved: Boolean(review),
          photos: photos.length,
        },
      },
    });
    const files = photos.map((photo) => photo.fileUrl);
    // Noted with the delete (docs/decisions/049): a file not removed below is the orphan sweep's.
    await notePendingUploads(tx, files);
    return files;
  });
  // The files go once the rows are gone for good.
  await removeUploads(db, storage, files).catch((error: unknown) =>
    logger.warn("job photos not removed", { jobId, error: error instanceof Error ? error.message : String(error) }),
  );
  return { jobId };
}
